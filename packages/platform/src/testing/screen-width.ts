import { afterEach, beforeEach } from 'vitest';

/** A screen `width` px wide for `window.matchMedia` (min-width and max-width queries in px). */
export function matchMediaAt(width: number): (query: string) => MediaQueryList {
  return (query: string): MediaQueryList => {
    const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    const matches = conditions.length > 0 && conditions.every(([, bound, px]) => (bound === 'min' ? width >= Number(px) : width <= Number(px)));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  };
}

/**
 * Lets the tests of this file run on a screen `width` px wide: lists show the columns that screen
 * shows (DataTable's column `priority`, antd's breakpoints), a layout its wide or narrow form. jsdom
 * has no screen, and the shared setup answers every media query with "no", which is a phone narrower
 * than any breakpoint.
 */
export function atScreenWidth(width: number): void {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = matchMediaAt(width);
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}
