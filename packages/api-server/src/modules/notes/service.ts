import { recordActivity } from '../../core/audit/audit.js';
import { portalPaths } from '../../core/urls.js';
import type { AppContext } from '../../core/context.js';
import type { QueryOf, Schemas } from '../../core/contract.js';
import type { Tx } from '../../core/db/client.js';
import type { LocalizedText } from '../../core/types.js';
import { FieldErrorBag, notFound } from '../../core/errors.js';
import { listWindow, pageMeta, searchTerm } from '../../core/db/paging.js';
import { ref, relatedFilter, relatedRefs } from '../../core/related.js';
import { fieldMessages, optionalText } from '../../core/validation.js';
import { checkRelatedInput, findRelatedRecords, recordRelatedActivity, type RelatedKind, type RelatedRecords } from '../activity/service.js';
import {
  deleteNoteRow,
  findNote,
  insertNote,
  listNotes,
  lockNote,
  updateNoteRow,
  type NewNoteRow,
  type NoteQuery,
  type NoteWithNames,
} from './repository.js';

export const noteMessages = {
  created: { en: 'Note created', sw: 'Anteckningen har skapats' },
  updated: { en: 'Note updated', sw: 'Anteckningen har uppdaterats' },
  deleted: { en: 'Note deleted', sw: 'Anteckningen har tagits bort' },
  missing: { en: 'Note does not exist', sw: 'Anteckningen finns inte' },
} satisfies Record<string, LocalizedText>;

function toDto({ note, authorName, ...names }: NoteWithNames): Schemas['Note'] {
  return {
    id: note.id,
    subject: note.subject,
    ...relatedRefs(note, names),
    comment: note.comment,
    author: ref(note.createdBy, authorName),
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  };
}

/** How a note's changes are logged. */
export const noteKind: RelatedKind = { logName: 'Note', page: portalPaths.note };

async function checkNote(
  tx: Tx,
  input: Schemas['NoteInput'],
): Promise<{ values: Omit<NewNoteRow, 'createdBy'>; related: RelatedRecords }> {
  const errors = new FieldErrorBag();
  const subject = input.subject.trim();
  if (subject === '') errors.add('subject', fieldMessages.required);
  const { ids, related } = await checkRelatedInput(tx.db, input, errors);
  errors.throwIfAny();
  return { values: { subject, ...ids, comment: optionalText(input.comment) }, related };
}

async function reloadNote(tx: Tx, id: number): Promise<Schemas['Note']> {
  const row = await findNote(tx.db, id);
  if (!row) throw notFound(noteMessages.missing);
  return toDto(row);
}

/** The author is the admin who writes the note; an edit by another admin keeps the author. */
export async function createNote(ctx: AppContext, causerId: number, input: Schemas['NoteInput']): Promise<Schemas['Note']> {
  return ctx.database.transaction(async (tx) => {
    const { values, related } = await checkNote(tx, input);
    const note = await insertNote(tx.db, { ...values, createdBy: causerId });
    await recordRelatedActivity(tx.db, noteKind, { event: 'created', record: note, related, causerId });
    return reloadNote(tx, note.id);
  });
}

export async function updateNote(ctx: AppContext, causerId: number, id: number, input: Schemas['NoteInput']): Promise<Schemas['Note']> {
  return ctx.database.transaction(async (tx) => {
    if (!(await lockNote(tx.db, id))) throw notFound(noteMessages.missing);
    const { values, related } = await checkNote(tx, input);
    await updateNoteRow(tx.db, id, values);
    await recordRelatedActivity(tx.db, noteKind, { event: 'updated', record: { id, subject: values.subject }, related, causerId });
    return reloadNote(tx, id);
  });
}

export async function deleteNote(ctx: AppContext, causerId: number, id: number): Promise<void> {
  await ctx.database.transaction(async (tx) => {
    const existing = await lockNote(tx.db, id);
    if (!existing) throw notFound(noteMessages.missing);
    const related = await findRelatedRecords(tx.db, existing);
    await deleteNoteRow(tx.db, id);
    await recordRelatedActivity(tx.db, noteKind, { event: 'deleted', record: existing, related, causerId });
  });
}

export async function getNote(ctx: AppContext, id: number): Promise<Schemas['Note']> {
  const row = await findNote(ctx.database.db, id);
  if (!row) throw notFound(noteMessages.missing);
  return toDto(row);
}

export async function getNotes(ctx: AppContext, input: QueryOf<'getNotes'>): Promise<Schemas['NotePage']> {
  const query: NoteQuery = {
    ...listWindow(input, { sort: 'created_at', order: 'desc' }),
    search: searchTerm(input.search),
    ...relatedFilter(input),
  };
  const { matches, rows } = await listNotes(ctx.database.db, query);
  return { ...pageMeta(query.page, query.perPage, matches, rows.length), data: rows.map(toDto) };
}

/**
 * A note the customer wrote through their request page (modules/customer-requests): no author
 * (the customer is no user), about the opportunity when there is one, logged as created by nobody.
 */
export async function createCustomerNote(
  tx: Tx,
  input: { subject: string; comment: string; opportunityId: number | null; accountId: number | null; contactId: number | null },
): Promise<number> {
  const note = await insertNote(tx.db, {
    subject: input.subject,
    comment: input.comment,
    opportunityId: input.opportunityId,
    accountId: input.accountId,
    contactId: input.contactId,
    createdBy: null,
  });
  await recordActivity(tx.db, {
    logName: noteKind.logName,
    event: 'created',
    subjectType: noteKind.logName,
    subjectId: note.id,
    causerId: null,
    properties: { name: note.subject },
    accountId: input.accountId,
    link: noteKind.page(note.id),
  });
  return note.id;
}
