// Types of bundle-openapi.mjs, for the tests in src/.
export declare const openapiDir: string;
export declare const sourceDir: string;
export declare const bundlePath: string;
export declare const HEADER: string;
export declare class OpenApiBundleError extends Error {
  constructor(problems: string[]);
  readonly problems: string[];
}
export declare function readSources(dir?: string): Record<string, string | null>;
export declare function bundleOpenApi(sources: Record<string, string | null | undefined>): string;
