import { portalPaths } from '../../core/urls.js';
import type { AppContext } from '../../core/context.js';
import type { Caller } from '../../core/auth/caller.js';
import { recordChange } from '../../core/audit/audit.js';
import type { QueryOf, Schemas } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import type { AccountImageKind } from './schema.js';
import type { LocalizedText } from '../../core/types.js';
import { conflict, FieldErrorBag, notFound } from '../../core/errors.js';
import { listWindow, pageMeta, type PageMeta, searchTerm } from '../../core/db/paging.js';
import { fieldMessages, optionalText } from '../../core/validation.js';
import { ref } from '../../core/related.js';
import {
  accountOfContact,
  accountReferences,
  deleteAccountRow,
  findAccount,
  insertAccount,
  isAdmin,
  listAccountHalls,
  listAccounts,
  listAdmins,
  lockAccount,
  updateAccountRow,
  type AccountFilter,
  type AccountHallRow,
  type AccountQuery,
  type AccountWithNames,
  type NewAccountRow,
} from './repository.js';
import {
  accountFileIds,
  deleteFiles,
  listAccountImages,
  lockFiles,
  mainThumbnails,
  replaceAccountImages,
  type AccountImage,
  type FileRow,
  fileUrl,
  removeStored,
  toStoredFileDto,
} from '../files/service.js';
import { inUseByOthers, inUseMessage, isForeignKeyViolation, referrers, type InUseSubject } from '../../core/db/in-use.js';
import { normaliseOrganisationNumber, organisationNumberSearch } from '../../core/organisation-number.js';
import { findCity, findRegion } from '../reference/service.js';

// The contract's types (openapi/src/schemas/accounts.yaml), by the names this file uses.
type AccountInput = Schemas['AccountInput'];
type AccountSummaryDto = Schemas['AccountSummary'];
type AccountDto = Schemas['Account'];
type OwnerDto = Schemas['Owner'];
type AccountHallDto = Schemas['AccountHall'];
type AccountListInput = QueryOf<'getAccounts'>;

export const accountMessages = {
  created: { en: 'Account created', sw: 'Kontot har skapats' },
  updated: { en: 'Account updated', sw: 'Kontot har uppdaterats' },
  deleted: { en: 'Account deleted', sw: 'Kontot har tagits bort' },
  regionMissing: { en: 'The selected region does not exist', sw: 'Den valda regionen finns inte' },
  cityMissing: { en: 'The selected city does not exist', sw: 'Den valda orten finns inte' },
  cityElsewhere: { en: 'The selected city is not in the selected region', sw: 'Den valda orten ligger inte i den valda regionen' },
  missing: { en: 'The account does not exist', sw: 'Kontot finns inte' },
  venueRequired: { en: 'A partner needs a venue name', sw: 'En partner behöver ett anläggningsnamn' },
  corporateNumber: {
    en: 'Not a valid Swedish organisation number (NNNNNN-NNNN)',
    sw: 'Inte ett giltigt svenskt organisationsnummer (NNNNNN-NNNN)',
  },
  twoDecimals: { en: 'Use at most two decimals', sw: 'Använd högst två decimaler' },
  ownerNotAdmin: { en: 'The owner must be an admin user', sw: 'Ägaren måste vara en administratör' },
  primaryContactOnCreate: {
    en: 'Save the account first, then choose one of its contacts as primary contact',
    sw: 'Spara kontot först och välj sedan en av dess kontakter som primär kontakt',
  },
  primaryContactElsewhere: {
    en: "The primary contact must be one of this account's contacts",
    sw: 'Den primära kontakten måste vara en av kontots kontakter',
  },
  imageMissing: { en: 'The image does not exist; upload it again', sw: 'Bilden finns inte; ladda upp den igen' },
  imageTaken: { en: 'The image belongs to another account', sw: 'Bilden hör till ett annat konto' },
  imageTwice: { en: 'Each image can be used only once', sw: 'Varje bild kan bara användas en gång' },
} satisfies Record<string, LocalizedText>;

