import { describe, expect, it } from 'vitest';
import { progressPercent } from '../header/progress-indicator';
import { adminNavigation, entryOf, ownerOf, partnerNavigation, visibleEntries, type NavEntry } from './navigation';

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
    expect(ownerOf({ route: 'commissions', label: 'commissions' })).toBe('mf-commissions');
  });

  it("take each entry's module from the URL contract, so an entry cannot claim a module its page does not come from", () => {
    // A page of mf-public listed by mistake stays hidden while only mf-leads is deployed.
    const entries: NavEntry[] = [{ route: 'dashboard', label: 'dashboard' }, { route: 'sendRequest', label: 'sendRequest' }];
    expect(visibleEntries(entries, ['mf-leads']).map((e) => e.route)).toEqual(['dashboard']);
    expect(visibleEntries(entries, ['mf-public']).map((e) => e.route)).toEqual(['dashboard', 'sendRequest']);
    expect(ownerOf({ route: 'products', label: 'products' })).toBe('mf-quotes');
  });

  it('offer partners their overview, quotes and commission only while mf-partner, which owns those pages, is deployed', () => {
    expect(visibleEntries(partnerNavigation, []).map((e) => e.route)).toEqual([]);
    expect(visibleEntries(partnerNavigation, ['mf-leads', 'mf-opportunities', 'mf-quotes']).map((e) => e.route)).toEqual([]);
    expect(visibleEntries(partnerNavigation, ['mf-partner']).map((e) => e.route)).toEqual(['partnerDashboard', 'partnerQuotes', 'partnerCommissions']);
    expect(ownerOf({ route: 'partnerDashboard', label: 'dashboard' })).toBe('mf-partner');
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
