import type { FastifyRequest } from 'fastify';
import type { LocalizedText } from '../types.js';
import { FieldErrorBag, fieldError, HttpError, messages } from '../errors.js';
import { fieldMessages } from '../validation.js';

/** The largest accepted upload is one byte under 30 MB (SPEC §9: images under 30 MB). */
export const MAX_UPLOAD_BYTES = 30 * 1024 * 1024;

/** @fastify/multipart limits: busboy stops a file that grows past `fileSize` bytes. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES - 1,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 11,
};

export const uploadMessages = {
  tooLarge: { en: 'The image must be smaller than 30 MB.', sw: 'Bilden måste vara mindre än 30 MB.' },
  oneFile: { en: 'Send one image at a time.', sw: 'Skicka en bild i taget.' },
  tooManyFields: { en: 'The form has too many fields.', sw: 'Formuläret har för många fält.' },
  notText: { en: 'The field must be a text, not a file', sw: 'Fältet måste vara en text, inte en fil' },
} satisfies Record<string, LocalizedText>;

export interface UploadedFile {
  field: string;
  /** The client's name, for logs only: stored files get server-chosen names. */
  filename: string;
  data: Buffer;
}

const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

type MultipartBody = Record<string, string | string[]>;

function addField(body: MultipartBody, name: string, value: string): void {
  const previous = body[name];
  // A field sent twice becomes a list, which a text field's schema refuses (422), as in a
  // urlencoded body; nothing is silently overwritten.
  body[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
}

/**
 * What a multipart body that could not be read answers. Every failure of the parser (no
 * boundary, a body cut off, a malformed part header, a part without a name) is the client's:
 * 400, or 413 past the limits on fields and parts, or 422 on the file field.
 */
function multipartFailure(request: FastifyRequest, error: unknown, fileFields: ReadonlySet<string>): Error {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  const fileField = (error as { part?: { fieldname?: string } }).part?.fieldname ?? [...fileFields][0] ?? 'file';
  request.log.info({ code, reason: (error as Error).message }, 'multipart body refused');
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fieldError(fileField, uploadMessages.tooLarge);
    case 'FST_FILES_LIMIT':
      return fieldError(fileField, uploadMessages.oneFile);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, { message: uploadMessages.tooManyFields });
    default:
      return new HttpError(400, { message: messages.badRequest });
  }
}

/**
 * Reads a multipart body: text fields become the body, files are buffered (each under the
 * limit) and kept aside; a file field's value in the body is the file's name, so the
 * operation's schema can check that the field is there. `fileFields` are the fields the
 * operation takes as files (`format: binary`): a file sent in any other field is drained and
 * refused on that field, and a text longer than the multipart limit is refused, not cut.
 */
export async function readMultipartBody(request: FastifyRequest, fileFields: ReadonlySet<string> = new Set(['file'])): Promise<MultipartBody> {
  const body: MultipartBody = {};
  const files: UploadedFile[] = [];
  const errors = new FieldErrorBag();
  try {
    for await (const part of request.parts()) {
      const name = part.fieldname;
      // A part without a name, or with a name longer than busboy reads (100 bytes), is no field of any form.
      if (!name || (part as { fieldnameTruncated?: boolean }).fieldnameTruncated) throw new HttpError(400, { message: messages.badRequest });
      if (part.type === 'file') {
        if (!fileFields.has(name)) {
          part.file.resume();
          if (!errors.has(name)) errors.add(name, uploadMessages.notText);
          continue;
        }
        files.push({ field: name, filename: part.filename, data: await part.toBuffer() });
        addField(body, name, part.filename);
      } else {
        if (part.valueTruncated && !errors.has(name)) errors.add(name, fieldMessages.tooLong);
        addField(body, name, typeof part.value === 'string' ? part.value : String(part.value));
      }
    }
  } catch (error) {
    throw multipartFailure(request, error, fileFields);
  }
  errors.throwIfAny();
  uploads.set(request, files);
  return body;
}

/** The file a multipart request sent in `field`, read by readMultipartBody. */
export function uploadedFile(request: FastifyRequest, field: string): UploadedFile | undefined {
  return uploads.get(request)?.find((file) => file.field === field);
}
