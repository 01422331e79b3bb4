import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailTemplates } from './schema.js';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

export function listEmailTemplates(db: Db): Promise<EmailTemplateRow[]> {
  return db.select().from(emailTemplates).orderBy(asc(emailTemplates.name));
}

export async function findEmailTemplate(db: Db, id: number): Promise<EmailTemplateRow | undefined> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
  return row;
}

export async function findEmailTemplateByName(db: Db, name: string): Promise<EmailTemplateRow | undefined> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.name, name));
  return row;
}

export async function updateEmailTemplateTexts(
  db: Db,
  id: number,
  values: Pick<EmailTemplateRow, 'subjectSv' | 'subjectEn' | 'messageSv' | 'messageEn' | 'updatedBy'>,
): Promise<EmailTemplateRow | undefined> {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(emailTemplates.id, id))
    .returning();
  return row;
}
