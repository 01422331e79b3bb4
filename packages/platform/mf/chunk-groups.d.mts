// Types of chunk-groups.mjs for the TypeScript tests.
export function chunkGroups(): Record<string, object>;
export function groupOf(path: string): string | undefined;
