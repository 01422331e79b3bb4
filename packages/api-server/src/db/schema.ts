// The database schema. drizzle-kit reads this file to generate the SQL migrations in
// ../../drizzle, so it imports nothing from the rest of the package.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type Language = 'sv' | 'en';
export type Role = 1 | 2 | 3;
export type AccountType = 'Customer' | 'Partner';
export type LeadStatus = 'New' | 'Converted' | 'Discarded';
export type ConferenceType = 'overnight' | 'day';
export type Furnishing = 'cinema' | 'u_shaped' | 'boardroom' | 'school' | 'islands' | 'dont_know';
export type VatBasis = 'ex' | 'inc';
export type ContactMethod = 'email' | 'phone';
export type PasswordTokenPurpose = 'reset' | 'set';
export type OutboxStatus = 'queued' | 'sent' | 'stored' | 'failed';
export type NotifiableType = 'Lead' | 'Commission' | 'Quote' | 'PreliminaryBooking' | 'Task';
export type ActivityEvent = 'created' | 'updated' | 'deleted' | 'discarded';

export interface LocalizedText {
  en: string;
  sw: string;
}

export interface NotificationData {
  source: string;
  message: LocalizedText | string;
  opportunity_id: number | null;
  link: string | null;
}

export interface ActivityProperties {
  name: string;
  account?: { name: string };
  opportunity?: { name: string };
  contact?: { name: string };
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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
    profilePicture: text('profile_picture'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('accounts_type_check', sql`${t.type} in ('Customer', 'Partner')`),
    index('accounts_type_company_name_idx').on(t.type, t.companyName),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    role: text('role'),
    company: text('company'),
    address: text('address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contacts_account_id_idx').on(t.accountId)],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: smallint('role').$type<Role>().notNull(),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    address: text('address'),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    language: text('language').$type<Language>().notNull().default('sv'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_account_id_idx').on(t.accountId),
    check('users_role_check', sql`${t.role} in (1, 2, 3)`),
    check('users_language_check', sql`${t.language} in ('sv', 'en')`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [unique('auth_tokens_token_hash_key').on(t.tokenHash), index('auth_tokens_user_id_idx').on(t.userId)],
);

/** Failed logins per e-mail address; shared by every API replica. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_attempted_at_idx').on(t.email, t.attemptedAt)],
);

/** Hits of throttled public calls (lead form, forgot password), per bucket and key. */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('throttle_hits_bucket_key_created_at_idx').on(t.bucket, t.key, t.createdAt)],
);

export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<PasswordTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('password_tokens_token_hash_key').on(t.tokenHash),
    index('password_tokens_user_id_idx').on(t.userId),
    check('password_tokens_purpose_check', sql`${t.purpose} in ('reset', 'set')`),
  ],
);

export const regions = pgTable('regions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique('regions_name_key'),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
  },
  (t) => [unique('cities_region_id_name_key').on(t.regionId, t.name)],
);

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

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    notifiableType: text('notifiable_type').$type<NotifiableType>().notNull(),
    notifiableId: integer('notifiable_id').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_created_at_idx').on(t.createdAt),
    index('notifications_notifiable_idx').on(t.notifiableType, t.notifiableId),
  ],
);

/** Read state is per admin: one row per (user, notification) once that user has read it. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.notificationId] }),
    index('notification_reads_notification_id_idx').on(t.notificationId),
  ],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    logName: text('log_name').notNull(),
    event: text('event').$type<ActivityEvent>().notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    causerId: integer('causer_id').references(() => users.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<ActivityProperties>().notNull(),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_created_at_idx').on(t.createdAt, t.id),
    index('activity_log_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

export const languageTexts = pgTable('language_texts', {
  key: text('key').primaryKey(),
  en: text('en').notNull(),
  sw: text('sw').notNull(),
});

export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    language: text('language').$type<Language>().notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`to_email || ' ' || subject`),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_created_at_idx').on(t.createdAt, t.id),
    index('outbox_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('outbox_status_check', sql`${t.status} in ('queued', 'sent', 'stored', 'failed')`),
    check('outbox_language_check', sql`${t.language} in ('sv', 'en')`),
  ],
);
