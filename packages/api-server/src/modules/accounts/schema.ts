import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Schemas } from '../../core/contract.js';
import { createdAt, updatedAt } from '../../core/db/columns.js';
import { contacts } from '../contacts/schema.js';
import { users } from '../../core/auth/schema.js';
import { files } from '../files/schema.js';
import { cities, regions } from '../reference/schema.js';

export type AccountType = Schemas['AccountType'];

export type CommissionType = Schemas['CommissionType'];

export type AccountImageKind = 'main' | 'gallery' | 'profile';

export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<AccountType>().notNull(),
    companyName: text('company_name').notNull(),
    venueName: text('venue_name'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    /** Swedish organisation number, normalised to NNNNNN-NNNN. */
    corporateNumber: text('corporate_number'),
    invoiceAddress: text('invoice_address'),
    invoiceEmail: text('invoice_email'),
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Percent with two decimals, stored in hundredths (12.5 % → 1250). */
    commissionBasisPoints: integer('commission_basis_points'),
    commissionMealsBasisPoints: integer('commission_meals_basis_points'),
    commissionType: text('commission_type').$type<CommissionType>(),
    /** Days until an invoice is due. */
    paymentTermsDays: integer('payment_terms_days'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Where a venue is (the venues panel searches partners by region and city). */
    regionId: integer('region_id').references((): AnyPgColumn => regions.id, { onDelete: 'restrict' }),
    cityId: integer('city_id').references((): AnyPgColumn => cities.id, { onDelete: 'restrict' }),
    /** A venue's guest rooms (its profile): whether it can sleep a request's guests (the venue suggestions). */
    guestRooms: integer('guest_rooms'),
    /** The most places of any of its halls (kept with the halls): the venue suggestions rank 25 000 partners by it. */
    largestHall: integer('largest_hall'),
    primaryContactId: integer('primary_contact_id').references((): AnyPgColumn => contacts.id, { onDelete: 'restrict' }),
    commentAccommodation: text('comment_accommodation'),
    commentConference: text('comment_conference'),
    commentMeals: text('comment_meals'),
    commentOther: text('comment_other'),
    title: text('title'),
    description: text('description'),
    /** Legacy column from issue 2 (a URL); the profile picture is now an account_images row of kind 'profile'. */
    profilePicture: text('profile_picture'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        // The address too: a venue is found by its town (the venues panel's search).
        sql`lower(company_name || ' ' || coalesce(venue_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(corporate_number, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(address, ''))`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('accounts_type_check', sql`${t.type} in ('Customer', 'Partner')`),
    check('accounts_commission_check', sql`${t.commissionBasisPoints} between 0 and 10000 and ${t.commissionMealsBasisPoints} between 0 and 10000`),
    check('accounts_commission_type_check', sql`${t.commissionType} in ('accommodation_conference', 'accommodation_conference_meals')`),
    check('accounts_guest_rooms_check', sql`${t.guestRooms} >= 0`),
    check('accounts_location_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    index('accounts_type_company_name_idx').on(t.type, t.companyName, t.id),
    index('accounts_company_name_idx').on(t.companyName, t.id),
    index('accounts_venue_name_idx').on(t.venueName, t.id),
    index('accounts_created_at_idx').on(t.createdAt, t.id),
    index('accounts_type_created_at_idx').on(t.type, t.createdAt, t.id),
    index('accounts_type_venue_name_idx').on(t.type, t.venueName, t.id),
    index('accounts_email_idx').on(t.email, t.id),
    index('accounts_type_email_idx').on(t.type, t.email, t.id),
    // The owner filter with the default sort; also serves the foreign key.
    index('accounts_owner_id_idx').on(t.ownerId, t.companyName, t.id),
    index('accounts_primary_contact_id_idx').on(t.primaryContactId),
    // The venues panel's partner search by place; also serve the foreign keys.
    index('accounts_region_id_idx').on(t.regionId),
    index('accounts_city_id_idx').on(t.cityId),
    index('accounts_corporate_number_idx').on(t.corporateNumber),
    index('accounts_email_lower_idx').on(sql`lower(${t.email})`),
    index('accounts_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);


export const accountImages = pgTable(
  'account_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<AccountImageKind>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('account_images_kind_check', sql`${t.kind} in ('main', 'gallery', 'profile')`),
    unique('account_images_file_id_key').on(t.fileId),
    index('account_images_account_id_idx').on(t.accountId, t.kind, t.position),
    uniqueIndex('account_images_one_main_idx').on(t.accountId, t.kind).where(sql`kind in ('main', 'profile')`),
  ],
);

/**
 * A conference hall as a venue describes it, in its profile (account_halls) and in a quote
 * (quote_halls): fresh columns for each table that has them.
 */
export function hallColumns() {
  return {
    /** The hall's place in the venue's list, from 0. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    sizeSqm: integer('size_sqm'),
    capacity: integer('capacity'),
    seating: text('seating').$type<Schemas['Furnishing']>(),
    comment: text('comment'),
  };
}

/** A hall table's checks: positive numbers and a known seating. */
export function hallChecks(table: string, t: { sizeSqm: AnyPgColumn; capacity: AnyPgColumn; seating: AnyPgColumn }) {
  return [
    check(`${table}_numbers_check`, sql`${t.sizeSqm} > 0 and ${t.capacity} > 0`),
    check(`${table}_seating_check`, sql`${t.seating} in ('cinema', 'u_shaped', 'boardroom', 'school', 'islands', 'dont_know')`),
  ];
}

/** A conference hall of a partner venue (its profile, edited by the venue on /partner-profile). */
export const accountHalls = pgTable(
  'account_halls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ...hallColumns(),
  },
  (t) => [index('account_halls_account_id_idx').on(t.accountId, t.position), ...hallChecks('account_halls', t)],
);
