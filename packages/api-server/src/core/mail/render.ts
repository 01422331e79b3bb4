import type { Language } from '../types.js';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What an admin writes for one language: plain text with `{{name}}` placeholders. */
export interface MailTexts {
  subject: string;
  message: string;
}

export interface RenderOptions {
  /** The value of each placeholder, as the code passes it. */
  values: Readonly<Record<string, string | number>>;
  /** Placeholders whose value is a URL the portal made: rendered as a link in the HTML part. */
  urlVariables: ReadonlySet<string>;
  /** Placeholders whose value is a date (YYYY-MM-DD): written out in the mail's language. */
  dateVariables?: ReadonlySet<string>;
  /**
   * The sender's own words for this one mail (issue 26 §3): plain text, escaped like a value,
   * written as its own paragraphs after the greeting (the template's first paragraph).
   */
  personalMessage?: string | null;
}

const DATE_LOCALES: Record<Language, string> = { sv: 'sv-SE', en: 'en-GB' };

/** "14 maj 2030" in Swedish, "14 May 2030" in English; anything that is not a date stays as it is (a dash). */
export function formatMailDate(value: string, language: Language): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  // 2030-02-30 would roll over to 2 March: a date that is not a real day stays as written.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return value;
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function localised(options: RenderOptions, language: Language): RenderOptions {
  const dates = options.dateVariables;
  if (!dates?.size) return options;
  const values = Object.fromEntries(
    Object.entries(options.values).map(([name, value]) => [name, dates.has(name) ? formatMailDate(String(value), language) : value]),
  );
  return { ...options, values };
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
// Links the admin typed into the template itself; values never become links unless the code
// says they are URLs, so a customer's name such as "https://evil.example" stays text.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Every placeholder name used in a text, in order of appearance (duplicates kept). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

function valueOf(name: string, values: RenderOptions['values']): string {
  if (!Object.hasOwn(values, name)) throw new Error(`Mail template variable "${name}" is missing`);
  return String(values[name]);
}

function link(url: string): string {
  // An optional link left empty (an outside venue has no portal page) writes nothing.
  if (url === '') return '';
  const href = escapeHtml(url);
  return `<a href="${href}" style="color:#1f4e79">${href}</a>`;
}

function staticTextToHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index)) + link(match[0]);
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/** One paragraph as HTML: template text escaped (its URLs linked), each value escaped, line breaks kept. */
function paragraphToHtml(paragraph: string, options: RenderOptions): string {
  let html = '';
  let last = 0;
  for (const match of paragraph.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    const value = valueOf(name, options.values);
    html += staticTextToHtml(paragraph.slice(last, match.index));
    html += options.urlVariables.has(name) ? link(value) : escapeHtml(value);
    last = match.index + match[0].length;
  }
  html += staticTextToHtml(paragraph.slice(last));
  return html.replace(/\r?\n/g, '<br>\n');
}

function fillPlain(text: string, values: RenderOptions['values']): string {
  return text.replace(PLACEHOLDER, (_placeholder, name: string) => valueOf(name, values));
}

/** Blank lines separate paragraphs; surrounding whitespace and empty paragraphs are dropped. */
function paragraphsOf(message: string): string[] {
  return message
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * Writes a mail from a template's texts: the HTML part escapes every value and the template
 * text and wraps the paragraphs in the portal's mail layout; the text part is the plain version.
 * Date values are written the way the mail's language writes dates.
 */
export function renderMail(texts: MailTexts, language: Language, given: RenderOptions): RenderedMail {
  const options = localised(given, language);
  // A subject is one header line, whatever the values contain.
  const subject = fillPlain(texts.subject, options.values).replace(/\s*[\r\n]+\s*/g, ' ').trim();
  const paragraphs = paragraphsOf(texts.message);
  const personal = paragraphsOf(given.personalMessage ?? '');
  // After the greeting ("Hej Eva!"), before what the mail is about.
  const at = Math.min(1, paragraphs.length);
  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222222">',
    ...paragraphs.slice(0, at).map((paragraph) => `<p>${paragraphToHtml(paragraph, options)}</p>`),
    ...personal.map((paragraph) => `<p style="border-left:3px solid #1f4e79;padding-left:12px">${escapeHtml(paragraph).replace(/\n/g, '<br>\n')}</p>`),
    ...paragraphs.slice(at).map((paragraph) => `<p>${paragraphToHtml(paragraph, options)}</p>`),
    '</body>',
    '</html>',
  ].join('\n');
  const filled = paragraphs.map((paragraph) => fillPlain(paragraph, options.values));
  const text = `${[...filled.slice(0, at), ...personal, ...filled.slice(at)].join('\n\n')}\n`;
  return { subject, html, text };
}
