import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { portalStore } from '../session/store';
import { matchRoute } from './match-route';
import { declarationProblems, pageOf, registerPages, routeUrl, unregisterPages, type PagesFile } from './pages';
import { pagesAtom } from './pages-atom';

const ratings: PagesFile = {
  pages: {
    ratings: { path: '/ratings', area: 'admin', title: { sv: 'Betyg', en: 'Ratings' }, menu: { place: 'sidebar', order: 55 } },
    editRating: { path: '/edit-rating-:id', area: 'admin', title: { sv: 'Redigera betyg', en: 'Edit rating' }, under: 'ratings' },
  },
};

afterEach(() => unregisterPages('mf-test'));

describe('the pages modules declare', () => {
  it('are routed, linked and titled in both languages once registered, and gone once taken out', () => {
    expect(matchRoute('/edit-rating-4')).toBeNull();
    registerPages('mf-test', ratings);
    expect(matchRoute('/edit-rating-4')).toMatchObject({ id: 'editRating', params: { id: '4' }, route: { owner: 'mf-test', area: 'admin' } });
    expect(routeUrl('editRating', { id: 4 })).toBe('/edit-rating-4');
    expect(i18n.getFixedT('sv', 'common')('routes.ratings')).toBe('Betyg');
    expect(i18n.getFixedT('en', 'common')('routes.editRating')).toBe('Edit rating');
    unregisterPages('mf-test');
    expect(pageOf('ratings')).toBeUndefined();
    expect(matchRoute('/ratings')).toBeNull();
  });

  it("replace a module's pages when it is registered again (a new release), leaving the others", () => {
    const others = portalStore.get(pagesAtom).length;
    registerPages('mf-test', ratings);
    registerPages('mf-test', { pages: { ratings: ratings.pages.ratings! } });
    expect(portalStore.get(pagesAtom)).toHaveLength(others + 1);
    expect(pageOf('editRating')).toBeUndefined();
  });

  it('keep a page id or path for the module that declared it first', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    registerPages('mf-test', { pages: { leads: { path: '/my-leads', area: 'admin', title: { sv: 'X', en: 'X' } }, mine: { path: '/leads', area: 'admin', title: { sv: 'X', en: 'X' } } } });
    expect(pageOf('leads')?.owner).toBe('mf-leads');
    expect(matchRoute('/leads')?.route.owner).toBe('mf-leads');
    expect(pageOf('mine')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('give a link to an undeclared page an address that shows Not Found, and say so in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(routeUrl('noSuchPage')).toBe('/page-not-declared-noSuchPage');
    expect(matchRoute(routeUrl('noSuchPage'))).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('noSuchPage'));
    warn.mockRestore();
  });

  it('are checked: a path, an area, titles in sv and en, a menu with a place and an order', () => {
    expect(declarationProblems(ratings)).toEqual([]);
    expect(declarationProblems(null)).toEqual(['no "pages" object']);
    expect(declarationProblems({ pages: [] })).toEqual(['no "pages" object']);
    expect(
      declarationProblems({
        widgets: { admin: 'first' },
        pages: {
          'Bad-Id': { path: 'ratings', area: 'customer', title: { sv: 'Betyg' }, menu: { place: 'footer', order: '1', label: { sv: '', en: 'x' } }, plainCalls: 'yes', plain: 1 },
        },
      }),
    ).toEqual([
      'widgets: a position (number) per dashboard, admin or partner',
      'page "Bad-Id": an id is camelCase letters and digits',
      'page "Bad-Id": path must start with / and hold no space, ? or #',
      'page "Bad-Id": area must be one of admin, partner, public',
      'page "Bad-Id": title needs a text in sv and en',
      'page "Bad-Id": menu.place must be sidebar or user',
      'page "Bad-Id": menu.order must be a number',
      'page "Bad-Id": menu.label needs a text in sv and en',
      'page "Bad-Id": plainCalls must be true or false',
      'page "Bad-Id": plain must be true or false',
    ]);
  });
});
