import { registerTranslations } from '@portal/platform';
import enAccounts from './en/accounts.json';
import enContacts from './en/contacts.json';
import enImportExport from './en/importExport.json';
import en from './en/leads.json';
import enRegions from './en/regions.json';
import svAccounts from './sv/accounts.json';
import svContacts from './sv/contacts.json';
import svImportExport from './sv/importExport.json';
import sv from './sv/leads.json';
import svRegions from './sv/regions.json';

/** The module's texts, under the `leads` namespace. Imported by `routes.ts` and `widgets.ts`, before any page. */
registerTranslations('leads', {
  sv: { ...sv, accounts: svAccounts, contacts: svContacts, importExport: svImportExport, regions: svRegions },
  en: { ...en, accounts: enAccounts, contacts: enContacts, importExport: enImportExport, regions: enRegions },
});
