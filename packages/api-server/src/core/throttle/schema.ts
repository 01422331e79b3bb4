import {
  bigint,
  index,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.js';


/** Hits of throttled public calls (lead form, forgot password), per bucket and key. */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('throttle_hits_bucket_key_created_at_idx').on(t.bucket, t.key, t.createdAt)],
);
