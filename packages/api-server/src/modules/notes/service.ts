import { portalPaths } from '../../core/urls.js';
import type { AppContext } from '../../core/context.js';
import type { QueryOf, Schemas } from '../../core/contract.js';
import type { Tx } from '../../core/db/client.js';
import type { LocalizedText } from '../../core/types.js';
import { FieldErrorBag, notFound } from '../../core/errors.js';
import { listWindow, pageMeta, searchTerm } from '../../core/db/paging.js';
import { fieldMessages } from '../../core/validation.js';
import { findRelatedRecords, type RelatedRecords } from '../activity/service.js';
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
import { checkRelations, recordRelatedActivity, relatedIds } from '../activity/service.js';

export const noteMessages = {
  created: { en: 'Note created', sw: 'Anteckningen har skapats' },
  updated: { en: 'Note updated', sw: 'Anteckningen har uppdaterats' },
  deleted: { en: 'Note deleted', sw: 'Anteckningen har tagits bort' },
  missing: { en: 'Note does not exist', sw: 'Anteckningen finns inte' },
} satisfies Record<string, LocalizedText>;

const ref = (id: number | null, name: string | null): Schemas['Ref'] | null => (id !== null && name !== null ? { id, name } : null);

function toDto({ note, authorName, contactName, accountName, opportunityName }: NoteWithNames): Schemas['Note'] {
  return {
    id: note.id,
    subject: note.subject,
    contact_id: note.contactId,
    contact: ref(note.contactId, contactName),
    account_id: note.accountId,
    account: ref(note.accountId, accountName),
    opportunity_id: note.opportunityId,
    opportunity: ref(note.opportunityId, opportunityName),
    comment: note.comment,
    author: ref(note.createdBy, authorName),
    created_at: note.createdAt.toISOString(),
    updated_at: note.updatedAt.toISOString(),
  };
}

const optionalText = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

async function checkNote(
  tx: Tx,
  input: Schemas['NoteInput'],
): Promise<{ values: Omit<NewNoteRow, 'createdBy'>; related: RelatedRecords }> {
  const errors = new FieldErrorBag();
  const subject = input.subject.trim();
  if (subject === '') errors.add('subject', fieldMessages.required);
  const ids = relatedIds(input);
  const related = await checkRelations(tx.db, ids, errors);
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
    await recordRelatedActivity(tx.db, {
      logName: 'Note',
      event: 'created',
      id: note.id,
      name: note.subject,
      related,
      causerId,
      link: portalPaths.note(note.id),
    });
    return reloadNote(tx, note.id);
  });
}

export async function updateNote(ctx: AppContext, causerId: number, id: number, input: Schemas['NoteInput']): Promise<Schemas['Note']> {
  return ctx.database.transaction(async (tx) => {
    if (!(await lockNote(tx.db, id))) throw notFound(noteMessages.missing);
    const { values, related } = await checkNote(tx, input);
    await updateNoteRow(tx.db, id, values);
    await recordRelatedActivity(tx.db, {
      logName: 'Note',
      event: 'updated',
      id,
      name: values.subject,
      related,
      causerId,
      link: portalPaths.note(id),
    });
    return reloadNote(tx, id);
  });
}

export async function deleteNote(ctx: AppContext, causerId: number, id: number): Promise<void> {
  await ctx.database.transaction(async (tx) => {
    const existing = await lockNote(tx.db, id);
    if (!existing) throw notFound(noteMessages.missing);
    const related = await findRelatedRecords(tx.db, existing);
    await deleteNoteRow(tx.db, id);
    await recordRelatedActivity(tx.db, {
      logName: 'Note',
      event: 'deleted',
      id,
      name: existing.subject,
      related,
      causerId,
      link: null,
    });
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
    accountId: input.account_id,
    contactId: input.contact_id,
    opportunityId: input.opportunity_id,
  };
  const { matches, rows } = await listNotes(ctx.database.db, query);
  return { ...pageMeta(query.page, query.perPage, matches, rows.length), data: rows.map(toDto) };
}
