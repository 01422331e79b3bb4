// Types of rspack-config.mjs for the TypeScript tests.
export function moduleConfig(options: {
  name: string;
  dir: string;
  port: number;
  exposes?: Record<string, string>;
  host?: boolean;
  title?: string;
}): (env: unknown, argv: { mode?: string }) => object;
