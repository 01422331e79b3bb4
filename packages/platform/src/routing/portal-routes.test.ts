import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/common.json';
import sv from '../i18n/locales/sv/common.json';
import { portalRoutes } from './portal-routes';

describe('portalRoutes', () => {
  // The shell titles every page with common:routes.<title>: a route without one shows a raw key in the tab.
  it.each([
    ['sv', sv.routes],
    ['en', en.routes],
  ] as const)('gives every route a page title in %s', (_language, titles) => {
    const missing = Object.entries(portalRoutes)
      .filter(([, route]) => !(route.title in titles))
      .map(([id]) => id);
    expect(missing).toEqual([]);
  });
});
