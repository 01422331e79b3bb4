// What "the page's main content is drawn" means, in one place: a visible heading in `#main` and
// nothing there still loading. The shell fetches the next likely pages only after it
// (shell/src/layouts/prefetch-entries.ts); the byte check of `pnpm test` and the paint bench count
// the scripts requested before it (e2e/js-budget.mjs). Plain selectors, no imports: the browser and
// Node read the same file.

/** Something in `#main` still loading: antd's spinner and skeleton, a busy region, the shell's own spinner. */
export const MAIN_CONTENT_LOADING = '.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"], .portal-spinner';

/** A heading of the page: a title, or the title of a result (a failure or a confirmation page). */
export const MAIN_CONTENT_HEADING = 'h1, h2, [role="heading"], .ant-result-title';