const accountSubject: InUseSubject = { en: 'The account', sw: 'Kontot', swPronoun: 'det' };

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 12.5 → 1250 hundredths of a percent; undefined when it has more than two decimals. */
function basisPoints(percent: number): number | undefined {
  const scaled = Math.round(percent * 100);
  return Math.abs(percent * 100 - scaled) < 1e-6 ? scaled : undefined;
}

const percent = (basis: number | null): number | null => (basis === null ? null : basis / 100);

export type AccountValues = Omit<NewAccountRow, 'id' | 'searchText' | 'createdAt' | 'updatedAt' | 'profilePicture' | 'ownerId' | 'primaryContactId'>;

/**
 * The rules on the account's own fields (no database needed), shared by the form and the CSV
 * import: each problem is added to `errors` on its field; the answer is the values to store.
 */
export function checkAccountFields(input: AccountInput, errors: FieldErrorBag): AccountValues {
  const companyName = input.company_name.trim();
  if (companyName === '') errors.add('company_name', fieldMessages.required);
  const venueName = optionalText(input.venue_name);
  if (input.type === 'Partner' && venueName === null) errors.add('venue_name', accountMessages.venueRequired);

  let corporateNumber: string | null = null;
  const rawNumber = optionalText(input.corporate_number);
  if (rawNumber !== null) {
    const normalised = normaliseOrganisationNumber(rawNumber);
    if (normalised === undefined) errors.add('corporate_number', accountMessages.corporateNumber);
    corporateNumber = normalised ?? null;
  }

  const email = optionalText(input.email);
  if (email !== null && !EMAIL.test(email)) errors.add('email', fieldMessages.invalidEmail);
  const invoiceEmail = optionalText(input.invoice_email);
  if (invoiceEmail !== null && !EMAIL.test(invoiceEmail)) errors.add('invoice_email', fieldMessages.invalidEmail);

  const commission = (field: 'commission_percent' | 'commission_meals_percent'): number | null => {
    const value = input[field];
    if (value === null || value === undefined) return null;
    const basis = basisPoints(value);
    if (basis === undefined) errors.add(field, accountMessages.twoDecimals);
    return basis ?? null;
  };

  return {
    type: input.type,
    companyName,
    venueName,
    address: optionalText(input.address),
    phone: optionalText(input.phone),
    corporateNumber,
    invoiceAddress: optionalText(input.invoice_address),
    invoiceEmail,
    email,
    commissionBasisPoints: commission('commission_percent'),
    commissionMealsBasisPoints: commission('commission_meals_percent'),
    commissionType: input.commission_type ?? null,
    paymentTermsDays: input.payment_terms_days ?? null,
    latitude: input.location?.lat ?? null,
    longitude: input.location?.lng ?? null,
    commentAccommodation: optionalText(input.comments?.accommodation),
    commentConference: optionalText(input.comments?.conference),
    commentMeals: optionalText(input.comments?.meals),
    commentOther: optionalText(input.comments?.other),
    title: optionalText(input.title),
    description: optionalText(input.description),
  };
}

export async function checkOwner(db: Db, ownerId: number | null | undefined, errors: FieldErrorBag, field = 'owner_id'): Promise<void> {
  if (ownerId !== null && ownerId !== undefined && !(await isAdmin(db, ownerId))) errors.add(field, accountMessages.ownerNotAdmin);
}

/** The region and city of a venue: each existing, the city in the region; a city alone brings its region. */
async function checkPlace(db: Db, input: AccountInput, errors: FieldErrorBag): Promise<{ regionId: number | null; cityId: number | null }> {
  const regionId = input.region_id ?? null;
  const cityId = input.city_id ?? null;
  const [region, city] = await Promise.all([regionId === null ? undefined : findRegion(db, regionId), cityId === null ? undefined : findCity(db, cityId)]);
  if (regionId !== null && !region) errors.add('region_id', accountMessages.regionMissing);
  if (cityId !== null && !city) errors.add('city_id', accountMessages.cityMissing);
  else if (city && region && city.regionId !== region.id) errors.add('city_id', accountMessages.cityElsewhere);
  return { regionId: regionId ?? city?.regionId ?? null, cityId };
}

