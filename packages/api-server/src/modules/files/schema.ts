import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../core/db/columns.js';
import { users } from '../../core/auth/schema.js';


/** Uploaded files (images). The bytes live in the storage (local folder or S3) under `storage_key`. */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Server-chosen random name, also the public URL segment: /api/files/{key}. */
    key: text('key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the file is attached to a record; unattached files are purged after a day. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('files_key_key').on(t.key),
    unique('files_thumbnail_key_key').on(t.thumbnailKey),
    index('files_unattached_idx').on(t.createdAt).where(sql`attached_at is null`),
  ],
);
