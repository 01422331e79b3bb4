import type { Language } from '../db/schema.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface TemplateVariables {
  'reset-password': { first_name: string; link: string; expires_minutes: number };
  'set-password': { first_name: string; link: string; expires_days: number };
  'lead-received': {
    first_name: string;
    start_date: string;
    end_date: string;
    participants: number;
    city: string;
    region: string;
  };
}

export type TemplateName = keyof TemplateVariables;

interface TemplateText {
  subject: string;
  /** Paragraphs; `{name}` is replaced by the variable, HTML-escaped in the HTML part. */
  paragraphs: string[];
  /** Optional call to action rendered as a link button: label and the variable holding the URL. */
  action?: { label: string; href: string };
}

// Templates live in code until a later issue moves them into the database; renderTemplate()
// is the seam that change replaces.
const templates: { [Name in TemplateName]: Record<Language, TemplateText> } = {
  'reset-password': {
    sv: {
      subject: 'Återställ ditt lösenord',
      paragraphs: [
        'Hej {first_name}!',
        'Vi har fått en begäran om att återställa lösenordet till ditt konto i Konferensportalen.',
        'Länken gäller i {expires_minutes} minuter och kan bara användas en gång. Om du inte har begärt detta kan du bortse från mejlet.',
      ],
      action: { label: 'Välj nytt lösenord', href: 'link' },
    },
    en: {
      subject: 'Reset your password',
      paragraphs: [
        'Hello {first_name},',
        'We received a request to reset the password of your Konferensportalen account.',
        'The link is valid for {expires_minutes} minutes and can be used once. If you did not ask for this, you can ignore this email.',
      ],
      action: { label: 'Choose a new password', href: 'link' },
    },
  },
  'set-password': {
    sv: {
      subject: 'Välkommen till Konferensportalen – välj ditt lösenord',
      paragraphs: [
        'Hej {first_name}!',
        'Ett konto har skapats åt dig i Konferensportalen. Välj ett lösenord för att logga in.',
        'Länken gäller i {expires_days} dagar och kan bara användas en gång.',
      ],
      action: { label: 'Välj lösenord', href: 'link' },
    },
    en: {
      subject: 'Welcome to Konferensportalen – choose your password',
      paragraphs: [
        'Hello {first_name},',
        'An account has been created for you in Konferensportalen. Choose a password to log in.',
        'The link is valid for {expires_days} days and can be used once.',
      ],
      action: { label: 'Choose password', href: 'link' },
    },
  },
  'lead-received': {
    sv: {
      subject: 'Vi har tagit emot din konferensförfrågan',
      paragraphs: [
        'Hej {first_name}!',
        'Tack för din förfrågan om en konferens för {participants} personer i {city}, {region}, {start_date} – {end_date}.',
        'Vi återkommer med förslag på konferensanläggningar så snart vi kan.',
        'Vänliga hälsningar\nKonferensportalen',
      ],
    },
    en: {
      subject: 'We have received your conference request',
      paragraphs: [
        'Hello {first_name},',
        'Thank you for your request for a conference for {participants} people in {city}, {region}, {start_date} – {end_date}.',
        'We will get back to you with suggested venues as soon as we can.',
        'Kind regards\nKonferensportalen',
      ],
    },
  },
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function fill(text: string, vars: Record<string, unknown>, escape: (value: string) => string): string {
  return text.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    if (!(name in vars)) throw new Error(`Mail template variable "${name}" is missing`);
    return escape(String(vars[name]));
  });
}

/** Renders a mail in the recipient's language: HTML with escaped variables, and plain text. */
export function renderTemplate<Name extends TemplateName>(
  name: Name,
  language: Language,
  vars: TemplateVariables[Name],
): RenderedMail {
  const template = templates[name][language];
  const values = vars as unknown as Record<string, unknown>;
  const subject = fill(template.subject, values, (value) => value);
  const paragraphs = template.paragraphs.map((paragraph) => ({
    html: fill(escapeHtml(paragraph), values, escapeHtml).replace(/\n/g, '<br>'),
    text: fill(paragraph, values, (value) => value),
  }));
  const href = template.action ? String(values[template.action.href]) : undefined;

  const htmlParts = paragraphs.map((paragraph) => `<p>${paragraph.html}</p>`);
  const textParts = paragraphs.map((paragraph) => paragraph.text);
  if (template.action && href !== undefined) {
    // After the first paragraph (the greeting and the reason), before the fine print.
    const at = Math.min(2, htmlParts.length);
    htmlParts.splice(
      at,
      0,
      `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#1f4e79;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(template.action.label)}</a></p>`,
    );
    textParts.splice(at, 0, `${template.action.label}: ${href}`);
  }

  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">',
    ...htmlParts,
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, html, text: `${textParts.join('\n\n')}\n` };
}
