import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import * as tasks from './service.js';
import type { Handler } from '../../core/http/handler.js';

export function taskHandlers(ctx: AppContext) {
  const getTasks: Handler<{ Querystring: tasks.TaskListInput }> = async (request) => ({
    data: await tasks.getTasks(ctx, callerOf(request).userId, request.query),
  });

  const createTask: Handler<{ Body: tasks.TaskInput }> = async (request, reply) => {
    const data = await tasks.createTask(ctx, callerOf(request).userId, request.body);
    reply.code(201);
    return { data, message: tasks.taskMessages.created };
  };

  const getTask: Handler<{ Params: { id: number } }> = async (request) => ({
    data: await tasks.getTask(ctx, request.params.id),
  });

  const updateTask: Handler<{ Params: { id: number }; Body: tasks.TaskInput }> = async (request) => ({
    data: await tasks.updateTask(ctx, callerOf(request).userId, request.params.id, request.body),
    message: tasks.taskMessages.updated,
  });

  const deleteTask: Handler<{ Params: { id: number } }> = async (request) => {
    await tasks.deleteTask(ctx, callerOf(request).userId, request.params.id);
    return { message: tasks.taskMessages.deleted };
  };

  return { getTasks, createTask, getTask, updateTask, deleteTask };
}
