import { and, asc, gt, inArray, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../core/context.js';
import type { QueryOf, Schemas } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { lockKey } from '../../core/db/locks.js';
import { accounts } from '../accounts/schema.js';
import { contacts } from './schema.js';
import type { LocalizedText } from '../../core/types.js';
import { FieldErrorBag } from '../../core/errors.js';
import { contactConditions, findContactsByEmail } from './repository.js';
import { checkContactFields, contactFilter, type ContactValues } from './service.js';
import {
  collectedErrors,
  csvStream,
  importCounts,
  inBatches,
  readCsv,
  summarise,
  type DuplicateOf,
  type ImportResult,
  type PreviewRow,
} from '../../core/csv.js';
import { normaliseOrganisationNumber } from '../../core/organisation-number.js';

export const CONTACT_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'mobile_phone',
  'role',
  'company',
  'address',
  'account_corporate_number',
] as const;

// The same limits as ContactInput in openapi.yaml.
const MAX_LENGTHS: Partial<Record<(typeof CONTACT_COLUMNS)[number], number>> = {
  first_name: 100,
  last_name: 100,
  email: 254,
  phone: 40,
  mobile_phone: 40,
  role: 100,
  company: 200,
  address: 300,
};

export function contactsImported(count: number): LocalizedText {
  return count === 1
    ? { en: '1 contact imported', sw: '1 kontakt importerad' }
    : { en: `${count} contacts imported`, sw: `${count} kontakter importerade` };
}

const unknownAccount = { en: 'No account has this corporate number', sw: 'Inget konto har det här organisationsnumret' };

interface CheckedRow extends PreviewRow {
  contact: ContactValues | undefined;
}

/** The accounts (id) of these normalised corporate numbers. */
async function accountsByNumber(db: Db, numbers: string[]): Promise<Map<string, number>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, number: accounts.corporateNumber })
    .from(accounts)
    .where(inArray(accounts.corporateNumber, numbers))
    .orderBy(asc(accounts.id));
  const found = new Map<string, number>();
  for (const row of rows) if (row.number && !found.has(row.number)) found.set(row.number, row.id);
  return found;
}

/** Every row checked as the form checks it; a contact with the email of another (or of an earlier row) is a duplicate. */
async function checkRows(db: Db, csv: string): Promise<{ columns: string[]; rows: CheckedRow[] }> {
  const table = readCsv(csv, CONTACT_COLUMNS, ['first_name', 'last_name']);
  const numbers = table.rows.flatMap((row) => {
    const number = row.values.account_corporate_number ? normaliseOrganisationNumber(row.values.account_corporate_number) : undefined;
    return number ? [number] : [];
  });
  const accountIds = await accountsByNumber(db, [...new Set(numbers)]);

  const checked = table.rows.map((row) => {
    const errors = new FieldErrorBag();
    for (const [column, max] of Object.entries(MAX_LENGTHS)) {
      if ((row.values[column]?.length ?? 0) > max) {
        errors.add(column, { en: `The field may not be longer than ${max} characters`, sw: `Fältet får inte vara längre än ${max} tecken` });
      }
    }
    let accountId: number | null = null;
    const rawNumber = row.values.account_corporate_number;
    if (rawNumber) {
      const number = normaliseOrganisationNumber(rawNumber);
      accountId = number === undefined ? null : (accountIds.get(number) ?? null);
      if (accountId === null) errors.add('account_corporate_number', unknownAccount);
    }
    const contact = checkContactFields(
      {
        first_name: row.values.first_name ?? '',
        last_name: row.values.last_name ?? '',
        email: row.values.email,
        phone: row.values.phone,
        mobile_phone: row.values.mobile_phone,
        role: row.values.role,
        company: row.values.company,
        address: row.values.address,
        account_id: accountId,
      },
      errors,
    );
    return { row, errors: collectedErrors(errors), contact };
  });

  const emails = checked.flatMap(({ contact }) => (contact.email ? [contact.email.toLowerCase()] : []));
  const byEmail = new Map<string, DuplicateOf>();
  for (const existing of await findContactsByEmail(db, [...new Set(emails)])) {
    const email = existing.email?.toLowerCase();
    if (email && !byEmail.has(email)) byEmail.set(email, { id: existing.id, name: `${existing.firstName} ${existing.lastName}`, reason: 'email' });
  }

  const rows = checked.map(({ row, errors, contact }): CheckedRow => {
    const valid = Object.keys(errors).length === 0;
    const email = contact.email?.toLowerCase();
    const duplicateOf = (email ? byEmail.get(email) : undefined) ?? null;
    if (valid && email && !byEmail.has(email)) byEmail.set(email, { id: null, name: `${contact.firstName} ${contact.lastName}`, reason: 'email' });
    return { line: row.line, values: row.values, errors, duplicate_of: duplicateOf, contact: valid ? contact : undefined };
  });
  return { columns: table.columns, rows };
}

export async function previewContactImport(ctx: AppContext, csv: string): Promise<Schemas['ImportPreview']> {
  const { columns, rows } = await checkRows(ctx.database.db, csv);
  return summarise(columns, rows.map(({ contact: _contact, ...row }) => row));
}

/** Checks the file again and writes its rows in one transaction. */
export async function importContacts(ctx: AppContext, csv: string, skipDuplicates: boolean): Promise<ImportResult> {
  return ctx.database.transaction(async (tx) => {
    // One import at a time: the second waits, then finds the first one's rows as duplicates.
    await lockKey(tx, 'import:contacts');
    const { rows } = await checkRows(tx.db, csv);
    const { create, result } = importCounts(rows, skipDuplicates);
    const values = create.flatMap((row) => (row.contact ? [row.contact] : []));
    for (let start = 0; start < values.length; start += 1000) {
      await tx.db.insert(contacts).values(values.slice(start, start + 1000));
    }
    return { created: values.length, ...result };
  });
}

export function exportContacts(ctx: AppContext, input: QueryOf<'exportContacts'>): Readable {
  const where = contactConditions(contactFilter(input));
  const fetch = (afterId: number, limit: number) =>
    ctx.database.db
      .select({
        id: contacts.id,
        first_name: contacts.firstName,
        last_name: contacts.lastName,
        email: contacts.email,
        phone: contacts.phone,
        mobile_phone: contacts.mobilePhone,
        role: contacts.role,
        company: contacts.company,
        address: contacts.address,
        account_corporate_number: sql<string | null>`(SELECT ${accounts.corporateNumber} FROM ${accounts} WHERE ${accounts.id} = ${contacts.accountId})`,
      })
      .from(contacts)
      .where(and(where, gt(contacts.id, afterId)))
      .orderBy(asc(contacts.id))
      .limit(limit);
  return csvStream(CONTACT_COLUMNS, inBatches(fetch));
}
