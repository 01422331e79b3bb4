import type { AppContext } from '../../core/context.js';
import type { AccountType } from './schema.js';
import * as accountCsv from './csv.js';
import * as accounts from './service.js';
import type { Handler } from '../../core/http/handler.js';

interface CsvImportBody {
  csv: string;
  skip_duplicates?: boolean;
}

export function accountHandlers(ctx: AppContext) {
  const getAccounts: Handler<{ Querystring: accounts.AccountListInput }> = async (request) => ({
    data: await accounts.getAccounts(ctx, request.query),
  });

  const createAccount: Handler<{ Body: accounts.AccountInput }> = async (request, reply) => {
    const data = await accounts.createAccount(ctx, request.body);
    reply.code(201);
    return { data, message: accounts.accountMessages.created };
  };

  const getAccount: Handler<{ Params: { id: number } }> = async (request) => ({
    data: await accounts.getAccount(ctx, request.params.id),
  });

  const updateAccount: Handler<{ Params: { id: number }; Body: accounts.AccountInput }> = async (request) => ({
    data: await accounts.updateAccount(ctx, request.params.id, request.body),
    message: accounts.accountMessages.updated,
  });

  const deleteAccount: Handler<{ Params: { id: number } }> = async (request) => {
    await accounts.deleteAccount(ctx, request.params.id);
    return { message: accounts.accountMessages.deleted };
  };

  const getAccountOwners: Handler = async () => ({ data: await accounts.getAccountOwners(ctx) });

  const exportAccounts: Handler<{ Querystring: { search?: string; type?: AccountType } }> = async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="accounts.csv"')
      .send(accountCsv.exportAccounts(ctx, request.query));

  const previewAccountImport: Handler<{ Body: CsvImportBody }> = async (request) => ({
    data: await accountCsv.previewAccountImport(ctx, request.body.csv),
  });

  const importAccounts: Handler<{ Body: CsvImportBody }> = async (request) => {
    const data = await accountCsv.importAccounts(ctx, request.body.csv, request.body.skip_duplicates ?? true);
    return { data, message: accountCsv.accountsImported(data.created) };
  };

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
  };
}
