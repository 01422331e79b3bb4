import { portalPaths } from '../../core/urls.js';
import type { AppContext } from '../../core/context.js';
import type { Caller } from '../../core/auth/caller.js';
import { recordChange, type RecordChange } from '../../core/audit/audit.js';
import type { QueryOf, Schemas } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import type { LocalizedText } from '../../core/types.js';
import { conflict, FieldErrorBag, notFound } from '../../core/errors.js';
import { listWindow, pageMeta, type PageMeta, searchTerm } from '../../core/db/paging.js';
import { fieldMessages, optionalText } from '../../core/validation.js';
import { accountExists } from '../accounts/service.js';
import {
  contactReferences,
  deleteContactRow,
  findContact,
  insertContact,
  listContacts,
  lockContact,
  updateContactRow,
  type ContactFilter,
  type ContactQuery,
  type ContactWithAccount,
  type NewContactRow,
} from './repository.js';
import { EMAIL } from '../accounts/service.js';
import { inUseByOthers, inUseMessage, isForeignKeyViolation, referrers, type InUseSubject } from '../../core/db/in-use.js';

// The contract's types (openapi/src/schemas/contacts.yaml), by the names this file uses.
type ContactInput = Schemas['ContactInput'];
type ContactDto = Schemas['Contact'];
type ContactListInput = QueryOf<'getContacts'>;

export const contactMessages = {
  created: { en: 'Contact created', sw: 'Kontakten har skapats' },
  updated: { en: 'Contact updated', sw: 'Kontakten har uppdaterats' },
  deleted: { en: 'Contact deleted', sw: 'Kontakten har tagits bort' },
  missing: { en: 'The contact does not exist', sw: 'Kontakten finns inte' },
  accountMissing: { en: 'The selected account does not exist', sw: 'Det valda kontot finns inte' },
} satisfies Record<string, LocalizedText>;

const contactSubject: InUseSubject = { en: 'The contact', sw: 'Kontakten', swPronoun: 'den' };

export type ContactValues = Omit<NewContactRow, 'id' | 'searchText' | 'createdAt' | 'updatedAt'>;

/** The rules on the contact's own fields, shared by the form and the CSV import. */
export function checkContactFields(input: ContactInput, errors: FieldErrorBag): ContactValues {
  const firstName = input.first_name.trim();
  const lastName = input.last_name.trim();
  if (firstName === '') errors.add('first_name', fieldMessages.required);
  if (lastName === '') errors.add('last_name', fieldMessages.required);
  const email = optionalText(input.email);
  if (email !== null && !EMAIL.test(email)) errors.add('email', fieldMessages.invalidEmail);
  return {
    firstName,
    lastName,
    email,
    phone: optionalText(input.phone),
    mobilePhone: optionalText(input.mobile_phone),
    role: optionalText(input.role),
    company: optionalText(input.company),
    address: optionalText(input.address),
    accountId: input.account_id ?? null,
  };
}

async function checkAccount(db: Db, accountId: number | null | undefined, errors: FieldErrorBag): Promise<void> {
  if (accountId !== null && accountId !== undefined && !(await accountExists(db, accountId))) {
    errors.add('account_id', contactMessages.accountMissing);
  }
}

export function toContactDto({ contact, accountName }: ContactWithAccount): ContactDto {
  return {
    id: contact.id,
    first_name: contact.firstName,
    last_name: contact.lastName,
    name: `${contact.firstName} ${contact.lastName}`,
    email: contact.email,
    phone: contact.phone,
    mobile_phone: contact.mobilePhone,
    role: contact.role,
    // A contact of an account works for that company, whatever the free text says.
    company: accountName ?? contact.company,
    address: contact.address,
    account_id: contact.accountId,
    account: contact.accountId === null || accountName === null ? null : { id: contact.accountId, name: accountName },
    created_at: contact.createdAt.toISOString(),
    updated_at: contact.updatedAt.toISOString(),
  };
}

export async function getContact(ctx: AppContext, id: number): Promise<ContactDto> {
  const row = await findContact(ctx.database.db, id);
  if (!row) throw notFound(contactMessages.missing);
  return toContactDto(row);
}