async function checkPrimaryContact(db: Db, contactId: number | null | undefined, accountId: number | undefined, errors: FieldErrorBag): Promise<void> {
  if (contactId === null || contactId === undefined) return;
  if (accountId === undefined) {
    errors.add('primary_contact_id', accountMessages.primaryContactOnCreate);
    return;
  }
  if ((await accountOfContact(db, contactId)) !== accountId) errors.add('primary_contact_id', accountMessages.primaryContactElsewhere);
}

type ImageField = 'main_image_id' | 'image_ids' | 'profile_picture_id';
interface WantedImage {
  field: ImageField;
  fileId: number;
  kind: AccountImageKind;
  position: number;
}

/**
 * The images the input names, in order, if each exists, is named once, and is unattached or
 * already this account's. The files stay locked until the save commits.
 */
async function checkImages(db: Db, input: AccountInput, accountId: number | undefined, errors: FieldErrorBag): Promise<{ wanted: WantedImage[]; files: Map<number, FileRow> }> {
  const wanted: WantedImage[] = [];
  if (input.main_image_id) wanted.push({ field: 'main_image_id', fileId: input.main_image_id, kind: 'main', position: 0 });
  (input.image_ids ?? []).forEach((fileId, position) => wanted.push({ field: 'image_ids', fileId, kind: 'gallery', position }));
  if (input.profile_picture_id) wanted.push({ field: 'profile_picture_id', fileId: input.profile_picture_id, kind: 'profile', position: 0 });

  const seen = new Set<number>();
  for (const image of wanted) {
    if (seen.has(image.fileId) && !errors.has(image.field)) errors.add(image.field, accountMessages.imageTwice);
    seen.add(image.fileId);
  }
  const found = new Map((await lockFiles(db, [...seen])).map((row) => [row.file.id, row]));
  for (const image of wanted) {
    const row = found.get(image.fileId);
    if (errors.has(image.field)) continue;
    if (!row) errors.add(image.field, accountMessages.imageMissing);
    else if (row.accountId !== null && row.accountId !== accountId) errors.add(image.field, accountMessages.imageTaken);
    // Attached to something that is no account (a quote's file): not this account's to take.
    else if (row.accountId === null && row.file.attachedAt !== null) errors.add(image.field, accountMessages.imageTaken);
    else if (!row.file.contentType.startsWith('image/')) errors.add(image.field, accountMessages.imageMissing);
  }
  return { wanted, files: new Map([...found].map(([id, row]) => [id, row.file])) };
}

/** An account's images of one kind, as the API shows them. */
function imagesOfKind(images: AccountImage[]) {
  return (kind: AccountImageKind) => images.filter((image) => image.kind === kind).map((image) => toStoredFileDto(image.file));
}

/** An account's commission terms, as its page and the partner's own profile show them. */
export function commissionTerms(account: AccountWithNames['account']) {
  return {
    commission_percent: percent(account.commissionBasisPoints),
    commission_meals_percent: percent(account.commissionMealsBasisPoints),
    commission_type: account.commissionType,
    payment_terms_days: account.paymentTermsDays,
  };
}

/** A venue's presentation (texts and pictures), as its account page and the partner's own profile show it. */
export function venuePresentation(account: AccountWithNames['account'], images: AccountImage[]) {
  const ofKind = imagesOfKind(images);
  return {
    comments: {
      accommodation: account.commentAccommodation,
      conference: account.commentConference,
      meals: account.commentMeals,
      other: account.commentOther,
    },
    title: account.title,
    description: account.description,
    main_image: ofKind('main')[0] ?? null,
    images: ofKind('gallery'),
  };
}

