// Shared vitest setup for the portal's React packages: jest-dom matchers and what antd needs in jsdom.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installStyleFilter } from './style-filter';

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
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

installStyleFilter();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
