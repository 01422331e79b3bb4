import type { AppContext } from '../context.js';
import { fieldError } from '../lib/errors.js';
import { fieldMessages } from '../lib/validation.js';
import { callerOf } from '../plugins/access-control.js';
import * as files from '../services/files.js';
import { uploadedFile } from '../storage/uploads.js';
import type { Handler } from './types.js';

export function fileHandlers(ctx: AppContext) {
  const uploadFile: Handler = async (request, reply) => {
    const upload = uploadedFile(request, 'file');
    if (!upload) throw fieldError('file', fieldMessages.required);
    const data = await files.uploadImage(ctx, callerOf(request).userId, upload.data);
    reply.code(201);
    return { data, message: files.fileMessages.uploaded };
  };

  const getFile: Handler<{ Params: { key: string } }> = async (request, reply) => {
    const file = await files.getFile(ctx, request.params.key);
    return reply
      .type(file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${file.filename}"`)
      // Keys are never reused, so a key's bytes never change; a day's caching still lets an
      // image an admin deleted disappear from shared caches soon after.
      .header('cache-control', 'public, max-age=86400')
      .send(file.stream);
  };

  return { uploadFile, getFile };
}
