import type { AppContext } from '../../core/context.js';
import * as contactCsv from './csv.js';
import * as contacts from './service.js';
import type { Handler } from '../../core/http/handler.js';

interface CsvImportBody {
  csv: string;
  skip_duplicates?: boolean;
}

export function contactHandlers(ctx: AppContext) {
  const getContacts: Handler<{ Querystring: contacts.ContactListInput }> = async (request) => ({
    data: await contacts.getContacts(ctx, request.query),
  });

  const createContact: Handler<{ Body: contacts.ContactInput }> = async (request, reply) => {
    const data = await contacts.createContact(ctx, request.body);
    reply.code(201);
    return { data, message: contacts.contactMessages.created };
  };

  const getContact: Handler<{ Params: { id: number } }> = async (request) => ({
    data: await contacts.getContact(ctx, request.params.id),
  });

  const updateContact: Handler<{ Params: { id: number }; Body: contacts.ContactInput }> = async (request) => ({
    data: await contacts.updateContact(ctx, request.params.id, request.body),
    message: contacts.contactMessages.updated,
  });

  const deleteContact: Handler<{ Params: { id: number } }> = async (request) => {
    await contacts.deleteContact(ctx, request.params.id);
    return { message: contacts.contactMessages.deleted };
  };

  const exportContacts: Handler<{ Querystring: { search?: string; account_id?: number } }> = async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="contacts.csv"')
      .send(contactCsv.exportContacts(ctx, request.query));

  const previewContactImport: Handler<{ Body: CsvImportBody }> = async (request) => ({
    data: await contactCsv.previewContactImport(ctx, request.body.csv),
  });

  const importContacts: Handler<{ Body: CsvImportBody }> = async (request) => {
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
  };
}
