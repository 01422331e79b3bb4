import type { ModuleName, RouteId } from '@portal/platform';

export interface NavEntry {
  route: RouteId;
  /** The entry shows only while this module is deployed (named in /remotes.json). */
  module?: ModuleName;
  /** Key in the `shell` namespace under `nav.` */
  label: string;
  /** Pages that belong to this entry and highlight it: a record's add and edit pages. */
  pages?: RouteId[];
}

/** SPEC §2 admin sidebar, in its order; entries appear as their modules arrive. */
export const adminNavigation: NavEntry[] = [
  { route: 'dashboard', label: 'dashboard' },
  { route: 'leads', module: 'mf-leads', label: 'leads', pages: ['lead'] },
  { route: 'tasks', module: 'mf-opportunities', label: 'tasks', pages: ['addTask', 'editTask'] },
  { route: 'notes', module: 'mf-opportunities', label: 'notes', pages: ['addNote', 'editNote'] },
  { route: 'accounts', module: 'mf-leads', label: 'accounts', pages: ['addAccount', 'editAccount'] },
  { route: 'contacts', module: 'mf-leads', label: 'contacts', pages: ['addContact', 'editContact'] },
  { route: 'products', module: 'mf-quotes', label: 'products', pages: ['addProduct', 'editProduct'] },
  { route: 'emailTemplates', module: 'mf-quotes', label: 'emailTemplates' },
  { route: 'regions', module: 'mf-leads', label: 'regions' },
  { route: 'outbox', label: 'outbox' },
];

/** SPEC §2 partner sidebar. */
export const partnerNavigation: NavEntry[] = [{ route: 'partnerDashboard', label: 'dashboard' }];

/** The entry a page highlights: its own, or the list it belongs to. */
export function entryOf(entries: NavEntry[], route: RouteId | undefined): NavEntry | undefined {
  if (!route) return undefined;
  return entries.find((entry) => entry.route === route) ?? entries.find((entry) => entry.pages?.includes(route));
}

export function visibleEntries(entries: NavEntry[], modules: string[] | null): NavEntry[] {
  return entries.filter((entry) => !entry.module || (modules ?? []).includes(entry.module));
}
