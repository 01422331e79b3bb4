import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Schemas } from '../../core/contract.js';
import { createdAt, updatedAt } from '../../core/db/columns.js';
import type { Language } from '../../core/types.js';
import { regions, cities } from '../reference/schema.js';

export type LeadStatus = Schemas['LeadStatus'];

export type ConferenceType = Schemas['ConferenceType'];

export type Furnishing = Schemas['Furnishing'];

export type VatBasis = Schemas['VatBasis'];

export type ContactMethod = Schemas['ContactMethod'];

export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    business: text('business'),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    conferenceType: text('conference_type').$type<ConferenceType>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    arrivalTime: time('arrival_time').notNull(),
    departureTime: time('departure_time').notNull(),
    participants: integer('participants').notNull(),
    singleRoomPeople: integer('single_room_people').notNull(),
    doubleRoomPeople: integer('double_room_people').notNull(),
    acceptsSharedDouble: boolean('accepts_shared_double').notNull(),
    conferenceRoomSize: integer('conference_room_size').notNull(),
    furnishing: text('furnishing').$type<Furnishing>().notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    vatBasis: text('vat_basis').$type<VatBasis>().notNull(),
    contactMethod: text('contact_method').$type<ContactMethod>().notNull(),
    message: text('message'),
    language: text('language').$type<Language>().notNull().default('sv'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<LeadStatus>().notNull().default('New'),
    // What the list's free-text search looks at; the trigram index below serves ILIKE '%…%'.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`first_name || ' ' || last_name || ' ' || coalesce(business, '') || ' ' || email`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_submitted_at_idx').on(t.submittedAt, t.id),
    index('leads_status_submitted_at_idx').on(t.status, t.submittedAt, t.id),
    index('leads_start_date_idx').on(t.startDate, t.id),
    index('leads_name_idx').on(t.firstName, t.lastName, t.id),
    index('leads_business_idx').on(t.business, t.id),
    index('leads_participants_idx').on(t.participants, t.id),
    index('leads_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Deleting a region or city counts its leads.
    index('leads_region_id_idx').on(t.regionId),
    index('leads_city_id_idx').on(t.cityId),
    check('leads_status_check', sql`${t.status} in ('New', 'Converted', 'Discarded')`),
    check('leads_conference_type_check', sql`${t.conferenceType} in ('overnight', 'day')`),
    check(
      'leads_furnishing_check',
      sql`${t.furnishing} in ('cinema', 'u_shaped', 'boardroom', 'school', 'islands', 'dont_know')`,
    ),
    check('leads_vat_basis_check', sql`${t.vatBasis} in ('ex', 'inc')`),
    check('leads_contact_method_check', sql`${t.contactMethod} in ('email', 'phone')`),
    check('leads_language_check', sql`${t.language} in ('sv', 'en')`),
    check('leads_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'leads_people_check',
      sql`${t.participants} > 0 and ${t.singleRoomPeople} >= 0 and ${t.doubleRoomPeople} >= 0 and ${t.singleRoomPeople} + ${t.doubleRoomPeople} <= ${t.participants}`,
    ),
  ],
);
