// The venue's own account in the partner portal (SPEC §2 /p-account and /partner-profile): a
// partner reads its account and edits the profile customers see (title, description, the four
// comments, map location, images, halls). The account is always the caller's own
// (`caller.accountId`); the intermediary's fields stay the admin's (PUT /account/{id}).
import { portalPaths } from '../../core/urls.js';
import type { AppContext } from '../../core/context.js';
import type { Caller } from '../../core/auth/caller.js';
import { recordChange } from '../../core/audit/audit.js';
import type { Schemas } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { FieldErrorBag, notFound } from '../../core/errors.js';
import type { LocalizedText } from '../../core/types.js';
import { fieldMessages, optionalText } from '../../core/validation.js';
import {
  deleteFiles,
  fileMessages,
  isImageType,
  listAccountImages,
  lockFiles,
  removeStored,
  replaceAccountImages,
  type AccountImage,
} from '../files/service.js';
import { findAccount, listAccountHalls, lockAccount, replaceAccountHalls, updateAccountRow, type AccountHallRow, type AccountWithNames, type NewAccountHall } from './repository.js';
import type { AccountImageKind } from './schema.js';
import { accountMessages, commissionTerms, toAccountHallDto, venuePresentation } from './service.js';

type PartnerAccountDto = Schemas['PartnerAccount'];
type PartnerProfileInput = Schemas['PartnerProfileInput'];

export const partnerProfileMessages = {
  saved: { en: 'Venue profile saved', sw: 'Anläggningsprofilen har sparats' },
  noAccount: {
    en: 'Your login is not linked to a venue account. Contact the intermediary.',
    sw: 'Din inloggning är inte kopplad till något anläggningskonto. Kontakta förmedlaren.',
  },
} satisfies Record<string, LocalizedText>;

/** The account of a partner's login; 404 for a login without one (or whose account is gone). */
function ownAccountId(caller: Caller): number {
  if (caller.accountId === null) throw notFound(partnerProfileMessages.noAccount);
  return caller.accountId;
}

function toPartnerAccountDto({ account, regionName, cityName }: AccountWithNames, images: AccountImage[], halls: AccountHallRow[]): PartnerAccountDto {
  return {
    id: account.id,
    company_name: account.companyName,
    venue_name: account.venueName,
    address: account.address,
    phone: account.phone,
    email: account.email,
    corporate_number: account.corporateNumber,
    invoice_address: account.invoiceAddress,
    invoice_email: account.invoiceEmail,
    ...commissionTerms(account),
    region_name: regionName,
    city_name: cityName,
    location: account.latitude === null || account.longitude === null ? null : { lat: account.latitude, lng: account.longitude },
    ...venuePresentation(account, images),
    halls: halls.map(toAccountHallDto),
    guest_rooms: account.guestRooms,
    updated_at: account.updatedAt.toISOString(),
  };
}

async function readPartnerAccount(db: Db, accountId: number): Promise<PartnerAccountDto> {
  const [row, images, halls] = await Promise.all([findAccount(db, accountId), listAccountImages(db, [accountId]), listAccountHalls(db, accountId)]);
  if (!row) throw notFound(partnerProfileMessages.noAccount);
  return toPartnerAccountDto(row, images, halls);
}

/** `GET /partner/account`: the caller's own account. */
export function getPartnerAccount(ctx: AppContext, caller: Caller): Promise<PartnerAccountDto> {
  return readPartnerAccount(ctx.database.db, ownAccountId(caller));
}

/** The halls to store, in order; a name of spaces only is refused on its row. */
function checkHalls(input: PartnerProfileInput, errors: FieldErrorBag): NewAccountHall[] {
  return input.halls.map((hall, index) => {
    const name = hall.name.trim();
    if (name === '') errors.add(`halls.${index}.name`, fieldMessages.required);
    return {
      name,
      sizeSqm: hall.size_sqm ?? null,
      capacity: hall.capacity ?? null,
      seating: hall.seating ?? null,
      comment: optionalText(hall.comment),
    };
  });
}

type ImageField = 'main_image_id' | 'image_ids';
interface WantedImage {
  field: ImageField;
  fileId: number;
  kind: AccountImageKind;
  position: number;
}

