import type { FastifyReply } from 'fastify';
import { callerOf } from '../../core/http/access-control.js';
import type { AppContext } from '../../core/context.js';
import * as accountCsv from './csv.js';
import * as accounts from './service.js';
import * as partnerProfile from './partner-profile.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';

export function accountHandlers(ctx: AppContext) {
  const getAccounts = async (request: OperationRequest<'getAccounts'>) => ({
    data: await accounts.getAccounts(ctx, request.query),
  });

  const createAccount = async (request: OperationRequest<'createAccount'>, reply: FastifyReply) => {
    const data = await accounts.createAccount(ctx, callerOf(request), request.body);
    reply.code(201);
    return { data, message: accounts.accountMessages.created };
  };

  const getAccount = async (request: OperationRequest<'getAccount'>) => ({
    data: await accounts.getAccount(ctx, request.params.id),
  });

  const updateAccount = async (request: OperationRequest<'updateAccount'>) => ({
    data: await accounts.updateAccount(ctx, callerOf(request), request.params.id, request.body),
    message: accounts.accountMessages.updated,
  });

  const deleteAccount = async (request: OperationRequest<'deleteAccount'>) => {
    await accounts.deleteAccount(ctx, callerOf(request), request.params.id);
    return { message: accounts.accountMessages.deleted };
  };

  const getAccountOwners = async () => ({ data: await accounts.getAccountOwners(ctx) });

  const exportAccounts = async (request: OperationRequest<'exportAccounts'>, reply: FastifyReply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="accounts.csv"')
      .send(accountCsv.exportAccounts(ctx, request.query));

  const previewAccountImport = async (request: OperationRequest<'previewAccountImport'>) => ({
    data: await accountCsv.previewAccountImport(ctx, request.body.csv),
  });

  const importAccounts = async (request: OperationRequest<'importAccounts'>) => {
    const data = await accountCsv.importAccounts(ctx, request.body.csv, request.body.skip_duplicates ?? true);
    return { data, message: accountCsv.accountsImported(data.created) };
  };

  // The partner portal: the venue's own account (the caller's), never another's.
  const getPartnerAccount = async (request: OperationRequest<'getPartnerAccount'>) => ({
    data: await partnerProfile.getPartnerAccount(ctx, callerOf(request)),
  });

  const updatePartnerProfile = async (request: OperationRequest<'updatePartnerProfile'>) => ({
    data: await partnerProfile.updatePartnerProfile(ctx, callerOf(request), request.body),
    message: partnerProfile.partnerProfileMessages.saved,
  });

  return {
    getAccounts,
    createAccount,
    getAccount,
    updateAccount,
    deleteAccount,
    getAccountOwners,
    exportAccounts,
    previewAccountImport,
    importAccounts,
    getPartnerAccount,
    updatePartnerProfile,
  } satisfies Partial<HandlerMap>;
}
