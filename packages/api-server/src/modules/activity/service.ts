import type { AppContext } from '../../core/context.js';
import type { QueryOf, Schemas } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import type { ActivityEvent, ActivityProperties } from '../../core/audit/schema.js';
import type { FieldErrorBag } from '../../core/errors.js';
import { recordActivity } from '../../core/audit/audit.js';
import type { RelatedIds } from '../../core/related.js';
import { findRelatedRecords, latestActivities, type RelatedRecords } from './repository.js';

export const ACTIVITY_LIST_SIZE = 50;

export async function getLogActivities(ctx: AppContext, input: QueryOf<'getLogActivities'> = {}): Promise<Schemas['LogActivity'][]> {
  const rows = await latestActivities(ctx.database.db, ACTIVITY_LIST_SIZE, input.account_id);
  return rows.map(({ entry, causerName }): Schemas['LogActivity'] => ({
    log_id: entry.id,
    log_name: entry.logName,
    event: entry.event,
    properties: entry.properties,
    causer_name: causerName,
    link: entry.link,
    created_at: entry.createdAt.toISOString(),
  }));
}

/** What a task or note may relate to, as the API receives it (TaskInput and NoteInput alike). */
export type RelationInput = Pick<Schemas['TaskInput'] & Schemas['NoteInput'], 'contact_id' | 'account_id' | 'opportunity_id'>;

function relatedIds(input: RelationInput): RelatedIds {
  return {
    contactId: input.contact_id ?? null,
    accountId: input.account_id ?? null,
    opportunityId: input.opportunity_id ?? null,
  };
}

/**
 * Loads the related records and reports each missing one on its field. A contact of another
 * account than the chosen one is refused (the record would show up on the wrong account's
 * page); a contact without any account may go with any account.
 */
async function checkRelations(db: Db, ids: RelatedIds, errors: FieldErrorBag): Promise<RelatedRecords> {
  const related = await findRelatedRecords(db, ids);
  if (ids.contactId !== null && !related.contact) {
    errors.add('contact_id', { en: 'The selected contact does not exist', sw: 'Den valda kontakten finns inte' });
  }
  if (ids.accountId !== null && !related.account) {
    errors.add('account_id', { en: 'The selected account does not exist', sw: 'Det valda kontot finns inte' });
  }
  if (ids.opportunityId !== null && !related.opportunity) {
    errors.add('opportunity_id', { en: 'The selected opportunity does not exist', sw: 'Den valda affärsmöjligheten finns inte' });
  }
  if (related.contact && related.account && related.contact.accountId !== null && related.contact.accountId !== related.account.id) {
    errors.add('contact_id', {
      en: 'The selected contact belongs to another account',
      sw: 'Den valda kontakten tillhör ett annat konto',
    });
  }
  return related;
}

/** What a task's or note's input relates to, checked: each related record there (else an error on its field). */
export async function checkRelatedInput(db: Db, input: RelationInput, errors: FieldErrorBag): Promise<{ ids: RelatedIds; related: RelatedRecords }> {
  const ids = relatedIds(input);
  return { ids, related: await checkRelations(db, ids, errors) };
}

/** A kind of record about a contact, an account and an opportunity (tasks, notes): its log name and its page. */
export interface RelatedKind {
  logName: 'Task' | 'Note';
  page: (id: number) => string;
}

/**
 * The log entry of a task's or note's change (SPEC §3 Log activity): the record's name and the
 * names of what it relates to, listed on the related account's page too; linked to the record's
 * page while it exists.
 */
export function recordRelatedActivity(
  db: Db,
  kind: RelatedKind,
  entry: {
    event: ActivityEvent;
    record: { id: number; subject: string };
    related: RelatedRecords;
    causerId: number;
    createdAt?: Date;
  },
): Promise<void> {
  return recordActivity(db, {
    logName: kind.logName,
    event: entry.event,
    subjectType: kind.logName,
    subjectId: entry.record.id,
    causerId: entry.causerId,
    properties: relatedProperties(entry.record.subject, entry.related),
    accountId: relatedAccountId(entry.related),
    link: entry.event === 'deleted' ? null : kind.page(entry.record.id),
    ...(entry.createdAt ? { createdAt: entry.createdAt } : {}),
  });
}

/** The log entry's properties: the record's name and the names of what it relates to. */
function relatedProperties(name: string, related: RelatedRecords): ActivityProperties {
  return {
    name,
    ...(related.account ? { account: { name: related.account.name } } : {}),
    ...(related.opportunity ? { opportunity: { name: related.opportunity.name } } : {}),
    ...(related.contact ? { contact: { name: related.contact.name } } : {}),
  };
}

/** The account whose page lists the record: the chosen one, else the contact's or the opportunity's. */
function relatedAccountId(related: RelatedRecords): number | null {
  return related.account?.id ?? related.contact?.accountId ?? related.opportunity?.accountId ?? null;
}

// For tasks and notes, which write entries about what they relate to.
export { findRelatedRecords, type RelatedRecords } from './repository.js';
