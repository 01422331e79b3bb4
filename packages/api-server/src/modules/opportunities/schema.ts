import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Schemas } from '../../core/contract.js';
import { createdAt, updatedAt } from '../../core/db/columns.js';
import { users } from '../../core/auth/schema.js';
import { accounts } from '../accounts/schema.js';
import { contacts } from '../contacts/schema.js';
import { leads } from '../leads/schema.js';
import { products } from '../products/schema.js';
import { cities, regions } from '../reference/schema.js';

export type OpportunityStatus = Schemas['OpportunityStatus'];
export type LostReason = Schemas['LostReason'];

/**
 * A customer's conference request in the sales pipeline (SPEC §3, PIPELINE.md "Opportunity").
 * Rows made before the pipeline (only a name, for tasks and notes) keep their request columns
 * null; the API requires them for every opportunity it creates or edits.
 *
 * `search_text` (customer company, contact name, city, name; lowercased) is kept by the
 * database's triggers (migration 0010), for every insert and every rename of an account, a
 * contact or a city, so the list's search reads one trigram index.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'restrict' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'restrict' }),
    status: text('status').$type<OpportunityStatus>().notNull().default('open'),
    conferenceType: text('conference_type').$type<Schemas['ConferenceType']>(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    arrivalTime: time('arrival_time'),
    departureTime: time('departure_time'),
    participants: integer('participants'),
    singleRooms: integer('single_rooms').notNull().default(0),
    doubleRooms: integer('double_rooms').notNull().default(0),
    conferenceRoomSize: integer('conference_room_size'),
    seating: text('seating').$type<Schemas['Furnishing']>(),
    vatBasis: text('vat_basis').$type<Schemas['VatBasis']>(),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'restrict' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'restrict' }),
    message: text('message'),
    lostReason: text('lost_reason').$type<LostReason>(),
    lostReasonText: text('lost_reason_text'),
    /** Written by the triggers of migration 0010, never by the code. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Deleting an account or contact counts its opportunities.
    index('opportunities_account_id_idx').on(t.accountId),
    index('opportunities_contact_id_idx').on(t.contactId),
    index('opportunities_owner_id_idx').on(t.ownerId),
    index('opportunities_region_id_idx').on(t.regionId),
    index('opportunities_city_id_idx').on(t.cityId),
    // A lead becomes one opportunity at most.
    uniqueIndex('opportunities_lead_id_key').on(t.leadId),
    // The list's sorts, alone and within a status filter; the id makes each order total.
    index('opportunities_created_at_idx').on(t.createdAt, t.id),
    index('opportunities_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('opportunities_start_date_idx').on(t.startDate, t.id),
    index('opportunities_status_start_date_idx').on(t.status, t.startDate, t.id),
    index('opportunities_name_idx').on(t.name, t.id),
    index('opportunities_participants_idx').on(t.participants, t.id),
    // The board's counts (open ones per stage): the open ids, alone or by owner, in id order, read
    // without the table and merged with the quotes' (opportunity_id, status) index.
    index('opportunities_open_id_idx').on(t.id).where(sql`${t.status} = 'open'`),
    index('opportunities_owner_created_at_idx').on(t.ownerId, t.createdAt, t.id),
    index('opportunities_open_owner_id_idx').on(t.ownerId, t.id).where(sql`${t.status} = 'open'`),
    index('opportunities_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('opportunities_status_check', sql`${t.status} in ('open', 'won', 'lost', 'closed')`),
    check('opportunities_conference_type_check', sql`${t.conferenceType} in ('overnight', 'day')`),
    check(
      'opportunities_seating_check',
      sql`${t.seating} in ('cinema', 'u_shaped', 'boardroom', 'school', 'islands', 'dont_know')`,
    ),
    check('opportunities_vat_basis_check', sql`${t.vatBasis} in ('ex', 'inc')`),
    check(
      'opportunities_lost_reason_check',
      sql`${t.lostReason} in ('customer_cancelled', 'changed_dates', 'booked_alternative', 'other')`,
    ),
    // A lost opportunity has its reason, and only a lost one; `other` is described.
    check('opportunities_lost_has_reason_check', sql`(${t.status} = 'lost') = (${t.lostReason} is not null)`),
    check('opportunities_other_reason_text_check', sql`${t.lostReason} is distinct from 'other' or ${t.lostReasonText} is not null`),
    check('opportunities_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'opportunities_numbers_check',
      sql`${t.participants} > 0 and ${t.singleRooms} >= 0 and ${t.doubleRooms} >= 0 and ${t.conferenceRoomSize} > 0`,
    ),
  ],
);

export type OpportunityItemKind = Schemas['OpportunityItemKind'];

/**
 * What the customer asks for beyond rooms (SPEC §3 "meals, conference rooms, other products
 * rows"): each row a product of the catalogue (or a described one), on one day of the event or
 * every day (`day` null), for a number of people, with the product's prices copied when chosen
 * and editable (öre, ex VAT). Conference rooms add their size and seating. The venues price
 * these rows in their quotes.
 */
