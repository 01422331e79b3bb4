import type { AppContext } from '../../core/context.js';
import type { AnswerOf, QueryOf, Schemas } from '../../core/contract.js';
import { notFound } from '../../core/errors.js';
import { pageMeta, searchTerm } from '../../core/db/paging.js';
import { findOutboxMail, listOutbox, type OutboxRow } from './repository.js';

function toDto(row: OutboxRow): Schemas['OutboxMail'] {
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
    personal_message: row.personalMessage,
  };
}

export async function getOutbox(ctx: AppContext, input: QueryOf<'getOutbox'>): Promise<AnswerOf<'getOutbox'>['data']> {
  const page = input.page ?? 1;
  const perPage = Math.min(input.per_page ?? 20, 100);
  const { total, rows } = await listOutbox(ctx.database.db, { page, perPage, search: searchTerm(input.search) });
  return { ...pageMeta(page, perPage, total, rows.length), data: rows.map(toDto) };
}

export async function getOutboxMail(ctx: AppContext, id: number): Promise<Schemas['OutboxMailDetail']> {
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
