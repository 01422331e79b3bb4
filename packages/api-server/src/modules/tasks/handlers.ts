import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import * as tasks from './service.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';

export function taskHandlers(ctx: AppContext) {
  const getTasks = async (request: OperationRequest<'getTasks'>) => ({
    data: await tasks.getTasks(ctx, callerOf(request).userId, request.query),
  });

  const createTask = async (request: OperationRequest<'createTask'>, reply: FastifyReply) => {
    const data = await tasks.createTask(ctx, callerOf(request).userId, request.body);
    reply.code(201);
    return { data, message: tasks.taskMessages.created };
  };

  const getTask = async (request: OperationRequest<'getTask'>) => ({
    data: await tasks.getTask(ctx, request.params.id),
  });

  const updateTask = async (request: OperationRequest<'updateTask'>) => ({
    data: await tasks.updateTask(ctx, callerOf(request).userId, request.params.id, request.body),
    message: tasks.taskMessages.updated,
  });

  const deleteTask = async (request: OperationRequest<'deleteTask'>) => {
    await tasks.deleteTask(ctx, callerOf(request).userId, request.params.id);
    return { message: tasks.taskMessages.deleted };
  };

  return { getTasks, createTask, getTask, updateTask, deleteTask } satisfies Partial<HandlerMap>;
}
