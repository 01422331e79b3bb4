// Types of release.mjs for the TypeScript e2e specs.
export declare class ReleaseError extends Error {}
export declare function filesOf(dir: string): string[];
export declare function digestOf(dir: string): string;
export declare function release(options: { module: string; version: string; dist: string; out: string }): { folder: string; version: string; outcome: 'released' | 'unchanged' };
export declare const pointerLine: (module: string, version: string) => string;