export const opportunityItems = pgTable(
  'opportunity_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    opportunityId: integer('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OpportunityItemKind>().notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    day: date('day', { mode: 'string' }),
    quantity: integer('quantity').notNull(),
    roomSize: integer('room_size'),
    seating: text('seating').$type<Schemas['Furnishing']>(),
    pricePerPerson: bigint('price_per_person', { mode: 'number' }).notNull().default(0),
    minimumPrice: bigint('minimum_price', { mode: 'number' }).notNull().default(0),
    startPrice: bigint('start_price', { mode: 'number' }).notNull().default(0),
    comment: text('comment'),
    position: integer('position').notNull(),
  },
  (t) => [
    index('opportunity_items_opportunity_id_idx').on(t.opportunityId, t.position),
    index('opportunity_items_product_id_idx').on(t.productId),
    check('opportunity_items_kind_check', sql`${t.kind} in ('meal', 'conference_room', 'product')`),
    check('opportunity_items_numbers_check', sql`${t.quantity} > 0 and ${t.roomSize} > 0 and ${t.pricePerPerson} >= 0 and ${t.minimumPrice} >= 0 and ${t.startPrice} >= 0`),
    check(
      'opportunity_items_seating_check',
      sql`${t.seating} in ('cinema', 'u_shaped', 'boardroom', 'school', 'islands', 'dont_know')`,
    ),
  ],
);

export type OpportunityStage = Schemas['OpportunityStage'];

/**
 * Each opportunity's derived stage (PIPELINE.md) and value (the chosen quote, else the lowest
 * submitted total; öre), with the owner and creation time the board filters and orders by. Kept
 * by the database alone (migration 0027: triggers on opportunities, quotes, presentations and
 * preliminary bookings, the rule in `opportunity_stages_derived`); the code only reads it.
 */
export const opportunityStages = pgTable(
  'opportunity_stages',
  {
    opportunityId: integer('opportunity_id')
      .primaryKey()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<OpportunityStage>().notNull(),
    ownerId: integer('owner_id'),
    createdAt: createdAt(),
    valueExVat: bigint('value_ex_vat', { mode: 'number' }),
    valueIncVat: bigint('value_inc_vat', { mode: 'number' }),
    /** The opportunity's `search_text`, copied: the board's search reads this table alone. */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('opportunity_stages_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('opportunity_stages_stage_idx').on(t.stage, t.createdAt, t.opportunityId),
    index('opportunity_stages_owner_stage_idx').on(t.ownerId, t.stage, t.createdAt, t.opportunityId),
    check(
      'opportunity_stages_stage_check',
      sql`${t.stage} in ('new_request', 'venues_invited', 'quotes_in', 'presented', 'customer_chose', 'preliminary_booked', 'won', 'lost', 'closed')`,
    ),
  ],
);

/**
 * Each board column's count and value ex VAT per owner (0: none), kept by migration 0027's
 * triggers on `opportunity_stages`.
 */
export const opportunityStageTotals = pgTable(
  'opportunity_stage_totals',
  {
    stage: text('stage').$type<OpportunityStage>().notNull(),
    ownerId: integer('owner_id').notNull(),
    count: integer('count').notNull().default(0),
    valueExVat: bigint('value_ex_vat', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.stage, t.ownerId] })],
);
