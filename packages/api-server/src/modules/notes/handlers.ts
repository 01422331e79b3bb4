import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import * as notes from './service.js';
import type { Handler } from '../../core/http/handler.js';

export function noteHandlers(ctx: AppContext) {
  const getNotes: Handler<{ Querystring: notes.NoteListInput }> = async (request) => ({
    data: await notes.getNotes(ctx, request.query),
  });

  const createNote: Handler<{ Body: notes.NoteInput }> = async (request, reply) => {
    const data = await notes.createNote(ctx, callerOf(request).userId, request.body);
    reply.code(201);
    return { data, message: notes.noteMessages.created };
  };

  const getNote: Handler<{ Params: { id: number } }> = async (request) => ({
    data: await notes.getNote(ctx, request.params.id),
  });

  const updateNote: Handler<{ Params: { id: number }; Body: notes.NoteInput }> = async (request) => ({
    data: await notes.updateNote(ctx, callerOf(request).userId, request.params.id, request.body),
    message: notes.noteMessages.updated,
  });

  const deleteNote: Handler<{ Params: { id: number } }> = async (request) => {
    await notes.deleteNote(ctx, callerOf(request).userId, request.params.id);
    return { message: notes.noteMessages.deleted };
  };

  return { getNotes, createNote, getNote, updateNote, deleteNote };
}
