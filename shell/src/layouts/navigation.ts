import { portalRoutes, type ModuleName, type RouteId } from '@portal/platform';

export interface NavEntry {
  route: RouteId;
  /** Key in the `shell` namespace under `nav.` */
  label: string;
  /** Pages that belong to this entry and highlight it: a record's add and edit pages. */
  pages?: RouteId[];
}

/** SPEC §2 admin sidebar, in its order; entries appear as their modules arrive. */
export const adminNavigation: NavEntry[] = [
  { route: 'dashboard', label: 'dashboard' },
  { route: 'leads', label: 'leads', pages: ['lead'] },
  { route: 'opportunities', label: 'opportunities', pages: ['addOpportunity', 'editOpportunity'] },
  { route: 'quotes', label: 'quotes', pages: ['editQuote'] },
  { route: 'commissions', label: 'commissions', pages: ['editCommission'] },
  { route: 'tasks', label: 'tasks', pages: ['addTask', 'editTask'] },
  { route: 'notes', label: 'notes', pages: ['addNote', 'editNote'] },
  { route: 'accounts', label: 'accounts', pages: ['addAccount', 'editAccount'] },
  { route: 'contacts', label: 'contacts', pages: ['addContact', 'editContact'] },
  { route: 'products', label: 'products', pages: ['addProduct', 'editProduct'] },
  { route: 'emailTemplates', label: 'emailTemplates' },
  { route: 'regions', label: 'regions' },
  { route: 'outbox', label: 'outbox' },
];

/**
 * SPEC §2 partner sidebar: Dashboard, Quotes, Commission (the list, and the report page under it).
 * Entries show once `mf-partner` is deployed; the venue profile and account are reached from the user menu.
 */
export const partnerNavigation: NavEntry[] = [
  { route: 'partnerDashboard', label: 'dashboard' },
  { route: 'partnerQuotes', label: 'quotes', pages: ['partnerEditQuote'] },
  { route: 'partnerCommissions', label: 'commissions', pages: ['partnerEditCommission'] },
];

/** The module that owns an entry's page, as the URL contract says: the one place that knows. */
export function ownerOf(entry: NavEntry): ModuleName {
  return portalRoutes[entry.route].owner;
}

/** The entry a page highlights: its own, or the list it belongs to. */
export function entryOf(entries: NavEntry[], route: RouteId | undefined): NavEntry | undefined {
  if (!route) return undefined;
  return entries.find((entry) => entry.route === route) ?? entries.find((entry) => entry.pages?.includes(route));
}

/**
 * The entries whose page can be shown: the shell's own, and those of modules named in
 * `/remotes.json` (none until it was read), so no entry leads to a page that is not there.
 */
export function visibleEntries(entries: NavEntry[], modules: string[] | null): NavEntry[] {
  return entries.filter((entry) => {
    const owner = ownerOf(entry);
    return owner === 'shell' || (modules ?? []).includes(owner);
  });
}
