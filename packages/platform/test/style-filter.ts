// jsdom computes an element's style by matching it against every rule of every style sheet, and
// antd's CSS-in-JS puts thousands of rules in the document: nine tenths of a component test's CPU
// time went there (a profile of the opportunity form's test: 18 of 20 s), mostly for Testing
// Library's `getByRole`, which skips hidden elements by their computed style. A test sees only what
// makes an element hidden, transparent or unclickable, and antd reads `content` to find its style
// cache, so antd's style elements keep only those declarations; layout, colours and animations
// never reach jsdom's cascade. Inline styles (`style="…"`) are untouched, and a test that checks
// antd's CSS itself (the theme's contrast) reads what antd wrote through `unfilteredCss`.
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

/** What antd wrote into each style element, before the filter. */
const written = new WeakMap<HTMLStyleElement, string>();

/** The CSS antd wrote into the document's style elements, whole. */
export function unfilteredCss(): string {
  return Array.from(document.querySelectorAll('style'), (style) => written.get(style) ?? style.textContent ?? '').join('\n');
}

// The same style text comes again in every test, and in every test file sharing the page: it is
// filtered once per page, and the filter is installed once per page.
const filtered = new Map<string, string>();
let installed = false;

export function installStyleFilter(): void {
  if (installed) return;
  installed = true;
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
      written.set(this, css);
      innerHtml.set!.call(this, kept);
    },
  });
}
