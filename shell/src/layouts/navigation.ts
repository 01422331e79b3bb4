import type { ModuleName, RouteId } from '@portal/platform';

export interface NavEntry {
  route: RouteId;
  /** The entry shows only while this module is deployed (named in /remotes.json). */
  module?: ModuleName;
  /** Key in the `shell` namespace under `nav.` */
  label: string;
}

/** SPEC §2 admin sidebar, in its order; entries appear as their modules arrive. */
export const adminNavigation: NavEntry[] = [
  { route: 'dashboard', label: 'dashboard' },
  { route: 'leads', module: 'mf-leads', label: 'leads' },
  { route: 'tasks', module: 'mf-opportunities', label: 'tasks' },
  { route: 'notes', module: 'mf-opportunities', label: 'notes' },
  { route: 'accounts', module: 'mf-leads', label: 'accounts' },
  { route: 'contacts', module: 'mf-leads', label: 'contacts' },
  { route: 'products', module: 'mf-quotes', label: 'products' },
  { route: 'emailTemplates', module: 'mf-quotes', label: 'emailTemplates' },
  { route: 'regions', module: 'mf-leads', label: 'regions' },
  { route: 'outbox', label: 'outbox' },
];

/** SPEC §2 partner sidebar. */
export const partnerNavigation: NavEntry[] = [{ route: 'partnerDashboard', label: 'dashboard' }];

export function visibleEntries(entries: NavEntry[], modules: string[] | null): NavEntry[] {
  return entries.filter((entry) => !entry.module || (modules ?? []).includes(entry.module));
}
