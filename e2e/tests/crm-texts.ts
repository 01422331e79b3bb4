// The interface texts of the CRM pages, read from the modules' own translation files, so a test
// clicks exactly what a user reads in each language (and breaks when a label changes unnoticed).
import commonEn from '../../packages/platform/src/i18n/locales/en/common.json' with { type: 'json' };
import commonSv from '../../packages/platform/src/i18n/locales/sv/common.json' with { type: 'json' };
import accountsEn from '../../mf-leads/src/i18n/en/accounts.json' with { type: 'json' };
import contactsEn from '../../mf-leads/src/i18n/en/contacts.json' with { type: 'json' };
import importExportEn from '../../mf-leads/src/i18n/en/importExport.json' with { type: 'json' };
import regionsEn from '../../mf-leads/src/i18n/en/regions.json' with { type: 'json' };
import accountsSv from '../../mf-leads/src/i18n/sv/accounts.json' with { type: 'json' };
import contactsSv from '../../mf-leads/src/i18n/sv/contacts.json' with { type: 'json' };
import importExportSv from '../../mf-leads/src/i18n/sv/importExport.json' with { type: 'json' };
import regionsSv from '../../mf-leads/src/i18n/sv/regions.json' with { type: 'json' };
import opportunitiesEn from '../../mf-opportunities/src/i18n/en/opportunities.json' with { type: 'json' };
import opportunitiesSv from '../../mf-opportunities/src/i18n/sv/opportunities.json' with { type: 'json' };
import quotesEn from '../../mf-quotes/src/i18n/en/quotes.json' with { type: 'json' };
import quotesSv from '../../mf-quotes/src/i18n/sv/quotes.json' with { type: 'json' };
import shellEn from '../../shell/src/i18n/en/shell.json' with { type: 'json' };
import shellSv from '../../shell/src/i18n/sv/shell.json' with { type: 'json' };
import leadsPages from '../../mf-leads/src/pages.json' with { type: 'json' };
import opportunitiesPages from '../../mf-opportunities/src/pages.json' with { type: 'json' };
import quotesPages from '../../mf-quotes/src/pages.json' with { type: 'json' };
import shellPages from '../../shell/src/routing/pages.json' with { type: 'json' };

/** Page titles, as the modules declare them (their `src/pages.json`), under `common.routes` as the portal registers them. */
function routes(language: Language): Record<string, string> {
  const declared = [shellPages, leadsPages, opportunitiesPages, quotesPages].flatMap((file) => Object.entries(file.pages));
  return Object.fromEntries(declared.map(([id, page]) => [id, page.title[language]]));
}

export type Language = 'sv' | 'en';

export const LANGUAGES: readonly Language[] = ['sv', 'en'];

/**
 * The languages a long walk runs in. `pnpm test` walks each long flow once, in the language named
 * here: the long walks alternate, so both languages are walked in every run, and the other
 * language's texts of each page are checked by the translations' parity and the unit tests.
 * `E2E_ALL_LANGUAGES=1` walks each flow in both languages.
 */
export function walkLanguages(language: Language): readonly Language[] {
  return process.env.E2E_ALL_LANGUAGES === '1' ? LANGUAGES : [language];
}

export const texts = {
  sv: {
    common: { ...commonSv, routes: { ...commonSv.routes, ...routes('sv') } as Record<string, string> },
    shell: shellSv,
    accounts: accountsSv,
    contacts: contactsSv,
    importExport: importExportSv,
    regions: regionsSv,
    opportunities: opportunitiesSv,
    quotes: quotesSv,
  },
  en: {
    common: { ...commonEn, routes: { ...commonEn.routes, ...routes('en') } as Record<string, string> },
    shell: shellEn,
    accounts: accountsEn,
    contacts: contactsEn,
    importExport: importExportEn,
    regions: regionsEn,
    opportunities: opportunitiesEn,
    quotes: quotesEn,
  },
} as const;

/** Fills in i18next's `{{name}}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** What the server says on success or refusal (SPEC §8 `{ en, sw }`), as shown in each language. */
const serverMessages = {
  accountCreated: { en: 'Account created', sv: 'Kontot har skapats' },
  accountUpdated: { en: 'Account updated', sv: 'Kontot har uppdaterats' },
  accountDeleted: { en: 'Account deleted', sv: 'Kontot har tagits bort' },
  accountInUse: { en: 'The account cannot be deleted', sv: 'Kontot kan inte tas bort' },
  contactCreated: { en: 'Contact created', sv: 'Kontakten har skapats' },
  contactUpdated: { en: 'Contact updated', sv: 'Kontakten har uppdaterats' },
  contactDeleted: { en: 'Contact deleted', sv: 'Kontakten har tagits bort' },
  productCreated: { en: 'Product created', sv: 'Produkten har skapats' },
  productUpdated: { en: 'Product updated', sv: 'Produkten har uppdaterats' },
  productDeleted: { en: 'Product deleted', sv: 'Produkten har tagits bort' },
  taskCreated: { en: 'Task created', sv: 'Uppgiften har skapats' },
  taskUpdated: { en: 'Task updated', sv: 'Uppgiften har uppdaterats' },
  taskDeleted: { en: 'Task deleted', sv: 'Uppgiften har tagits bort' },
  noteCreated: { en: 'Note created', sv: 'Anteckningen har skapats' },
  noteUpdated: { en: 'Note updated', sv: 'Anteckningen har uppdaterats' },
  noteDeleted: { en: 'Note deleted', sv: 'Anteckningen har tagits bort' },
  templateUpdated: { en: 'Email template updated', sv: 'E-postmallen har uppdaterats' },
  regionCreated: { en: 'Region created', sv: 'Regionen har skapats' },
  regionDeleted: { en: 'Region deleted', sv: 'Regionen har tagits bort' },
  regionTaken: { en: 'A region with this name already exists', sv: 'Det finns redan en region med det här namnet' },
  cityCreated: { en: 'City created', sv: 'Orten har skapats' },
  cityDeleted: { en: 'City deleted', sv: 'Orten har tagits bort' },
  cityTaken: { en: 'The region already has a city with this name', sv: 'Regionen har redan en ort med det här namnet' },
  notImage: { en: 'The file is not an image (JPEG, PNG, WebP or GIF).', sv: 'Filen är inte en bild (JPEG, PNG, WebP eller GIF).' },
  oneAccountImported: { en: '1 account imported', sv: '1 konto importerat' },
} as const;

export function serverText(key: keyof typeof serverMessages, language: Language): string {
  return serverMessages[key][language];
}
