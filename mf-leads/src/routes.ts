import { defineRemoteRoutes } from '@portal/platform';
import './i18n';

/** What this module exposes as `./routes`: its pages, each fetched when first visited. */
export const routes = defineRemoteRoutes<typeof import('./pages.json')>({
  leads: () => import(/* webpackChunkName: "page-leads" */ './features/lead-list/lead-list-page').then((m) => ({ default: m.LeadListPage })),
  lead: () => import(/* webpackChunkName: "page-lead" */ './features/lead-detail/lead-detail-page').then((m) => ({ default: m.LeadDetailPage })),
  accounts: () => import(/* webpackChunkName: "page-accounts" */ './features/account-list/account-list-page').then((m) => ({ default: m.AccountListPage })),
  addAccount: () => import(/* webpackChunkName: "page-addAccount" */ './features/account-form/add-account-page').then((m) => ({ default: m.AddAccountPage })),
  editAccount: () => import(/* webpackChunkName: "page-editAccount" */ './features/account-form/edit-account-page').then((m) => ({ default: m.EditAccountPage })),
  contacts: () => import(/* webpackChunkName: "page-contacts" */ './features/contact-list/contact-list-page').then((m) => ({ default: m.ContactListPage })),
  addContact: () => import(/* webpackChunkName: "page-addContact" */ './features/contact-form/add-contact-page').then((m) => ({ default: m.AddContactPage })),
  editContact: () => import(/* webpackChunkName: "page-editContact" */ './features/contact-form/edit-contact-page').then((m) => ({ default: m.EditContactPage })),
  regions: () => import(/* webpackChunkName: "page-regions" */ './features/regions/regions-page').then((m) => ({ default: m.RegionsPage })),
});
