import type { AppContext } from '../context.js';
import type { Schemas } from '../contract.js';
import type { Database } from '../db/client.js';
import type { MailQueue } from './queue.js';
import { renderStoredTemplate } from './queue.js';
import { urlVariablesOf, type TemplateName } from './templates.js';

type MailPreview = Schemas['MailPreview'];

/** Thrown at the end of the previewed action's transaction so that it rolls back. */
class PreviewRolledBack extends Error {
  constructor() {
    super('The previewed action was rolled back');
  }
}

// A capability token (core/links: 32 random bytes as base64url) in a link the preview shows: the
// link of the real mail is made when it is sent, so the preview's would never work.
const TOKEN = /(?<==)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/** A link's token blanked, as the preview shows it. */
export function withoutLinkTokens(value: string): string {
  return value.replace(TOKEN, '…');
}

function maskedLinks<Vars extends Record<string, string | number>>(name: TemplateName, vars: Vars): Vars {
  const urls = urlVariablesOf(name);
  return Object.fromEntries(Object.entries(vars).map(([key, value]) => [key, urls.has(key) ? withoutLinkTokens(String(value)) : value])) as Vars;
}

/**
 * The mails an action would send, written by the code that sends them: `act` runs the action
 * itself with this context, whose one transaction is rolled back at its end and whose mail queue
 * renders each mail (from the stored template, in the recipient's language) instead of writing it.
 * Nothing the action did stays; its checks answer as the action would (a 409, a 422). Only an
 * action that does all its writing in one `ctx.database.transaction` may be previewed this way.
 */
export async function previewMails(ctx: AppContext, act: (preview: AppContext) => Promise<unknown>): Promise<MailPreview[]> {
  const mails: MailPreview[] = [];
  const mail: MailQueue = {
    async enqueue(tx, request) {
      const personalMessage = request.personalMessage?.trim() || null;
      const rendered = await renderStoredTemplate(tx, request.template, request.language, maskedLinks(request.template, request.vars), personalMessage);
      mails.push({
        to: request.to,
        template: request.template,
        language: request.language,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        personal_message: personalMessage,
      });
      return 0;
    },
  };
  let ran = false;
  const database: Database = {
    ...ctx.database,
    transaction: async (work) => {
      if (ran) throw new Error('A previewed action may run only one transaction');
      ran = true;
      await ctx.database.transaction(async (tx) => {
        await work(tx);
        throw new PreviewRolledBack();
      });
      throw new Error('unreachable: the preview transaction always rolls back');
    },
  };
  try {
    await act({ ...ctx, database, mail });
  } catch (error) {
    if (error instanceof PreviewRolledBack) return mails;
    throw error;
  }
  throw new Error('The previewed action ran no transaction');
}
