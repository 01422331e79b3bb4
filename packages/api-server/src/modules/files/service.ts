import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { AppContext } from '../../core/context.js';
import type { Schemas } from '../../core/contract.js';
import type { LocalizedText } from '../../core/types.js';
import { fieldError, notFound } from '../../core/errors.js';
import { findFileByKey, insertFile, type FileRow, type StoredKeys } from './repository.js';
import { MAX_UPLOAD_BYTES, uploadMessages } from '../../core/storage/uploads.js';

export const fileMessages = {
  uploaded: { en: 'Image uploaded', sw: 'Bilden har laddats upp' },
  notImage: { en: 'The file is not an image (JPEG, PNG, WebP or GIF).', sw: 'Filen är inte en bild (JPEG, PNG, WebP eller GIF).' },
  notDocument: {
    en: 'The file is not a PDF or office document (Word, Excel, PowerPoint, OpenDocument).',
    sw: 'Filen är inte en PDF eller ett Office-dokument (Word, Excel, PowerPoint, OpenDocument).',
  },
  tooLarge: { en: 'The file must be smaller than 30 MB.', sw: 'Filen måste vara mindre än 30 MB.' },
  missing: { en: 'The file does not exist', sw: 'Filen finns inte' },
} satisfies Record<string, LocalizedText>;

type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

const CONTENT_TYPES: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/vnd.ms-office': 'doc',
};

/** Whether a stored type is shown in the browser (images) or downloaded (documents). */
export function isImageType(contentType: string): boolean {
  return contentType.startsWith('image/');
}

const OOXML_PARTS: [string, string][] = [
  ['word/', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt/', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
];

/**
 * The document type the bytes are, by their content only: a PDF (`%PDF-`), an Office Open XML
 * package (a ZIP with `[Content_Types].xml` and a word/, xl/ or ppt/ part), an OpenDocument (a
 * ZIP whose first entry `mimetype` names it) or a legacy Office file (the OLE2 signature).
 * Anything else, whatever its name, is not one.
 */
export function documentType(data: Buffer): string | undefined {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'application/vnd.ms-office';
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    const nameLength = data.readUInt16LE(26);
    const extraLength = data.readUInt16LE(28);
    const firstName = data.subarray(30, 30 + nameLength).toString('latin1');
    if (firstName === 'mimetype') {
      const start = 30 + nameLength + extraLength;
      const mime = data.subarray(start, start + 80).toString('latin1');
      for (const kind of ['text', 'spreadsheet', 'presentation']) {
        if (mime.startsWith(`application/vnd.oasis.opendocument.${kind}`)) return `application/vnd.oasis.opendocument.${kind}`;
      }
      return undefined;
    }
    // The central directory lists every part's name; look only at the package's end.
    const tail = data.subarray(Math.max(0, data.length - 65_536)).toString('latin1');
    if (!tail.includes('[Content_Types].xml')) return undefined;
    for (const [part, type] of OOXML_PARTS) if (tail.includes(part)) return type;
  }
  return undefined;
}

/**
 * Stores an uploaded document (PDF or office file, checked by its content) under a new random
 * key, unattached until a record names it.
 */
export async function uploadDocument(ctx: AppContext, uploaderId: number | null, data: Buffer): Promise<Schemas['StoredFile']> {
  if (data.length >= MAX_UPLOAD_BYTES) throw fieldError('file', fileMessages.tooLarge);
  const contentType = documentType(data);
  if (!contentType) throw fieldError('file', fileMessages.notDocument);
  const key = newKey();
  await ctx.storage.put(key, data, contentType);
  try {
    const file = await insertFile(ctx.database.db, {
      key,
      thumbnailKey: null,
      contentType,
      size: data.length,
      width: null,
      height: null,
      uploadedBy: uploaderId,
    });
    return toStoredFileDto(file);
  } catch (error) {
    await removeStored(ctx, [{ key, thumbnailKey: null }]);
    throw error;
  }
}

const THUMBNAIL_TYPE = 'image/webp';
const THUMBNAIL_SIZE = 320;

/** The type the first bytes announce; the client's name and Content-Type are never trusted. */
function magicType(data: Buffer): ImageType | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return undefined;
}

