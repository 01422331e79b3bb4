import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { prepared } from '../../core/db/prepared.js';
import { accountImages, type AccountImageKind } from '../accounts/schema.js';
import { files } from './schema.js';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export interface StoredKeys {
  key: string;
  thumbnailKey: string | null;
}

export async function insertFile(db: Db, values: NewFileRow): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('The file was not stored');
  return row;
}

/** The file an image or thumbnail key belongs to, and whether the key is the thumbnail's. */
export async function findFileByKey(db: Db, key: string): Promise<{ file: FileRow; thumbnail: boolean } | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(or(eq(files.key, key), eq(files.thumbnailKey, key)))
    .limit(1);
  return row ? { file: row, thumbnail: row.key !== key } : undefined;
}

/**
 * The files with these ids and the account each is attached to (null: none), locked until
 * the transaction ends, so two saves cannot both claim one unattached file.
 *
 * Lock first, then read the attachments in a second statement: a save that waited for the
 * lock of a file another save was claiming must see that claim. One `SELECT … LEFT JOIN …
 * FOR UPDATE` would not: after the wait PostgreSQL rechecks only the locked files row, and
 * keeps the join's old "not attached" answer, so both saves took the file and the second
 * failed on account_images' unique key (500) instead of answering "belongs to another
 * account" (422). Each statement of a READ COMMITTED transaction sees what was committed
 * before it began, so the second one sees the first save's rows.
 */
export async function lockFiles(db: Db, ids: number[]): Promise<{ file: FileRow; accountId: number | null }[]> {
  if (ids.length === 0) return [];
  const locked = await db.select().from(files).where(inArray(files.id, ids)).orderBy(asc(files.id)).for('update');
  if (locked.length === 0) return [];
  const attachments = await db
    .select({ fileId: accountImages.fileId, accountId: accountImages.accountId })
    .from(accountImages)
    .where(inArray(accountImages.fileId, locked.map((file) => file.id)));
  const owners = new Map(attachments.map((row) => [row.fileId, row.accountId]));
  return locked.map((file) => ({ file, accountId: owners.get(file.id) ?? null }));
}

export interface AccountImage {
  accountId: number;
  kind: AccountImageKind;
  position: number;
  file: FileRow;
}

export function listAccountImages(db: Db, accountIds: number[]): Promise<AccountImage[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .select({ accountId: accountImages.accountId, kind: accountImages.kind, position: accountImages.position, file: files })
    .from(accountImages)
    .innerJoin(files, eq(files.id, accountImages.fileId))
    .where(inArray(accountImages.accountId, accountIds))
    .orderBy(asc(accountImages.accountId), asc(accountImages.kind), asc(accountImages.position));
}

/** The thumbnail keys of the accounts' main images, for list rows. */
/** The main image's thumbnail of each account of a list page: a prepared statement (core/db/prepared.ts), as every accounts page asks it. */
const mainThumbnailsOf = prepared('files.main-thumbnails', (db) =>
  db
    .select({ accountId: accountImages.accountId, key: sql<string>`coalesce(${files.thumbnailKey}, ${files.key})` })
    .from(accountImages)
    .innerJoin(files, eq(files.id, accountImages.fileId))
    .where(and(sql`${accountImages.accountId} = any(${sql.placeholder('accountIds')})`, eq(accountImages.kind, 'main'))),
);

export async function mainThumbnails(db: Db, accountIds: number[]): Promise<Map<number, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await mainThumbnailsOf(db).execute({ accountIds });
  return new Map(rows.map((row) => [row.accountId, row.key]));
}

/**
 * Makes `images` the account's whole image set: rows of files no longer named are removed
 * and their ids returned (the caller deletes those files), the named files become attached.
 */
export async function replaceAccountImages(
  db: Db,
  accountId: number,
  images: { fileId: number; kind: AccountImageKind; position: number }[],
): Promise<number[]> {
  const previous = await db
    .delete(accountImages)
    .where(eq(accountImages.accountId, accountId))
    .returning({ fileId: accountImages.fileId });
  if (images.length > 0) {
    await db.insert(accountImages).values(images.map((image) => ({ ...image, accountId })));
    await db
      .update(files)
      .set({ attachedAt: sql`coalesce(${files.attachedAt}, now())` })
      .where(inArray(files.id, images.map((image) => image.fileId)));
  }
  const kept = new Set(images.map((image) => image.fileId));
  return previous.map((row) => row.fileId).filter((id) => !kept.has(id));
}

export async function accountFileIds(db: Db, accountId: number): Promise<number[]> {
  const rows = await db.select({ fileId: accountImages.fileId }).from(accountImages).where(eq(accountImages.accountId, accountId));
  return rows.map((row) => row.fileId);
}

/** Deletes the file rows (no longer referred to) and answers the storage keys to remove. */
export async function deleteFiles(db: Db, ids: number[]): Promise<StoredKeys[]> {
  if (ids.length === 0) return [];
  return db.delete(files).where(inArray(files.id, ids)).returning({ key: files.key, thumbnailKey: files.thumbnailKey });
}
