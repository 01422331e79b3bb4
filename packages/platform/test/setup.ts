// Shared vitest setup for the portal's React packages: jest-dom matchers and what antd needs in jsdom.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

// jsdom computes an element's style by matching it against every rule of every style sheet, and
// antd's CSS-in-JS puts thousands of rules in the document: nine tenths of a component test's CPU
// time went there (a profile of the opportunity form's test: 18 of 20 s), mostly for Testing
// Library's `getByRole`, which skips hidden elements by their computed style. A test sees only what
// makes an element hidden, transparent or unclickable, and antd reads `content` to find its style
// cache, so antd's style elements keep only those declarations; layout, colours and animations
// never reach jsdom's cascade. Inline styles (`style="…"`) are untouched.
const QUERIED = ['display', 'visibility', 'opacity', 'pointer-events', 'content'];
function queriedRules(rules: CSSRuleList): string {
  let kept = '';
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      const declarations = QUERIED.filter((property) => rule.style.getPropertyValue(property) !== '').map(
        (property) => `${property}:${rule.style.getPropertyValue(property)}${rule.style.getPropertyPriority(property) ? ' !important' : ''}`,
      );
      if (declarations.length > 0) kept += `${rule.selectorText}{${declarations.join(';')}}`;
    } else if (rule instanceof CSSMediaRule) {
      const inner = queriedRules(rule.cssRules);
      if (inner !== '') kept += `@media ${rule.media.mediaText}{${inner}}`;
    }
  }
  return kept;
}
// The same style text comes again in every test of a file: it is filtered once.
const filtered = new Map<string, string>();
const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
  ...innerHtml,
  set(this: HTMLStyleElement, css: string) {
    let kept = filtered.get(css);
    if (kept === undefined) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      kept = queriedRules(sheet.cssRules);
      filtered.set(css, kept);
    }
    innerHtml.set!.call(this, kept);
  },
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
