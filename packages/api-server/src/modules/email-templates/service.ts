import type { AppContext } from '../../core/context.js';
import type { AnswerOf, Schemas } from '../../core/contract.js';
import type { LocalizedText } from '../../core/types.js';
import { FieldErrorBag, notFound } from '../../core/errors.js';
import { fieldMessages } from '../../core/validation.js';
import { placeholdersIn, renderMail } from '../../core/mail/render.js';
import {
  dateVariablesOf,
  exampleValuesOf,
  isTemplateName,
  mailTemplates,
  requiredVariablesOf,
  urlVariablesOf,
  variableListOf,
  type TemplateName,
} from '../../core/mail/templates.js';
import {
  findEmailTemplate,
  listEmailTemplates,
  updateEmailTemplateTexts,
  type EmailTemplateRow,
} from '../../core/mail/template-repository.js';

export const emailTemplateMessages = {
  missing: { en: 'Email template does not exist', sw: 'E-postmallen finns inte' },
  updated: { en: 'Email template updated', sw: 'E-postmallen har uppdaterats' },
} satisfies Record<string, LocalizedText>;

/** A stored row whose name the code knows; rows of mails the code no longer sends stay hidden. */
type KnownTemplate = EmailTemplateRow & { name: TemplateName };

const isKnown = (row: EmailTemplateRow): row is KnownTemplate => isTemplateName(row.name);

function toDto(row: KnownTemplate): Schemas['EmailTemplate'] {
  return {
    id: row.id,
    name: row.name,
    description: mailTemplates[row.name].description,
    subject: { en: row.subjectEn, sw: row.subjectSv },
    message: { en: row.messageEn, sw: row.messageSv },
    variables: variableListOf(row.name),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function knownTemplate(ctx: AppContext, id: number): Promise<KnownTemplate> {
  const row = await findEmailTemplate(ctx.database.db, id);
  if (!row || !isKnown(row)) throw notFound(emailTemplateMessages.missing);
  return row;
}

const languages = ['sw', 'en'] as const;

/**
 * Texts the mail can be written from: both languages filled in, only placeholders the code
 * passes, and the variables the mail is useless without (the password link) kept.
 */
function checkTexts(name: TemplateName, input: Schemas['EmailTemplateInput']): void {
  const errors = new FieldErrorBag();
  const known = new Set(Object.keys(mailTemplates[name].variables));
  for (const part of ['subject', 'message'] as const) {
    for (const language of languages) {
      const field = `${part}.${language}`;
      const text = input[part][language];
      if (text.trim() === '') {
        errors.add(field, fieldMessages.required);
        continue;
      }
      for (const placeholder of new Set(placeholdersIn(text))) {
        if (!known.has(placeholder)) {
          errors.add(field, {
            en: `Unknown placeholder {{${placeholder}}}; use one of the variables listed`,
            sw: `Okänd platshållare {{${placeholder}}}; använd någon av de listade variablerna`,
          });
        }
      }
    }
  }
  for (const language of languages) {
    const used = new Set(placeholdersIn(input.message[language]));
    for (const variable of requiredVariablesOf(name)) {
      if (!errors.has(`message.${language}`) && !used.has(variable)) {
        errors.add(`message.${language}`, {
          en: `The message must contain {{${variable}}}, or the mail is of no use`,
          sw: `Meddelandet måste innehålla {{${variable}}}, annars går mejlet inte att använda`,
        });
      }
    }
  }
  errors.throwIfAny();
}

export async function getEmailTemplates(ctx: AppContext): Promise<Schemas['EmailTemplate'][]> {
  const rows = await listEmailTemplates(ctx.database.db);
  return rows.filter(isKnown).map(toDto);
}

export async function getEmailTemplate(ctx: AppContext, id: number): Promise<Schemas['EmailTemplate']> {
  return toDto(await knownTemplate(ctx, id));
}

export async function updateEmailTemplate(
  ctx: AppContext,
  causerId: number,
  id: number,
  input: Schemas['EmailTemplateInput'],
): Promise<Schemas['EmailTemplate']> {
  const template = await knownTemplate(ctx, id);
  checkTexts(template.name, input);
  const row = await updateEmailTemplateTexts(ctx.database.db, id, {
    subjectSv: input.subject.sw.trim(),
    subjectEn: input.subject.en.trim(),
    messageSv: input.message.sw.trim(),
    messageEn: input.message.en.trim(),
    updatedBy: causerId,
  });
  if (!row || !isKnown(row)) throw notFound(emailTemplateMessages.missing);
  return toDto(row);
}

/** Unsaved texts written with the template's example values, exactly as a mail would be. */
export async function previewEmailTemplate(
  ctx: AppContext,
  id: number,
  input: Schemas['EmailTemplateInput'],
): Promise<AnswerOf<'previewEmailTemplate'>['data']> {
  const template = await knownTemplate(ctx, id);
  checkTexts(template.name, input);
  const options = {
    values: exampleValuesOf(template.name),
    urlVariables: urlVariablesOf(template.name),
    dateVariables: dateVariablesOf(template.name),
  };
  return {
    sv: renderMail({ subject: input.subject.sw, message: input.message.sw }, 'sv', options),
    en: renderMail({ subject: input.subject.en, message: input.message.en }, 'en', options),
  };
}
