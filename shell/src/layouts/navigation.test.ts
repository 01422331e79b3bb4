import { describe, expect, it } from 'vitest';
import { progressPercent } from '../header/progress-indicator';
import { pagesAtom, portalStore, type PortalPage } from '@portal/platform';
import { entryOf, menuOf, visibleEntries, type NavEntry } from './navigation';

// The pages every module of the workspace declares (registered by the test setup from their src/pages.json).
const adminNavigation = menuOf(portalStore.get(pagesAtom), 'admin', 'sidebar');
const partnerNavigation = menuOf(portalStore.get(pagesAtom), 'partner', 'sidebar');
const ownerOf = (route: string) => adminNavigation.concat(partnerNavigation).find((entry) => entry.route === route)?.owner;

describe('sidebar entries', () => {
  it('show only entries whose module is deployed', () => {
    expect(visibleEntries(adminNavigation, []).map((e) => e.route)).toEqual(['dashboard', 'outbox']);
    expect(visibleEntries(adminNavigation, ['mf-leads']).map((e) => e.route)).toEqual([
      'dashboard',
      'leads',
      'accounts',
      'contacts',
      'regions',
      'outbox',
    ]);
    expect(visibleEntries(adminNavigation, ['mf-leads', 'mf-opportunities', 'mf-quotes']).map((e) => e.route)).toEqual([
      'dashboard',
      'leads',
      'opportunities',
      'quotes',
      'tasks',
      'notes',
      'accounts',
      'contacts',
      'products',
      'emailTemplates',
      'regions',
      'outbox',
    ]);
    expect(visibleEntries(adminNavigation, null).map((e) => e.route)).toEqual(['dashboard', 'outbox']);
  });

  it('show Commission after Quotes (SPEC §2 order) once mf-commissions is deployed', () => {
    const all = ['mf-leads', 'mf-opportunities', 'mf-quotes', 'mf-commissions'];
    expect(visibleEntries(adminNavigation, all).map((e) => e.route).slice(0, 6)).toEqual([
      'dashboard',
      'leads',
      'opportunities',
      'quotes',
      'commissions',
      'tasks',
    ]);
    expect(visibleEntries(adminNavigation, ['mf-quotes']).map((e) => e.route)).not.toContain('commissions');
    expect(ownerOf('commissions')).toBe('mf-commissions');
  });

  it("take each entry's module from the page's declaration, so an entry shows only while the module that owns it is ready", () => {
    const page = (id: string, owner: string, order: number): PortalPage => ({
      id,
      owner,
      path: `/${id}`,
      area: 'admin',
      title: { sv: id, en: id },
      menu: { place: 'sidebar', order },
    });
    const entries: NavEntry[] = menuOf([page('sendRequest', 'mf-public', 5), page('dashboard', 'shell', 1)], 'admin', 'sidebar');
    expect(entries.map((e) => e.route)).toEqual(['dashboard', 'sendRequest']);
    expect(visibleEntries(entries, ['mf-leads']).map((e) => e.route)).toEqual(['dashboard']);
    expect(visibleEntries(entries, ['mf-public']).map((e) => e.route)).toEqual(['dashboard', 'sendRequest']);
    expect(ownerOf('products')).toBe('mf-quotes');
  });

  it('give a page declared by a newly released module its place in the menu and the highlight of its record pages', () => {
    const pages: PortalPage[] = [
      ...portalStore.get(pagesAtom),
      { id: 'ratings', owner: 'mf-commissions', path: '/ratings', area: 'admin', title: { sv: 'Betyg', en: 'Ratings' }, menu: { place: 'sidebar', order: 55 } },
      { id: 'editRating', owner: 'mf-commissions', path: '/edit-rating-:id', area: 'admin', title: { sv: 'Betyg', en: 'Rating' }, under: 'ratings' },
    ];
    const menu = menuOf(pages, 'admin', 'sidebar');
    expect(menu.map((e) => e.route).slice(4, 7)).toEqual(['commissions', 'ratings', 'tasks']);
    expect(entryOf(menu, 'editRating')?.route).toBe('ratings');
    expect(menu.find((e) => e.route === 'ratings')?.label).toEqual({ sv: 'Betyg', en: 'Ratings' });
  });

  it('offer partners their overview, quotes and commission only while mf-partner, which owns those pages, is deployed', () => {
    expect(visibleEntries(partnerNavigation, []).map((e) => e.route)).toEqual([]);
    expect(visibleEntries(partnerNavigation, ['mf-leads', 'mf-opportunities', 'mf-quotes']).map((e) => e.route)).toEqual([]);
    expect(visibleEntries(partnerNavigation, ['mf-partner']).map((e) => e.route)).toEqual(['partnerDashboard', 'partnerQuotes', 'partnerCommissions']);
    expect(ownerOf('partnerDashboard')).toBe('mf-partner');
  });
});

describe('entryOf', () => {
  it('highlights a list for its add and edit pages', () => {
    expect(entryOf(adminNavigation, 'editAccount')?.route).toBe('accounts');
    expect(entryOf(adminNavigation, 'addTask')?.route).toBe('tasks');
    expect(entryOf(adminNavigation, 'lead')?.route).toBe('leads');
    expect(entryOf(adminNavigation, 'editOpportunity')?.route).toBe('opportunities');
    expect(entryOf(adminNavigation, 'contacts')?.route).toBe('contacts');
    expect(entryOf(adminNavigation, 'editCommission')?.route).toBe('commissions');
    expect(entryOf(adminNavigation, 'profile')).toBeUndefined();
    expect(entryOf(partnerNavigation, 'partnerEditQuote')?.route).toBe('partnerQuotes');
    expect(entryOf(partnerNavigation, 'partnerEditCommission')?.route).toBe('partnerCommissions');
  });
});

describe('progressPercent', () => {
  it('is completed over started calls, 100 when idle', () => {
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(4, 1)).toBe(25);
    expect(progressPercent(3, 3)).toBe(100);
  });
});
