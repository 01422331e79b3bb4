import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../core/context.js';
import { fieldError } from '../../core/errors.js';
import { fieldMessages } from '../../core/validation.js';
import { callerOf } from '../../core/http/access-control.js';
import * as files from './service.js';
import { uploadedFile } from '../../core/storage/uploads.js';
import type { HandlerMap, OperationRequest } from '../../core/http/handler.js';

export function fileHandlers(ctx: AppContext) {
  const uploadFile = async (request: OperationRequest<'uploadFile'>, reply: FastifyReply) => {
    const upload = uploadedFile(request, 'file');
    if (!upload) throw fieldError('file', fieldMessages.required);
    const data = await files.uploadImage(ctx, callerOf(request).userId, upload.data);
    reply.code(201);
    return { data, message: files.fileMessages.uploaded };
  };

  const getFile = async (request: OperationRequest<'getFile'>, reply: FastifyReply) => {
    const file = await files.getFile(ctx, request.params.key);
    return reply
      .type(file.contentType)
      .header('x-content-type-options', 'nosniff')
      // Images show in the page; documents (quote attachments) are downloaded, never rendered.
      .header('content-disposition', `${files.isImageType(file.contentType) ? 'inline' : 'attachment'}; filename="${file.filename}"`)
      // Cached a day, by the operation's x-cache-control (files.yaml; core/http/cache-control.ts).
      .send(file.stream);
  };

  return { uploadFile, getFile } satisfies Partial<HandlerMap>;
}
