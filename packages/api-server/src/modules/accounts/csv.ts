import { and, asc, gt, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../core/context.js';
import type { QueryOf, Schemas } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { lockKey } from '../../core/db/locks.js';
import { accounts, type AccountType, type CommissionType } from './schema.js';
import { users } from '../../core/auth/schema.js';
import type { LocalizedText } from '../../core/types.js';
import { FieldErrorBag } from '../../core/errors.js';
import { fieldMessages } from '../../core/validation.js';
import { accountConditions, findAccountDuplicates, listAdmins } from './repository.js';
import { accountFilter, checkAccountFields, type AccountValues } from './service.js';
import {
  collectedErrors,
  csvStream,
  importCounts,
  inBatches,
  parseDecimal,
  readCsv,
  summarise,
  type CsvValues,
  type DuplicateOf,
  type ImportResult,
  type PreviewRow,
} from '../../core/csv.js';

export const ACCOUNT_COLUMNS = [
  'id',
  'type',
  'company_name',
  'venue_name',
  'corporate_number',
  'email',
  'phone',
  'address',
  'invoice_address',
  'invoice_email',
  'owner_email',
  'commission_percent',
  'commission_meals_percent',
  'commission_type',
  'payment_terms_days',
  'latitude',
  'longitude',
  'title',
  'description',
] as const;

// The same limits as AccountInput in openapi.yaml: a CSV row passes the rules a form does.
const MAX_LENGTHS: Partial<Record<(typeof ACCOUNT_COLUMNS)[number], number>> = {
  company_name: 200,
  venue_name: 200,
  corporate_number: 20,
  email: 254,
  phone: 40,
  address: 300,
  invoice_address: 300,
  invoice_email: 254,
  title: 200,
  description: 5000,
};

const TYPES: Record<string, AccountType> = { customer: 'Customer', partner: 'Partner' };
const COMMISSION_TYPES: readonly CommissionType[] = ['accommodation_conference', 'accommodation_conference_meals'];

export function accountsImported(count: number): LocalizedText {
  return count === 1
    ? { en: '1 account imported', sw: '1 konto importerat' }
    : { en: `${count} accounts imported`, sw: `${count} konton importerade` };
}

const unknownOwner = { en: 'No admin has this email', sw: 'Ingen administratör har den här e-postadressen' };
const locationPair = { en: 'Give both latitude and longitude, or neither', sw: 'Ange både latitud och longitud, eller ingen av dem' };

function numberIn(values: CsvValues, column: string, min: number, max: number, errors: FieldErrorBag, integer = false): number | null {
  const raw = values[column];
  if (raw === null || raw === undefined) return null;
  const value = parseDecimal(raw);
  if (value === undefined || (integer && !Number.isInteger(value))) {
    errors.add(column, integer ? { en: 'The field must be a whole number', sw: 'Fältet måste vara ett heltal' } : { en: 'The field must be a number', sw: 'Fältet måste vara ett tal' });
    return null;
  }
  if (value < min) errors.add(column, { en: `The value must be at least ${min}`, sw: `Värdet måste vara minst ${min}` });
  if (value > max) errors.add(column, { en: `The value may not be greater than ${max}`, sw: `Värdet får inte vara större än ${max}` });
  return value;
}

/** A row as the form's input, with what only the CSV form can get wrong added to `errors`. */
function rowInput(values: CsvValues, admins: Map<string, number>, errors: FieldErrorBag): Schemas['AccountInput'] {
  for (const [column, max] of Object.entries(MAX_LENGTHS)) {
    if ((values[column]?.length ?? 0) > max) {
      errors.add(column, { en: `The field may not be longer than ${max} characters`, sw: `Fältet får inte vara längre än ${max} tecken` });
    }
  }
  const rawType = values.type?.toLowerCase();
  const type = rawType === undefined ? undefined : TYPES[rawType];
  if (!type) errors.add('type', values.type ? fieldMessages.invalidChoice : fieldMessages.required);

  let ownerId: number | null = null;
  if (values.owner_email) {
    ownerId = admins.get(values.owner_email.toLowerCase()) ?? null;
    if (ownerId === null) errors.add('owner_email', unknownOwner);
  }
  const commissionType = values.commission_type ?? null;
  if (commissionType !== null && !COMMISSION_TYPES.includes(commissionType as CommissionType)) {
    errors.add('commission_type', fieldMessages.invalidChoice);
  }
  const latitude = numberIn(values, 'latitude', -90, 90, errors);
  const longitude = numberIn(values, 'longitude', -180, 180, errors);
  if ((latitude === null) !== (longitude === null)) errors.add(latitude === null ? 'latitude' : 'longitude', locationPair);

  return {
    type: type ?? 'Customer',
    company_name: values.company_name ?? '',
    venue_name: values.venue_name,
    corporate_number: values.corporate_number,
    email: values.email,
    phone: values.phone,
    address: values.address,
    invoice_address: values.invoice_address,
    invoice_email: values.invoice_email,
    owner_id: ownerId,
    commission_percent: numberIn(values, 'commission_percent', 0, 100, errors),
    commission_meals_percent: numberIn(values, 'commission_meals_percent', 0, 100, errors),
    commission_type: commissionType as CommissionType | null,
    payment_terms_days: numberIn(values, 'payment_terms_days', 0, 365, errors, true),
    location: latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null,
    title: values.title,
    description: values.description,
  };
}

interface CheckedRow extends PreviewRow {
  account: (AccountValues & { ownerId: number | null }) | undefined;
}

/** Every row checked as the form checks it, and flagged when an account or an earlier row has its number or email. */
async function checkRows(db: Db, csv: string): Promise<{ columns: string[]; rows: CheckedRow[] }> {
  const table = readCsv(csv, ACCOUNT_COLUMNS, ['type', 'company_name']);
  const admins = new Map((await listAdmins(db)).map((admin) => [admin.email.toLowerCase(), admin.id]));

  const checked = table.rows.map((row) => {
    const errors = new FieldErrorBag();
    const input = rowInput(row.values, admins, errors);
    const values = checkAccountFields(input, errors);
    return { row, errors: collectedErrors(errors), account: { ...values, ownerId: input.owner_id ?? null } };
  });

  const numbers = checked.flatMap(({ account }) => (account.corporateNumber ? [account.corporateNumber] : []));
  const emails = checked.flatMap(({ account }) => (account.email ? [account.email.toLowerCase()] : []));
  const existing = await findAccountDuplicates(db, [...new Set(numbers)], [...new Set(emails)]);
  const byNumber = new Map<string, DuplicateOf>();
  const byEmail = new Map<string, DuplicateOf>();
  for (const account of existing) {
    if (account.corporateNumber && !byNumber.has(account.corporateNumber)) {
      byNumber.set(account.corporateNumber, { id: account.id, name: account.companyName, reason: 'corporate_number' });
    }
    const email = account.email?.toLowerCase();
    if (email && !byEmail.has(email)) byEmail.set(email, { id: account.id, name: account.companyName, reason: 'email' });
  }

  const rows = checked.map(({ row, errors, account }): CheckedRow => {
    const valid = Object.keys(errors).length === 0;
    const email = account.email?.toLowerCase();
    const duplicateOf = (account.corporateNumber ? byNumber.get(account.corporateNumber) : undefined) ?? (email ? byEmail.get(email) : undefined) ?? null;
    // Only a row that would be written makes later rows duplicates.
    if (valid) {
      const earlier = (reason: DuplicateOf['reason']): DuplicateOf => ({ id: null, name: account.companyName, reason });
      if (account.corporateNumber && !byNumber.has(account.corporateNumber)) byNumber.set(account.corporateNumber, earlier('corporate_number'));
      if (email && !byEmail.has(email)) byEmail.set(email, earlier('email'));
    }
    return { line: row.line, values: row.values, errors, duplicate_of: duplicateOf, account: valid ? account : undefined };
  });
  return { columns: table.columns, rows };
}

export async function previewAccountImport(ctx: AppContext, csv: string): Promise<Schemas['ImportPreview']> {
  const { columns, rows } = await checkRows(ctx.database.db, csv);
  return summarise(columns, rows.map(({ account: _account, ...row }) => row));
}

/** Checks the file again (a preview proves nothing about now) and writes its rows in one transaction. */
export async function importAccounts(ctx: AppContext, csv: string, skipDuplicates: boolean): Promise<ImportResult> {
  return ctx.database.transaction(async (tx) => {
    // One import at a time: the second waits, then finds the first one's rows as duplicates.
    await lockKey(tx, 'import:accounts');
    const { rows } = await checkRows(tx.db, csv);
    const { create, result } = importCounts(rows, skipDuplicates);
    const values = create.flatMap((row) => (row.account ? [row.account] : []));
    for (let start = 0; start < values.length; start += 1000) {
      await tx.db.insert(accounts).values(values.slice(start, start + 1000));
    }
    return { created: values.length, ...result };
  });
}

export function exportAccounts(ctx: AppContext, input: QueryOf<'exportAccounts'>): Readable {
  const where = accountConditions({ ...accountFilter(input), ownerId: undefined });
  const fetch = (afterId: number, limit: number) =>
    ctx.database.db
      .select({
        id: accounts.id,
        type: accounts.type,
        company_name: accounts.companyName,
        venue_name: accounts.venueName,
        corporate_number: accounts.corporateNumber,
        email: accounts.email,
        phone: accounts.phone,
        address: accounts.address,
        invoice_address: accounts.invoiceAddress,
        invoice_email: accounts.invoiceEmail,
        owner_email: sql<string | null>`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${accounts.ownerId})`,
        commission_percent: sql<string | null>`trim_scale(${accounts.commissionBasisPoints} / 100.0)`,
        commission_meals_percent: sql<string | null>`trim_scale(${accounts.commissionMealsBasisPoints} / 100.0)`,
        commission_type: accounts.commissionType,
        payment_terms_days: accounts.paymentTermsDays,
        latitude: accounts.latitude,
        longitude: accounts.longitude,
        title: accounts.title,
        description: accounts.description,
      })
      .from(accounts)
      .where(and(where, gt(accounts.id, afterId)))
      .orderBy(asc(accounts.id))
      .limit(limit);
  return csvStream(ACCOUNT_COLUMNS, inBatches(fetch));
}
