// What tasks and notes share as records about a contact, an account and an opportunity: their
// ids, how the API shows them, and how a list filters by them. Checking and logging them reads the
// related records' tables, so that lives in modules/activity (checkRelatedInput, recordRelatedActivity).
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Schemas } from './contract.js';

/** A reference to another record as the API shows it; null without one (or when it is gone). */
export const ref = (id: number | null, name: string | null): Schemas['Ref'] | null => (id !== null && name !== null ? { id, name } : null);

/** The contact, account and opportunity a record is about, by id (null where none). */
export interface RelatedIds {
  contactId: number | null;
  accountId: number | null;
  opportunityId: number | null;
}

/** Their names, as a record's list and page read them with it. */
export interface RelatedNames {
  contactName: string | null;
  accountName: string | null;
  opportunityName: string | null;
}

/** What a task or note relates to, as the API shows it. */
export function relatedRefs(ids: RelatedIds, names: RelatedNames) {
  return {
    contact_id: ids.contactId,
    contact: ref(ids.contactId, names.contactName),
    account_id: ids.accountId,
    account: ref(ids.accountId, names.accountName),
    opportunity_id: ids.opportunityId,
    opportunity: ref(ids.opportunityId, names.opportunityName),
  };
}

/** A list's filter by what its records relate to (`?account_id=…&contact_id=…&opportunity_id=…`). */
export interface RelatedFilter {
  accountId: number | undefined;
  contactId: number | undefined;
  opportunityId: number | undefined;
}

export function relatedFilter(input: { account_id?: number; contact_id?: number; opportunity_id?: number }): RelatedFilter {
  return { accountId: input.account_id, contactId: input.contact_id, opportunityId: input.opportunity_id };
}

/** The conditions of a related filter on a table's columns. */
export function relatedConditions(columns: Record<keyof RelatedFilter, PgColumn>, filter: RelatedFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.accountId !== undefined) conditions.push(eq(columns.accountId, filter.accountId));
  if (filter.contactId !== undefined) conditions.push(eq(columns.contactId, filter.contactId));
  if (filter.opportunityId !== undefined) conditions.push(eq(columns.opportunityId, filter.opportunityId));
  return conditions;
}