export function toAccountHallDto(hall: AccountHallRow): AccountHallDto {
  return { name: hall.name, size_sqm: hall.sizeSqm, capacity: hall.capacity, seating: hall.seating, comment: hall.comment };
}

function toAccountDto(
  { account, ownerName, primaryContactName, regionName, cityName }: AccountWithNames,
  images: AccountImage[],
  halls: AccountHallRow[],
): AccountDto {
  return {
    id: account.id,
    type: account.type,
    company_name: account.companyName,
    venue_name: account.venueName,
    address: account.address,
    phone: account.phone,
    corporate_number: account.corporateNumber,
    invoice_address: account.invoiceAddress,
    invoice_email: account.invoiceEmail,
    email: account.email,
    owner_id: account.ownerId,
    owner: ref(account.ownerId, ownerName),
    ...commissionTerms(account),
    location: account.latitude === null || account.longitude === null ? null : { lat: account.latitude, lng: account.longitude },
    region_id: account.regionId,
    region_name: regionName,
    city_id: account.cityId,
    city_name: cityName,
    primary_contact_id: account.primaryContactId,
    primary_contact: ref(account.primaryContactId, primaryContactName),
    ...venuePresentation(account, images),
    profile_picture: imagesOfKind(images)('profile')[0] ?? null,
    halls: halls.map(toAccountHallDto),
    created_at: account.createdAt.toISOString(),
    updated_at: account.updatedAt.toISOString(),
  };
}

export async function getAccount(ctx: AppContext, id: number): Promise<AccountDto> {
  const row = await findAccount(ctx.database.db, id);
  if (!row) throw notFound(accountMessages.missing);
  const [images, halls] = await Promise.all([listAccountImages(ctx.database.db, [id]), listAccountHalls(ctx.database.db, id)]);
  return toAccountDto(row, images, halls);
}

/**
 * Creates (id undefined) or replaces an account, with its image set, in one transaction.
 * Files the account no longer names are deleted: their rows with the save, their bytes after it.
 */
async function saveAccount(ctx: AppContext, caller: Caller, id: number | undefined, input: AccountInput): Promise<AccountDto> {
  const errors = new FieldErrorBag();
  const values = checkAccountFields(input, errors);
  const saved = await ctx.database.transaction(async (tx) => {
    if (id !== undefined && !(await lockAccount(tx.db, id))) throw notFound(accountMessages.missing);
    await checkOwner(tx.db, input.owner_id, errors);
    await checkPrimaryContact(tx.db, input.primary_contact_id, id, errors);
    const place = await checkPlace(tx.db, input, errors);
    const images = await checkImages(tx.db, input, id, errors);
    errors.throwIfAny();

    const profile = images.wanted.find((image) => image.kind === 'profile');
    const profileKey = profile ? images.files.get(profile.fileId)?.key : undefined;
    const row = {
      ...values,
      ownerId: input.owner_id ?? null,
      primaryContactId: input.primary_contact_id ?? null,
      regionId: place.regionId,
      cityId: place.cityId,
      // The user's accountDetail still reads the legacy URL column.
      profilePicture: profileKey ? fileUrl(profileKey) : null,
    };
    let accountId: number;
    if (id === undefined) {
      accountId = (await insertAccount(tx.db, row)).id;
    } else {
      await updateAccountRow(tx.db, id, row);
      accountId = id;
    }
    await recordChange(tx.db, caller, {
      kind: 'Account',
      event: id === undefined ? 'created' : 'updated',
      id: accountId,
      name: values.companyName,
      accountId,
      link: portalPaths.account(accountId),
    });
    const dropped = await replaceAccountImages(
      tx.db,
      accountId,
      images.wanted.map(({ fileId, kind, position }) => ({ fileId, kind, position })),
    );
    return { accountId, removed: await deleteFiles(tx.db, dropped) };
  });
  await removeStored(ctx, saved.removed);
  return getAccount(ctx, saved.accountId);
}

