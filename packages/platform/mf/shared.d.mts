// Types of shared.mjs for the TypeScript tests.
export function sharedDependencies(fromDir: string, options?: { providedByShell?: boolean }): Record<string, object>;
/** antd's (and the icons', ui's, venue-answers') files that hold context or global state: singletons by path. */
export function contextFiles(fromDir: string): { path: string; shareKey: string; version: string }[];
/** Every singleton a module built from `fromDir` requires of the shell: share key → `^x.y.z`. */
export function contractRequirements(fromDir: string): Record<string, string>;
/** Every singleton a shell built from `fromDir` provides: share key → `x.y.z`. */
export function contractProvided(fromDir: string): Record<string, string>;