/** A 144-bit random name, base64url: unguessable, and safe as a file name and URL segment. */
function newKey(): string {
  return randomBytes(18).toString('base64url');
}

export function fileUrl(key: string): string {
  return `/api/files/${key}`;
}

export function toStoredFileDto(file: FileRow): Schemas['StoredFile'] {
  return {
    id: file.id,
    url: fileUrl(file.key),
    thumbnail_url: fileUrl(file.thumbnailKey ?? file.key),
    content_type: file.contentType,
    size: file.size,
    width: file.width,
    height: file.height,
  };
}

interface CheckedImage {
  contentType: string;
  width: number | null;
  height: number | null;
  thumbnail: Buffer;
}

/**
 * Images larger than this many pixels (e.g. 10 000 × 5 000) are refused before they are
 * decoded: a small, highly compressed file could otherwise take gigabytes of memory.
 */
const MAX_PIXELS = 50_000_000;

/** Decodes the image (magic bytes and sharp must agree) and makes its thumbnail. */
async function checkImage(data: Buffer): Promise<CheckedImage> {
  const type = magicType(data);
  if (!type) throw fieldError('file', fileMessages.notImage);
  try {
    const metadata = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    if (metadata.format !== type) throw fieldError('file', fileMessages.notImage);
    const thumbnail = await sharp(data, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    // An animated GIF or WebP reports the height of all frames stacked; one frame's is wanted.
    const height = metadata.pageHeight ?? metadata.height;
    return { contentType: CONTENT_TYPES[type], width: metadata.width ?? null, height: height ?? null, thumbnail };
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') throw error;
    // sharp cannot decode it: a corrupt or disguised file.
    throw fieldError('file', fileMessages.notImage);
  }
}

/**
 * Stores an uploaded image and its thumbnail under new random keys and records the file as
 * unattached; a record takes it up by naming its id, the purge job removes it otherwise.
 */
export async function uploadImage(ctx: AppContext, uploaderId: number | null, data: Buffer): Promise<Schemas['StoredFile']> {
  if (data.length >= MAX_UPLOAD_BYTES) throw fieldError('file', uploadMessages.tooLarge);
  const image = await checkImage(data);
  const key = newKey();
  const thumbnailKey = newKey();
  await ctx.storage.put(key, data, image.contentType);
  try {
    await ctx.storage.put(thumbnailKey, image.thumbnail, THUMBNAIL_TYPE);
    const file = await insertFile(ctx.database.db, {
      key,
      thumbnailKey,
      contentType: image.contentType,
      size: data.length,
      width: image.width,
      height: image.height,
      uploadedBy: uploaderId,
    });
    return toStoredFileDto(file);
  } catch (error) {
    await removeStored(ctx, [{ key, thumbnailKey }]);
    throw error;
  }
}

export interface FileDownload {
  stream: Readable;
  contentType: string;
  filename: string;
}

export async function getFile(ctx: AppContext, key: string): Promise<FileDownload> {
  const found = await findFileByKey(ctx.database.db, key);
  if (!found) throw notFound(fileMessages.missing);
  const stream = await ctx.storage.get(key);
  if (!stream) throw notFound(fileMessages.missing);
  const contentType = found.thumbnail ? THUMBNAIL_TYPE : found.file.contentType;
  return { stream, contentType, filename: `${key}.${EXTENSIONS[contentType] ?? 'bin'}` };
}

/**
 * Removes stored bytes after their rows are gone (after the commit). A failure is logged, not
 * thrown: the record change stands, and a leftover object harms nobody.
 */
export async function removeStored(ctx: Pick<AppContext, 'storage' | 'log'>, stored: StoredKeys[]): Promise<void> {
  const keys = stored.flatMap((file) => (file.thumbnailKey ? [file.key, file.thumbnailKey] : [file.key]));
  const results = await Promise.allSettled(keys.map((key) => ctx.storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') ctx.log.warn({ err: result.reason, key: keys[index] }, 'stored file not removed');
  });
}

// The files domain's surface for the accounts domain, which attaches images to an account in
// its own transaction.
export {
  accountFileIds,
  deleteFiles,
  listAccountImages,
  lockFiles,
  mainThumbnails,
  replaceAccountImages,
  type AccountImage,
  type FileRow,
} from './repository.js';