export const createAccount = (ctx: AppContext, caller: Caller, input: AccountInput) => saveAccount(ctx, caller, undefined, input);
export const updateAccount = (ctx: AppContext, caller: Caller, id: number, input: AccountInput) => saveAccount(ctx, caller, id, input);

/** Refused (409) while contacts, tasks, notes, partner logins or opportunities refer to it. */
export async function deleteAccount(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  let removed;
  try {
    removed = await ctx.database.transaction(async (tx) => {
      const account = await lockAccount(tx.db, id);
      if (!account) throw notFound(accountMessages.missing);
      const references = await accountReferences(tx.db, id);
      const message = inUseMessage(accountSubject, [
        [referrers.contacts, references.contacts],
        [referrers.tasks, references.tasks],
        [referrers.notes, references.notes],
        [referrers.users, references.users],
        [referrers.opportunities, references.opportunities],
      ]);
      if (message) throw conflict(message);
      const fileIds = await accountFileIds(tx.db, id);
      await deleteAccountRow(tx.db, id);
      await recordChange(tx.db, caller, { kind: 'Account', event: 'deleted', id, name: account.companyName, link: portalPaths.account(id) });
      return deleteFiles(tx.db, fileIds);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUseByOthers(accountSubject);
    throw error;
  }
  await removeStored(ctx, removed);
}

export function accountFilter(input: Pick<AccountListInput, 'search' | 'type' | 'owner_id' | 'region_id' | 'city_id'>): AccountFilter {
  const term = searchTerm(input.search);
  return {
    search: term === undefined ? undefined : (organisationNumberSearch(term) ?? term),
    type: input.type,
    ownerId: input.owner_id,
    regionId: input.region_id,
    cityId: input.city_id,
  };
}

export async function getAccounts(ctx: AppContext, input: AccountListInput): Promise<PageMeta & { data: AccountSummaryDto[] }> {
  const query: AccountQuery = {
    ...accountFilter(input),
    ...listWindow(input, { sort: 'company_name', order: 'asc' }),
  };
  const { matches, rows } = await listAccounts(ctx.database.db, query);
  const thumbnails = await mainThumbnails(ctx.database.db, rows.map((row) => row.account.id));
  const data = rows.map(({ account, ownerName, cityName }): AccountSummaryDto => {
    const thumbnail = thumbnails.get(account.id);
    return {
      id: account.id,
      type: account.type,
      company_name: account.companyName,
      venue_name: account.venueName,
      email: account.email,
      phone: account.phone,
      corporate_number: account.corporateNumber,
      owner: ref(account.ownerId, ownerName),
      city_name: cityName,
      thumbnail_url: thumbnail ? fileUrl(thumbnail) : null,
      created_at: account.createdAt.toISOString(),
    };
  });
  return { ...pageMeta(query.page, query.perPage, matches, rows.length), data };
}

export async function getAccountOwners(ctx: AppContext): Promise<OwnerDto[]> {
  const admins = await listAdmins(ctx.database.db);
  return admins.map((admin): OwnerDto => ({ id: admin.id, name: `${admin.firstName} ${admin.lastName}`, email: admin.email }));
}

// The accounts domain's surface for other domains (contacts check the account they name).
export { accountExists } from './repository.js';

/**
 * A customer account written within another module's transaction (a customer made from a lead):
 * its fields checked as the form's are (a 422 throws before anything is written), logged.
 */
export async function insertCustomerAccount(
  db: Db,
  caller: Caller,
  input: { company_name: string; email: string | null; phone: string | null },
): Promise<{ id: number; name: string }> {
  const errors = new FieldErrorBag();
  const values = checkAccountFields({ type: 'Customer', ...input }, errors);
  errors.throwIfAny();
  const account = await insertAccount(db, { ...values, ownerId: caller.userId });
  await recordChange(db, caller, { kind: 'Account', event: 'created', id: account.id, name: account.companyName, accountId: account.id, link: portalPaths.account(account.id) });
  return { id: account.id, name: account.companyName };
}
