// Types of shared-parts.mjs for the TypeScript tests.
export function kebab(name: string): string;
export const transformImport: { libraryName: string; customName: string; transformToDefaultImport: boolean }[];
/** Names imported (as values) from `library` anywhere in the workspace's source. */
export function importedNames(library: string): string[];
export function writeProvidedParts(outDir: string): string;
export const SPLIT_PACKAGES: Record<string, string>;
export const ENTRY_PACKAGES: Record<string, string>;
/** A package's entry points a build loads (`@portal/platform/core` → `packages/platform/src/core.ts`). */
export function entryPoints(pkg: string, packageDir: string): { request: string; file: string }[];
/** Package → exported name → `@portal/ui/src/<file>` or `@portal/platform/<entry>`. */
export function barrelMaps(): Record<string, Record<string, string>>;
