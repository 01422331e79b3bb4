import type { AppContext } from '../../core/context.js';
import type { OutboxStatus } from '../../core/mail/schema.js';
import { notFound } from '../../core/errors.js';
import { pageMeta, searchTerm, type PageMeta } from '../../core/db/paging.js';
import { findOutboxMail, listOutbox, type OutboxRow } from './repository.js';

export interface OutboxMailDto {
  id: number;
  to: string;
  subject: string;
  template: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface OutboxMailDetailDto extends OutboxMailDto {
  html: string;
  text: string;
}

function toDto(row: OutboxRow): OutboxMailDto {
  return {
    id: row.id,
    to: row.toEmail,
    subject: row.subject,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

export async function getOutbox(
  ctx: AppContext,
  input: { page?: number; per_page?: number; search?: string },
): Promise<PageMeta & { data: OutboxMailDto[] }> {
  const page = input.page ?? 1;
  const perPage = Math.min(input.per_page ?? 20, 100);
  const { total, rows } = await listOutbox(ctx.database.db, { page, perPage, search: searchTerm(input.search) });
  return { ...pageMeta(page, perPage, total, rows.length), data: rows.map(toDto) };
}

export async function getOutboxMail(ctx: AppContext, id: number): Promise<OutboxMailDetailDto> {
  const row = await findOutboxMail(ctx.database.db, id);
  if (!row) throw notFound({ en: 'Mail does not exist', sw: 'Mejlet finns inte' });
  if (row.status !== 'sent') return { ...toDto(row), html: row.html, text: row.text };
  // Once the recipient has the mail, the outbox no longer needs the link that works for them.
  return { ...toDto(row), html: withoutPasswordLinks(row.html), text: withoutPasswordLinks(row.text) };
}

/** Blanks the token of /reset-password&id=… and /set-password&id=… links. */
export function withoutPasswordLinks(body: string): string {
  return body.replace(/(\/(?:reset|set)-password&(?:amp;)?id=)[A-Za-z0-9_-]+/g, '$1…');
}
