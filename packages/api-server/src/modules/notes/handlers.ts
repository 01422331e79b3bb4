import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import * as notes from './service.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';

export function noteHandlers(ctx: AppContext) {
  const getNotes = async (request: OperationRequest<'getNotes'>) => ({
    data: await notes.getNotes(ctx, request.query),
  });

  const createNote = async (request: OperationRequest<'createNote'>, reply: FastifyReply) => {
    const data = await notes.createNote(ctx, callerOf(request).userId, request.body);
    reply.code(201);
    return { data, message: notes.noteMessages.created };
  };

  const getNote = async (request: OperationRequest<'getNote'>) => ({
    data: await notes.getNote(ctx, request.params.id),
  });

  const updateNote = async (request: OperationRequest<'updateNote'>) => ({
    data: await notes.updateNote(ctx, callerOf(request).userId, request.params.id, request.body),
    message: notes.noteMessages.updated,
  });

  const deleteNote = async (request: OperationRequest<'deleteNote'>) => {
    await notes.deleteNote(ctx, callerOf(request).userId, request.params.id);
    return { message: notes.noteMessages.deleted };
  };

  return { getNotes, createNote, getNote, updateNote, deleteNote } satisfies Partial<HandlerMap>;
}
