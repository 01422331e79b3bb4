/**
 * The shell's side of the versioned contract with the modules (issue 24): each module's
 * `portal-module.json` says which singletons it needs, with the semver range it was built against
 * (`"react": "^19.3.1"`, `"@portal/platform/core": "^2.0.0"`); the shell knows the versions it
 * provides (`__PORTAL_SHARED__`, written by its build). A module whose needs the shell cannot meet
 * is refused before any of its code is fetched.
 */
declare const __PORTAL_SHARED__: Record<string, string>;

/** What this shell provides: singleton → version. */
export const providedVersions: Record<string, string> = typeof __PORTAL_SHARED__ === 'undefined' ? {} : __PORTAL_SHARED__;

function parse(version: string): [number, number, number] | null {
  const found = /^(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  return found ? [Number(found[1]), Number(found[2]), Number(found[3])] : null;
}

function compare(a: [number, number, number], b: [number, number, number]): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether `version` meets `range`: `*`, an exact `x.y.z`, `^x.y.z` (same major, or same minor
 * below 1.0.0, at least x.y.z), `~x.y.z` (same minor, at least x.y.z) or `>=x.y.z`. Any other
 * range is not understood, so not met.
 */
export function satisfies(version: string, range: string): boolean {
  const have = parse(version);
  const wanted = range.trim();
  if (wanted === '*' || wanted === '') return have !== null;
  const operator = /^(\^|~|>=)?/.exec(wanted)?.[1] ?? '';
  const need = parse(wanted.slice(operator.length));
  if (!have || !need) return false;
  if (compare(have, need) < 0) return false;
  if (operator === '>=') return true;
  if (operator === '') return compare(have, need) === 0;
  if (operator === '~') return have[0] === need[0] && have[1] === need[1];
  return need[0] > 0 ? have[0] === need[0] : need[1] > 0 ? have[0] === 0 && have[1] === need[1] : compare(have, need) === 0;
}

/** The requirements a shell providing `provided` cannot meet, as `name: range (has version)`. */
export function unmetRequirements(requires: Record<string, string>, provided: Record<string, string> = providedVersions): string[] {
  return Object.entries(requires)
    .filter(([name, range]) => !(name in provided) || !satisfies(provided[name] as string, range))
    .map(([name, range]) => `${name} ${range} (${provided[name] ?? 'not provided'})`);
}
