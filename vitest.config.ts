// The one vitest configuration of the workspace: every package's unit, component and API tests are
// a project of one run, sharing one pool of workers (`pnpm test:unit`, or `pnpm vitest run --project
// mf-leads` for one package; a package's own `pnpm test` runs its project).
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** A folder of the workspace, absolute, so that a package's `pnpm test` (run from its folder) finds it. */
const workspace = (folder: string) => fileURLToPath(new URL(`./${folder}`, import.meta.url));
const platformTest = (file: string) => workspace(`packages/platform/test/${file}`);

/**
 * A React package's tests in jsdom. In a build every antd import is per file from its ES modules
 * (`antd/es/button`, mf/shared-parts.mjs); under vitest `antd` is its CommonJS build (`lib/`), so a
 * file that reaches into `antd/es/…` takes the same file from `lib/` instead of a second antd with
 * its own theme context.
 */
function reactPackage(
  root: string,
  options: { networkBoundary?: boolean; include?: string[]; testTimeout?: number; isolate?: boolean } = {},
): TestProjectInlineConfiguration {
  const { networkBoundary = true, include = ['src/**/*.test.{ts,tsx}'], testTimeout = 60_000, isolate = false } = options;
  return {
    resolve: { alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }] },
    test: {
      name: root.split('/').at(-1),
      root: workspace(root),
      environment: 'jsdom',
      // The test files of a worker share one jsdom page and one module cache: antd, React and the
      // platform load once per worker, not once per file (half the frontend tests' CPU time). The
      // setup files (packages/platform/test/) put back what a test may leave behind: the rendered
      // tree, storage, fake timers, toasts, the query cache and the network's answers. The shared
      // packages' own tests stay isolated: some of their files change what others import
      // (`vi.mock` of a module, antd's static holders) and failed in some orders when sharing a page.
      isolate,
      globals: true,
      // jest-dom, what antd needs in jsdom, cleanup; then `fetch` failing every call a test did not
      // answer through `mockApi` (@portal/platform/testing).
      setupFiles: [platformTest('setup.ts'), ...(networkBoundary ? [platformTest('network-setup.ts')] : [])],
      include,
      // Dates and times are asserted as a Swedish user sees them.
      env: { TZ: 'Europe/Stockholm' },
      // antd forms in jsdom are slow to type into: a whole form can take tens of seconds while
      // other test files run on the same two cores.
      testTimeout,
      // The network boundary's afterEach imports @portal/platform to empty its query cache: the first
      // import in a file that never loaded it (a pure function's test) takes its time too.
      hookTimeout: testTimeout,
    },
  };
}

export default defineConfig({
  test: {
    // Two test files at a time at least: vitest's default (cores − 1) runs one at a time on 2 cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'api-client', root: workspace('packages/api-client'), include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api-server',
          root: workspace('packages/api-server'),
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // One PostgreSQL for the run; each test file then creates its own database in it, a copy of
          // the run's migrated (and seeded) template (test/support/templates.ts).
          globalSetup: ['test/support/global-setup.ts'],
          // The files of a worker share one module cache: the server's modules (the whole app) load
          // once per worker, not once per file (`import` fell from 74 s to 6 s, the project from 244 s
          // to 150 s on 2 cores). Each file still builds its own app on its own database; nothing in
          // the server keeps state in a module that a file could leave behind (no module mocks, no
          // fake timers, the environment read through loadConfig).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      reactPackage('packages/platform', { networkBoundary: false, isolate: true, include: ['src/**/*.test.{ts,tsx}', 'mf/**/*.test.ts'] }),
      reactPackage('packages/ui', { networkBoundary: false, isolate: true }),
      reactPackage('packages/venue-answers', { networkBoundary: false, isolate: true }),
      reactPackage('packages/plain', { networkBoundary: false }),
      // The shell's files keep their own module cache: its module reads (mf/remotes.ts) live in module
      // state, and one left in flight by a file came back in another's test (its menu went empty).
      reactPackage('shell', { isolate: true }),
      reactPackage('mf-leads'),
      reactPackage('mf-opportunities'),
      reactPackage('mf-quotes'),
      reactPackage('mf-commissions'),
      // The venue profile's and the request form's walks through every field took over 30 s on a busy machine.
      reactPackage('mf-partner', { testTimeout: 90_000 }),
      reactPackage('mf-public', { testTimeout: 90_000 }),
    ],
  },
});
