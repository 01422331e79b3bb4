import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { callerOf } from '../../core/http/access-control.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';
import * as needs from './service.js';

const { needsMessages: messages } = needs;

export function needsAnalysisHandlers(ctx: AppContext) {
  const getNeedsQuestions = async (request: OperationRequest<'getNeedsQuestions'>) => ({
    data: await needs.getQuestions(ctx, request.query.include_inactive ?? false),
  });

  const createNeedsQuestion = async (request: OperationRequest<'createNeedsQuestion'>, reply: FastifyReply) => {
    const data = await needs.createQuestion(ctx, request.body);
    reply.code(201);
    return { data, message: messages.created };
  };

  const updateNeedsQuestion = async (request: OperationRequest<'updateNeedsQuestion'>) => ({
    data: await needs.updateQuestion(ctx, request.params.id, request.body),
    message: messages.updated,
  });

  const deleteNeedsQuestion = async (request: OperationRequest<'deleteNeedsQuestion'>) => {
    await needs.deleteQuestion(ctx, request.params.id);
    return { message: messages.deleted };
  };

  const getNeedsAnswers = async (request: OperationRequest<'getNeedsAnswers'>) => ({ data: await needs.getAnswers(ctx, request.params.id) });

  const saveNeedsAnswers = async (request: OperationRequest<'saveNeedsAnswers'>) => ({
    data: await needs.saveAnswers(ctx, callerOf(request), request.params.id, request.body),
    message: messages.saved,
  });

  return {
    getNeedsQuestions,
    createNeedsQuestion,
    updateNeedsQuestion,
    deleteNeedsQuestion,
    getNeedsAnswers,
    saveNeedsAnswers,
  } satisfies Partial<HandlerMap>;
}
