// Types of chunk-groups.mjs for the TypeScript tests.
export function chunkGroups(options?: { except?: (path: string) => boolean }): Record<string, object>;
export function groupOf(path: string): string | undefined;
