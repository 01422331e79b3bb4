import type { FastifyReply } from 'fastify';
import { callerOf } from '../../core/http/access-control.js';
import type { AppContext } from '../../core/context.js';
import * as contactCsv from './csv.js';
import * as contacts from './service.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';

export function contactHandlers(ctx: AppContext) {
  const getContacts = async (request: OperationRequest<'getContacts'>) => ({
    data: await contacts.getContacts(ctx, request.query),
  });

  const createContact = async (request: OperationRequest<'createContact'>, reply: FastifyReply) => {
    const data = await contacts.createContact(ctx, callerOf(request), request.body);
    reply.code(201);
    return { data, message: contacts.contactMessages.created };
  };

  const getContact = async (request: OperationRequest<'getContact'>) => ({
    data: await contacts.getContact(ctx, request.params.id),
  });

  const updateContact = async (request: OperationRequest<'updateContact'>) => ({
    data: await contacts.updateContact(ctx, callerOf(request), request.params.id, request.body),
    message: contacts.contactMessages.updated,
  });

  const deleteContact = async (request: OperationRequest<'deleteContact'>) => {
    await contacts.deleteContact(ctx, callerOf(request), request.params.id);
    return { message: contacts.contactMessages.deleted };
  };

  const exportContacts = async (request: OperationRequest<'exportContacts'>, reply: FastifyReply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="contacts.csv"')
      .send(contactCsv.exportContacts(ctx, request.query));

  const previewContactImport = async (request: OperationRequest<'previewContactImport'>) => ({
    data: await contactCsv.previewContactImport(ctx, request.body.csv),
  });

  const importContacts = async (request: OperationRequest<'importContacts'>) => {
    const data = await contactCsv.importContacts(ctx, request.body.csv, request.body.skip_duplicates ?? true);
    return { data, message: contactCsv.contactsImported(data.created) };
  };

  return {
    getContacts,
    createContact,
    getContact,
    updateContact,
    deleteContact,
    exportContacts,
    previewContactImport,
    importContacts,
  } satisfies Partial<HandlerMap>;
}
