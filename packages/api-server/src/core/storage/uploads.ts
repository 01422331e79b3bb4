import type { FastifyRequest } from 'fastify';
import type { LocalizedText } from '../types.js';
import { fieldError } from '../errors.js';

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
} satisfies Record<string, LocalizedText>;

export interface UploadedFile {
  field: string;
  /** The client's name, for logs only: stored files get server-chosen names. */
  filename: string;
  data: Buffer;
}

const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

/**
 * Reads a multipart body: text fields become the body, files are buffered (each under the
 * limit) and kept aside; a file field's value in the body is the file's name, so the
 * operation's schema can check that the field is there.
 */
export async function readMultipartBody(request: FastifyRequest): Promise<Record<string, string>> {
  const body: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files.push({ field: part.fieldname, filename: part.filename, data: await part.toBuffer() });
        body[part.fieldname] = part.filename;
      } else {
        body[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', uploadMessages.tooLarge);
    throw error;
  }
  uploads.set(request, files);
  return body;
}

/** The file a multipart request sent in `field`, read by readMultipartBody. */
export function uploadedFile(request: FastifyRequest, field: string): UploadedFile | undefined {
  return uploads.get(request)?.find((file) => file.field === field);
}
