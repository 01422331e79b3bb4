import type { paths, Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';
import { keepPreviousData } from '@tanstack/react-query';

export type Note = Schemas['Note'];

/** What the note list can ask the server for. */
export type NotesQuery = NonNullable<paths['/notes']['get']['parameters']['query']>;
export type NoteSortField = NonNullable<NotesQuery['sort']>;

export const NOTE_SORT_FIELDS: readonly NoteSortField[] = ['created_at', 'subject'];

/** One page of notes, paged, searched and sorted on the server; the previous page stays while the next loads. */
export function useNotes(query: NotesQuery) {
  return $api.useQuery('get', '/notes', { params: { query } }, { placeholderData: keepPreviousData, select: (body) => body.data });
}
