import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/common.json';
import sv from '../i18n/locales/sv/common.json';
import { portalRoutes, routeUrl } from './portal-routes';

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

  // SPEC §2: a lead becomes an opportunity through the form, alone or with its customer chosen.
  it('builds the two routes from a lead', () => {
    expect(routeUrl('createOpportunity', { id: 12 })).toBe('/create-opportunity-12');
    expect(routeUrl('addOpportunityFromLead', { l: 12, a: 3, c: 9 })).toBe('/add-opportunity&l=12&a=3&c=9');
    expect(portalRoutes.addOpportunityFromLead).toMatchObject({ area: 'admin', owner: 'mf-opportunities' });
  });
});
