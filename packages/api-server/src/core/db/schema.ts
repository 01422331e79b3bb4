// The database schema. drizzle-kit reads this file to generate the SQL migrations in
// ../../drizzle, so it imports nothing from the rest of the package.
import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
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
  type AnyPgColumn,
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
export type CommissionType = 'accommodation_conference' | 'accommodation_conference_meals';
export type ProductFamily = 'accommodation' | 'conference' | 'meal' | 'activity' | 'other';
export type TaskPriority = 'low' | 'normal' | 'high';
export type TaskStatus = 'not_started' | 'in_progress' | 'completed' | 'deferred';
export type AccountImageKind = 'main' | 'gallery' | 'profile';

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
        sql`lower(company_name || ' ' || coalesce(venue_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(corporate_number, '') || ' ' || coalesce(phone, ''))`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('accounts_type_check', sql`${t.type} in ('Customer', 'Partner')`),
    check('accounts_commission_check', sql`${t.commissionBasisPoints} between 0 and 10000 and ${t.commissionMealsBasisPoints} between 0 and 10000`),
    check('accounts_commission_type_check', sql`${t.commissionType} in ('accommodation_conference', 'accommodation_conference_meals')`),
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
    index('accounts_corporate_number_idx').on(t.corporateNumber),
    index('accounts_email_lower_idx').on(sql`lower(${t.email})`),
    index('accounts_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').references((): AnyPgColumn => accounts.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    role: text('role'),
    company: text('company'),
    address: text('address'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(mobile_phone, ''))`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contacts_account_id_idx').on(t.accountId, t.id),
    index('contacts_name_idx').on(t.lastName, t.firstName, t.id),
    index('contacts_company_idx').on(t.company, t.id),
    index('contacts_email_idx').on(t.email, t.id),
    index('contacts_created_at_idx').on(t.createdAt, t.id),
    index('contacts_email_lower_idx').on(sql`lower(${t.email})`),
    index('contacts_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
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

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    notifiableType: text('notifiable_type').$type<NotifiableType>().notNull(),
    notifiableId: integer('notifiable_id').notNull(),
    /** The one admin this is for (a task reminder); null: every admin. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<NotificationData>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_created_at_idx').on(t.createdAt),
    index('notifications_notifiable_idx').on(t.notifiableType, t.notifiableId),
    index('notifications_user_id_idx').on(t.userId),
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
    /** The account the subject relates to, so an account's page lists its activity. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_created_at_idx').on(t.createdAt, t.id),
    index('activity_log_subject_idx').on(t.subjectType, t.subjectId),
    index('activity_log_account_id_idx').on(t.accountId, t.createdAt, t.id),
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

/** Uploaded files (images). The bytes live in the storage (local folder or S3) under `storage_key`. */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Server-chosen random name, also the public URL segment: /api/files/{key}. */
    key: text('key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the file is attached to a record; unattached files are purged after a day. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('files_key_key').on(t.key),
    unique('files_thumbnail_key_key').on(t.thumbnailKey),
    index('files_unattached_idx').on(t.createdAt).where(sql`attached_at is null`),
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

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    family: text('family').$type<ProductFamily>().notNull(),
    active: boolean('active').notNull().default(true),
    /** Money in öre. */
    pricePerPerson: bigint('price_per_person', { mode: 'number' }).notNull().default(0),
    minimumPrice: bigint('minimum_price', { mode: 'number' }).notNull().default(0),
    startPrice: bigint('start_price', { mode: 'number' }).notNull().default(0),
    numberOfCourses: integer('number_of_courses'),
    description: text('description'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || coalesce(description, ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_family_check', sql`${t.family} in ('accommodation', 'conference', 'meal', 'activity', 'other')`),
    check('products_prices_check', sql`${t.pricePerPerson} >= 0 and ${t.minimumPrice} >= 0 and ${t.startPrice} >= 0`),
    check('products_courses_check', sql`${t.numberOfCourses} between 1 and 20`),
    index('products_name_idx').on(t.name, t.id),
    index('products_family_name_idx').on(t.family, t.name, t.id),
    index('products_active_name_idx').on(t.active, t.name, t.id),
    index('products_price_idx').on(t.pricePerPerson, t.id),
    index('products_created_at_idx').on(t.createdAt, t.id),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The opportunity a task or note may relate to. Only its name exists yet: the opportunity
 * pipeline (owner, customer, bidders …) arrives with its own issue and extends this table.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Deleting an account or contact counts its opportunities.
  (t) => [index('opportunities_account_id_idx').on(t.accountId), index('opportunities_contact_id_idx').on(t.contactId)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subject: text('subject').notNull(),
    assignedTo: integer('assigned_to')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    dueDate: date('due_date', { mode: 'string' }),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'restrict' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    opportunityId: integer('opportunity_id').references(() => opportunities.id, { onDelete: 'restrict' }),
    priority: text('priority').$type<TaskPriority>().notNull().default('normal'),
    status: text('status').$type<TaskStatus>().notNull().default('not_started'),
    reminderAt: timestamp('reminder_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    comment: text('comment'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(subject || ' ' || coalesce(comment, ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tasks_priority_check', sql`${t.priority} in ('low', 'normal', 'high')`),
    check('tasks_status_check', sql`${t.status} in ('not_started', 'in_progress', 'completed', 'deferred')`),
    index('tasks_due_date_idx').on(t.dueDate, t.id),
    index('tasks_assigned_to_due_date_idx').on(t.assignedTo, t.dueDate, t.id),
    index('tasks_status_due_date_idx').on(t.status, t.dueDate, t.id),
    index('tasks_subject_idx').on(t.subject, t.id),
    index('tasks_created_at_idx').on(t.createdAt, t.id),
    index('tasks_contact_id_idx').on(t.contactId),
    index('tasks_account_id_idx').on(t.accountId),
    index('tasks_opportunity_id_idx').on(t.opportunityId),
    index('tasks_reminder_due_idx').on(t.reminderAt).where(sql`reminder_sent_at is null and reminder_at is not null`),
    index('tasks_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The list's sort by priority (src/repositories/tasks.ts uses the same expression).
    index('tasks_priority_rank_idx').on(sql`(case ${t.priority} when 'high' then 3 when 'normal' then 2 else 1 end)`, t.id),
    // Counting "my open tasks" reads this index instead of every task.
    index('tasks_assigned_to_status_idx').on(t.assignedTo, t.status),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subject: text('subject').notNull(),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'restrict' }),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    opportunityId: integer('opportunity_id').references(() => opportunities.id, { onDelete: 'restrict' }),
    comment: text('comment'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(subject || ' ' || coalesce(comment, ''))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notes_subject_idx').on(t.subject, t.id),
    index('notes_created_at_idx').on(t.createdAt, t.id),
    index('notes_contact_id_idx').on(t.contactId),
    index('notes_account_id_idx').on(t.accountId, t.createdAt, t.id),
    index('notes_opportunity_id_idx').on(t.opportunityId),
    index('notes_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * The texts every mail is written from: one row per mail the portal sends, in Swedish and
 * English. `{{name}}` placeholders are replaced by HTML-escaped values when a mail is written.
 */
export const emailTemplates = pgTable('email_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique('email_templates_name_key'),
  subjectSv: text('subject_sv').notNull(),
  subjectEn: text('subject_en').notNull(),
  messageSv: text('message_sv').notNull(),
  messageEn: text('message_en').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
