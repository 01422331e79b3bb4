import type { Schemas } from '@portal/api-client';
import type { Account, AccountInput, AccountType } from '../../api/use-accounts';
import { completeLocation, type LocationDraft } from '../account-map/location-picker';

type StoredFile = Schemas['StoredFile'];
export type CommissionType = Schemas['CommissionType'];
export type Location = Schemas['Location'];

export const COMMISSION_TYPES: readonly CommissionType[] = ['accommodation_conference', 'accommodation_conference_meals'];
export const COMMENT_KINDS = ['accommodation', 'conference', 'meals', 'other'] as const;
export type CommentKind = (typeof COMMENT_KINDS)[number];

/**
 * The form's values. Field names are the server's (AccountInput), so a 422 lands next to its
 * field: the comments are flat `comments.meals` keys (the server names nested errors that way),
 * and the image fields hold the chosen files under the name of the id field they become.
 */
export interface AccountFormValues {
  type: AccountType;
  company_name: string;
  venue_name?: string | null;
  address?: string | null;
  phone?: string | null;
  corporate_number?: string | null;
  invoice_address?: string | null;
  invoice_email?: string | null;
  email?: string | null;
  owner_id?: number | null;
  commission_percent?: number | null;
  commission_meals_percent?: number | null;
  commission_type?: CommissionType | null;
  payment_terms_days?: number | null;
  /** A half-typed location is refused by the field's rule before it gets here. */
  location?: LocationDraft | null;
  region_id?: number | null;
  city_id?: number | null;
  primary_contact_id?: number | null;
  'comments.accommodation'?: string | null;
  'comments.conference'?: string | null;
  'comments.meals'?: string | null;
  'comments.other'?: string | null;
  title?: string | null;
  description?: string | null;
  main_image_id: StoredFile[];
  image_ids: StoredFile[];
  profile_picture_id: StoredFile[];
}

/** Every field a server validation error may name, for `applyFieldErrors`. */
export const ACCOUNT_FIELDS = [
  'type',
  'company_name',
  'venue_name',
  'address',
  'phone',
  'corporate_number',
  'invoice_address',
  'invoice_email',
  'email',
  'owner_id',
  'commission_percent',
  'commission_meals_percent',
  'commission_type',
  'payment_terms_days',
  'location',
  'region_id',
  'city_id',
  'primary_contact_id',
  ...COMMENT_KINDS.map((kind) => `comments.${kind}` as const),
  'title',
  'description',
  'main_image_id',
  'image_ids',
  'profile_picture_id',
] as const;

/** A new account starts as a customer with nothing else filled in. */
export const NEW_ACCOUNT_VALUES: AccountFormValues = { type: 'Customer', company_name: '', main_image_id: [], image_ids: [], profile_picture_id: [] };

/** An account as the form shows it. */
export function toFormValues(account: Account): AccountFormValues {
  return {
    type: account.type,
    company_name: account.company_name,
    venue_name: account.venue_name,
    address: account.address,
    phone: account.phone,
    corporate_number: account.corporate_number,
    invoice_address: account.invoice_address,
    invoice_email: account.invoice_email,
    email: account.email,
    owner_id: account.owner_id,
    commission_percent: account.commission_percent,
    commission_meals_percent: account.commission_meals_percent,
    commission_type: account.commission_type,
    payment_terms_days: account.payment_terms_days,
    location: account.location,
    region_id: account.region_id,
    city_id: account.city_id,
    primary_contact_id: account.primary_contact_id,
    'comments.accommodation': account.comments.accommodation,
    'comments.conference': account.comments.conference,
    'comments.meals': account.comments.meals,
    'comments.other': account.comments.other,
    title: account.title,
    description: account.description,
    main_image_id: account.main_image ? [account.main_image] : [],
    image_ids: account.images,
    profile_picture_id: account.profile_picture ? [account.profile_picture] : [],
  };
}

/** Empty text is "not given": the server stores null rather than an empty string. */
function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function numberOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The request body for the form's values. */
export function toAccountInput(values: AccountFormValues): AccountInput {
  return {
    type: values.type,
    company_name: values.company_name.trim(),
    venue_name: text(values.venue_name),
    address: text(values.address),
    phone: text(values.phone),
    corporate_number: text(values.corporate_number),
    invoice_address: text(values.invoice_address),
    invoice_email: text(values.invoice_email),
    email: text(values.email),
    owner_id: values.owner_id ?? null,
    commission_percent: numberOrNull(values.commission_percent),
    commission_meals_percent: numberOrNull(values.commission_meals_percent),
    commission_type: values.commission_type ?? null,
    payment_terms_days: numberOrNull(values.payment_terms_days),
    location: completeLocation(values.location),
    region_id: values.region_id ?? null,
    city_id: values.city_id ?? null,
    primary_contact_id: values.primary_contact_id ?? null,
    comments: {
      accommodation: text(values['comments.accommodation']),
      conference: text(values['comments.conference']),
      meals: text(values['comments.meals']),
      other: text(values['comments.other']),
    },
    title: text(values.title),
    description: text(values.description),
    main_image_id: values.main_image_id[0]?.id ?? null,
    image_ids: values.image_ids.map((file) => file.id),
    profile_picture_id: values.profile_picture_id[0]?.id ?? null,
  };
}
