// Shared vitest setup for the portal's React packages: jest-dom matchers and what antd needs in jsdom.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetToasts } from '../src/notify/notify';
import { loadAntdProviders } from '../src/providers/base-providers';
import { installStyleFilter } from './style-filter';
import { registerWorkspacePages } from './workspace-pages';

// antd pages in jsdom render slowly on a busy machine (CI checks several packages in a row, on
// two cores); `findBy…` and `waitFor` give them 5 s instead of 1 s before calling a page broken.
configure({ asyncUtilTimeout: 5_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// antd measures scroll bars through getComputedStyle with pseudo elements, which jsdom does not implement.
// (Once per page: the setup runs again for every test file sharing it.)
if (!('portalTestStyles' in window)) {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
  Object.assign(window, { portalTestStyles: true });
}

installStyleFilter();
registerWorkspacePages();
// antd's providers are fetched lazily in a browser (issue 25); a test draws a page inside them at once.
await loadAntdProviders();

// Test files share a page (the root vitest.config.ts runs them without isolation): what one test
// leaves behind (a rendered tree, storage, fake timers, toasts no host took) is gone before the next.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  forgetToasts();
  localStorage.clear();
  sessionStorage.clear();
});