/**
 * The images the profile names, in order, if each exists, is an image, is named once, and is the
 * account's already or an upload of the caller's own that nothing uses yet. Stricter than the
 * admin's form: a partner cannot take an image another user uploaded, nor a file already in use
 * elsewhere (another venue's, or a quote's), whose removal from the profile would delete it.
 * The files stay locked until the save commits, so two saves cannot both take one upload.
 */
async function checkImages(
  db: Db,
  caller: Caller,
  accountId: number,
  input: PartnerProfileInput,
  kept: readonly number[],
  errors: FieldErrorBag,
): Promise<WantedImage[]> {
  const wanted: WantedImage[] = [];
  if (input.main_image_id) wanted.push({ field: 'main_image_id', fileId: input.main_image_id, kind: 'main', position: 0 });
  input.image_ids.forEach((fileId, position) => wanted.push({ field: 'image_ids', fileId, kind: 'gallery', position }));

  // The images the account keeps anyway (its profile picture) cannot be used a second time.
  const seen = new Set<number>(kept);
  for (const image of wanted) {
    if (seen.has(image.fileId) && !errors.has(image.field)) errors.add(image.field, accountMessages.imageTwice);
    seen.add(image.fileId);
  }
  const found = new Map((await lockFiles(db, [...seen])).map((row) => [row.file.id, row]));
  for (const image of wanted) {
    if (errors.has(image.field)) continue;
    const row = found.get(image.fileId);
    if (!row) errors.add(image.field, accountMessages.imageMissing);
    else if (row.accountId === accountId) continue;
    else if (row.accountId !== null || row.file.attachedAt !== null || row.file.uploadedBy !== caller.userId) errors.add(image.field, accountMessages.imageTaken);
    else if (!isImageType(row.file.contentType)) errors.add(image.field, fileMessages.notImage);
  }
  return wanted;
}

/**
 * `PUT /partner/profile`: replaces the profile of the caller's own account, its images and halls,
 * in one transaction with its activity entry. The profile picture and every field the
 * intermediary keeps are left as they are. Images the profile no longer names are deleted (rows
 * in the transaction, bytes after it).
 */
export async function updatePartnerProfile(ctx: AppContext, caller: Caller, input: PartnerProfileInput): Promise<PartnerAccountDto> {
  const accountId = ownAccountId(caller);
  const errors = new FieldErrorBag();
  const halls = checkHalls(input, errors);
  const removed = await ctx.database.transaction(async (tx) => {
    const account = await lockAccount(tx.db, accountId);
    if (!account) throw notFound(partnerProfileMessages.noAccount);
    // The profile picture is the admin's to change: it stays in the account's image set.
    const profilePicture = (await listAccountImages(tx.db, [accountId])).filter((image) => image.kind === 'profile');
    const wanted = await checkImages(
      tx.db,
      caller,
      accountId,
      input,
      profilePicture.map((image) => image.file.id),
      errors,
    );
    errors.throwIfAny();

    await updateAccountRow(tx.db, accountId, {
      title: optionalText(input.title),
      description: optionalText(input.description),
      commentAccommodation: optionalText(input.comments.accommodation),
      commentConference: optionalText(input.comments.conference),
      commentMeals: optionalText(input.comments.meals),
      commentOther: optionalText(input.comments.other),
      latitude: input.location?.lat ?? null,
      longitude: input.location?.lng ?? null,
      guestRooms: input.guest_rooms ?? null,
    });
    await replaceAccountHalls(tx.db, accountId, halls);
    const dropped = await replaceAccountImages(tx.db, accountId, [
      ...wanted.map(({ fileId, kind, position }) => ({ fileId, kind, position })),
      ...profilePicture.map((image) => ({ fileId: image.file.id, kind: image.kind, position: image.position })),
    ]);
    await recordChange(tx.db, caller, {
      kind: 'Account',
      event: 'updated',
      id: accountId,
      name: account.companyName,
      accountId,
      link: portalPaths.account(accountId),
    });
    return deleteFiles(tx.db, dropped);
  });
  await removeStored(ctx, removed);
  return readPartnerAccount(ctx.database.db, accountId);
}
