export declare const remotesFileOf: (port: string | number) => string;
export declare function readPointers(port: string | number): Record<string, string>;
export declare function writePointers(port: string | number, pointers: Record<string, string>): void;
