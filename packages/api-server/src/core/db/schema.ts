// Every table of the database, from the schema.ts of each domain and of core. drizzle-kit reads
// this list (drizzle.config.ts) to generate migrations; the server code imports tables from the
// file that defines them, never from here.
export * from '../../modules/accounts/schema.js';
export * from '../../modules/leads/schema.js';
export * from '../../modules/auth/schema.js';
export * from '../mail/schema.js';
export * from '../audit/schema.js';
export * from '../views/schema.js';
export * from '../../modules/products/schema.js';
export * from '../../modules/tasks/schema.js';
export * from '../../modules/contacts/schema.js';
export * from '../auth/schema.js';
export * from '../throttle/schema.js';
export * from '../../modules/reference/schema.js';
export * from '../../modules/files/schema.js';
export * from '../../modules/opportunities/schema.js';
export * from '../../modules/notes/schema.js';
export * from '../money/schema.js';
export * from '../links/schema.js';
export * from '../../modules/bidders/schema.js';
export * from '../../modules/settings/schema.js';
export * from '../../modules/needs-analysis/schema.js';
export * from '../../modules/quotes/schema.js';
export * from '../../modules/presentations/schema.js';
export * from '../../modules/bookings/schema.js';
export * from '../../modules/commissions/schema.js';
export * from '../../modules/customer-requests/schema.js';
