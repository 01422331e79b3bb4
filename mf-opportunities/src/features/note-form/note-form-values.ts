import type { Schemas } from '@portal/api-client';
import type { Note } from '../../api/use-notes';

export type NoteInput = Schemas['NoteInput'];

export interface NoteFormValues {
  subject: string;
  contact_id: number | null;
  account_id: number | null;
  comment: string;
}

/** The fields the server may name in a 422, each with a form field of the same name. */
export const NOTE_FIELDS = ['subject', 'contact_id', 'account_id', 'comment'] as const;

export const NOTE_SUBJECT_MAX = 200;
export const NOTE_COMMENT_MAX = 10_000;

/** A new note, maybe about a given account or contact. */
export function newNoteValues(related: { accountId?: number; contactId?: number }): NoteFormValues {
  return { subject: '', contact_id: related.contactId ?? null, account_id: related.accountId ?? null, comment: '' };
}

export function noteValues(note: Note): NoteFormValues {
  return { subject: note.subject, contact_id: note.contact_id, account_id: note.account_id, comment: note.comment ?? '' };
}

/** What the server gets; an existing note keeps its opportunity, which is not edited here. */
export function toNoteInput(values: NoteFormValues, opportunityId: number | null = null): NoteInput {
  return {
    subject: values.subject.trim(),
    contact_id: values.contact_id ?? null,
    account_id: values.account_id ?? null,
    opportunity_id: opportunityId,
    comment: values.comment.trim() || null,
  };
}
