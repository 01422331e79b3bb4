import type PgBoss from 'pg-boss';
import type { Tx } from '../db/client.js';
import { outbox } from './schema.js';
import type { Language } from '../types.js';
import { findEmailTemplateByName } from './template-repository.js';
import { placeholdersIn, renderMail, type RenderedMail } from './render.js';
import { dateVariablesOf, urlVariablesOf, type TemplateName, type TemplateVariables } from './templates.js';

export const DELIVER_MAIL = 'deliver-mail';

export interface DeliverMailJob {
  outboxId: number;
}

export interface MailRetryPolicy {
  /** Retries after the first attempt; the row becomes 'failed' when the last one fails. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) for each further one when backoff is on. */
  retryDelay: number;
  retryBackoff: boolean;
  /** How long one delivery attempt may run before pg-boss gives up on it. */
  expireInSeconds: number;
}

// About 30 s, 1 min, 2 min, 4 min, 8 min: covers a mail server restart without hammering it.
export const defaultMailRetryPolicy: MailRetryPolicy = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};

export interface MailRequest<Name extends TemplateName> {
  to: string;
  template: Name;
  language: Language;
  vars: TemplateVariables[Name];
  /** The admin's own words for this recipient (issue 26 §3), kept with the outbox row. */
  personalMessage?: string | null;
}

export interface MailQueue {
  /**
   * Writes the mail to the outbox and enqueues its delivery job, both inside `tx`: the row
   * and the job commit together or not at all.
   */
  enqueue<Name extends TemplateName>(tx: Tx, mail: MailRequest<Name>): Promise<number>;
}

/** Writes a mail from the template's texts as stored now, in the recipient's language. */
export async function renderStoredTemplate<Name extends TemplateName>(
  tx: Tx,
  name: Name,
  language: Language,
  vars: TemplateVariables[Name],
  personalMessage: string | null = null,
): Promise<RenderedMail> {
  const template = await findEmailTemplateByName(tx.db, name);
  // The migration ships every template; a missing row is a broken installation, not user input.
  if (!template) throw new Error(`The email template "${name}" does not exist`);
  const texts =
    language === 'en'
      ? { subject: template.subjectEn, message: template.messageEn }
      : { subject: template.subjectSv, message: template.messageSv };
  // A template with a {{message}} of its own (the preliminary booking request) places the
  // message itself, from its variable; every other mail has it after the greeting.
  const placed = placeholdersIn(texts.message).includes(PERSONAL_MESSAGE_VARIABLE) && Object.hasOwn(vars, PERSONAL_MESSAGE_VARIABLE);
  return renderMail(texts, language, {
    values: vars,
    urlVariables: urlVariablesOf(name),
    dateVariables: dateVariablesOf(name),
    personalMessage: placed ? null : personalMessage,
  });
}

/** The variable through which a template may place the personal message itself. */
const PERSONAL_MESSAGE_VARIABLE = 'message';

export function createMailQueue(boss: PgBoss, retry: MailRetryPolicy = defaultMailRetryPolicy): MailQueue {
  return {
    async enqueue(tx, mail) {
      const personalMessage = mail.personalMessage?.trim() || null;
      const rendered = await renderStoredTemplate(tx, mail.template, mail.language, mail.vars, personalMessage);
      const [row] = await tx.db
        .insert(outbox)
        .values({
          toEmail: mail.to,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          template: mail.template,
          language: mail.language,
          personalMessage,
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('The outbox row was not written');
      const job: DeliverMailJob = { outboxId: row.id };
      const jobId = await boss.send(DELIVER_MAIL, job, { ...retry, db: tx });
      // pg-boss silently inserts nothing when the queue does not exist; a mail row without
      // its job would never be delivered, so the whole transaction fails instead.
      if (jobId === null) throw new Error(`The ${DELIVER_MAIL} job was not enqueued (does the queue exist?)`);
      return row.id;
    },
  };
}
