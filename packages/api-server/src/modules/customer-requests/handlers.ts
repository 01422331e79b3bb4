import type { AppContext } from '../../core/context.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';
import { linkOf } from '../../core/links/security.js';
import * as requests from './service.js';

const { customerRequestMessages: messages } = requests;

/** The customer's request page: every call by the `customer_request` link (X-Link-Token). */
export function customerRequestHandlers(ctx: AppContext) {
  return {
    getCustomerRequest: async (request: OperationRequest<'getCustomerRequest'>) => ({ data: await requests.requestStatus(ctx, linkOf(request)) }),
    openCustomerRequestStep: async (request: OperationRequest<'openCustomerRequestStep'>) => ({
      data: { path: await requests.nextStepPath(ctx, linkOf(request), request.body.step) },
      message: messages.linkReady,
    }),
    askCustomerRequestQuestion: async (request: OperationRequest<'askCustomerRequestQuestion'>) => {
      await requests.askQuestion(ctx, linkOf(request), request.body, request.ip);
      return { data: await requests.requestStatus(ctx, linkOf(request)), message: messages.questionSent };
    },
    sayNoneSuits: async (request: OperationRequest<'sayNoneSuits'>) => {
      await requests.sayNoneSuits(ctx, linkOf(request), request.body, request.ip);
      return { data: await requests.requestStatus(ctx, linkOf(request)), message: messages.noneSuitsSent };
    },
    requestLinkFromPresentation: async (request: OperationRequest<'requestLinkFromPresentation'>) => ({
      data: { path: await requests.requestPathFromLink(ctx, linkOf(request)) },
      message: messages.linkReady,
    }),
    requestLinkFromPreliminaryBooking: async (request: OperationRequest<'requestLinkFromPreliminaryBooking'>) => ({
      data: { path: await requests.requestPathFromLink(ctx, linkOf(request)) },
      message: messages.linkReady,
    }),
  } satisfies Partial<HandlerMap>;
}
