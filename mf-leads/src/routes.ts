import { defineRemoteRoutes } from '@portal/platform';
import './i18n';

/** What this module exposes as `./routes`: its pages, each fetched when first visited. */
export const routes = defineRemoteRoutes<typeof import('./pages.json')>({
  leads: () => import('./features/lead-list/lead-list-page').then((m) => ({ default: m.LeadListPage })),
  lead: () => import('./features/lead-detail/lead-detail-page').then((m) => ({ default: m.LeadDetailPage })),
  accounts: () => import('./features/account-list/account-list-page').then((m) => ({ default: m.AccountListPage })),
  addAccount: () => import('./features/account-form/add-account-page').then((m) => ({ default: m.AddAccountPage })),
  editAccount: () => import('./features/account-form/edit-account-page').then((m) => ({ default: m.EditAccountPage })),
  contacts: () => import('./features/contact-list/contact-list-page').then((m) => ({ default: m.ContactListPage })),
  addContact: () => import('./features/contact-form/add-contact-page').then((m) => ({ default: m.AddContactPage })),
  editContact: () => import('./features/contact-form/edit-contact-page').then((m) => ({ default: m.EditContactPage })),
  regions: () => import('./features/regions/regions-page').then((m) => ({ default: m.RegionsPage })),
});
