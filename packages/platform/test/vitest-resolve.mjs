// Shared by every React package's vitest.config.ts. In a build, every antd import is per file from
// its ES modules (`antd/es/button`, shared-parts.mjs); under vitest `antd` is its CommonJS build
// (`lib/`). A file that reaches into antd directly (`antd/es/app/style`, for a style hook) would
// then load a second antd with its own theme context: tests take the same file from `lib/`.
export const testResolve = {
  alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }],
};