/** A contact's change, listed on its account's page too. */
function contactChange(event: RecordChange['event'], contact: { id: number; firstName: string; lastName: string; accountId: number | null }): RecordChange {
  return { kind: 'Contact', event, id: contact.id, name: `${contact.firstName} ${contact.lastName}`, accountId: contact.accountId, link: portalPaths.contact(contact.id) };
}

export async function createContact(ctx: AppContext, caller: Caller, input: ContactInput): Promise<ContactDto> {
  const errors = new FieldErrorBag();
  const values = checkContactFields(input, errors);
  await checkAccount(ctx.database.db, input.account_id, errors);
  errors.throwIfAny();
  const contact = await ctx.database.transaction(async (tx) => {
    const contact = await insertContact(tx.db, values);
    await recordChange(tx.db, caller, contactChange('created', contact));
    return contact;
  });
  return getContact(ctx, contact.id);
}

export async function updateContact(ctx: AppContext, caller: Caller, id: number, input: ContactInput): Promise<ContactDto> {
  const errors = new FieldErrorBag();
  const values = checkContactFields(input, errors);
  await ctx.database.transaction(async (tx) => {
    const current = await lockContact(tx.db, id);
    if (!current) throw notFound(contactMessages.missing);
    await checkAccount(tx.db, input.account_id, errors);
    // A primary contact moved to another account would leave its account pointing elsewhere.
    if (current.accountId !== values.accountId && (await contactReferences(tx.db, id)).accounts > 0) {
      errors.add('account_id', {
        en: 'The contact is the primary contact of its account; choose another primary contact first',
        sw: 'Kontakten är kontots primära kontakt; välj en annan primär kontakt först',
      });
    }
    errors.throwIfAny();
    await updateContactRow(tx.db, id, values);
    await recordChange(tx.db, caller, contactChange('updated', { id, ...values, accountId: values.accountId ?? null }));
  });
  return getContact(ctx, id);
}

/** Refused (409) while an account (as primary contact), tasks, notes or opportunities refer to it. */
export async function deleteContact(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  try {
    await ctx.database.transaction(async (tx) => {
      const contact = await lockContact(tx.db, id);
      if (!contact) throw notFound(contactMessages.missing);
      const references = await contactReferences(tx.db, id);
      const message = inUseMessage(contactSubject, [
        [referrers.accounts, references.accounts],
        [referrers.tasks, references.tasks],
        [referrers.notes, references.notes],
        [referrers.opportunities, references.opportunities],
      ]);
      if (message) throw conflict(message);
      await deleteContactRow(tx.db, id);
      await recordChange(tx.db, caller, contactChange('deleted', contact));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUseByOthers(contactSubject);
    throw error;
  }
}

export function contactFilter(input: Pick<ContactListInput, 'search' | 'account_id'>): ContactFilter {
  return { search: searchTerm(input.search), accountId: input.account_id };
}

export async function getContacts(ctx: AppContext, input: ContactListInput): Promise<PageMeta & { data: ContactDto[] }> {
  const query: ContactQuery = {
    ...contactFilter(input),
    ...listWindow(input, { sort: 'name', order: 'asc' }),
  };
  const { matches, rows } = await listContacts(ctx.database.db, query);
  return { ...pageMeta(query.page, query.perPage, matches, rows.length), data: rows.map(toContactDto) };
}

// The contacts domain's surface for other domains (an account's primary contact).
export { findContact } from './repository.js';

/** A contact written within another module's transaction (a customer made from a lead), checked and logged. */
export async function insertContactOf(db: Db, caller: Caller, input: ContactInput & { account_id: number }): Promise<{ id: number; name: string }> {
  const errors = new FieldErrorBag();
  const values = checkContactFields(input, errors);
  errors.throwIfAny();
  const contact = await insertContact(db, values);
  await recordChange(db, caller, contactChange('created', contact));
  return { id: contact.id, name: `${contact.firstName} ${contact.lastName}` };
}
