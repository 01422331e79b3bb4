import { describe, expect, it } from 'vitest';
import { formatMailDate, placeholdersIn, renderMail } from './render.js';
import { dateVariablesOf, exampleValuesOf, mailTemplates, requiredVariablesOf, templateNames, urlVariablesOf } from './templates.js';

const noUrls = new Set<string>();

describe('renderMail', () => {
  it('escapes values and template text in the HTML part and keeps them verbatim in the text part', () => {
    const mail = renderMail(
      { subject: 'Hej {{first_name}}', message: 'Hej {{first_name}}!\n\nFisk & <b>chips</b> i {{city}}.\nRad två.' },
      'en',
      { values: { first_name: '<script>alert("x")</script>', city: 'Åre & Duved' }, urlVariables: noUrls },
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('<p>Hej &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;!</p>');
    expect(mail.html).toContain('Fisk &amp; &lt;b&gt;chips&lt;/b&gt; i Åre &amp; Duved.<br>\nRad två.');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('<title>Hej &lt;script&gt;');
    expect(mail.text).toBe('Hej <script>alert("x")</script>!\n\nFisk & <b>chips</b> i Åre & Duved.\nRad två.\n');
    expect(mail.subject).toBe('Hej <script>alert("x")</script>');
  });

  it('links URL variables and URLs in the template text, but never a URL inside another value', () => {
    const link = 'https://portal.example/reset-password&id=abc';
    const mail = renderMail(
      { subject: 'S', message: 'Öppna: {{link}}\n\nLäs mer på https://example.org/hjälp. Från {{first_name}}' },
      'sv',
      { values: { link, first_name: 'https://evil.example' }, urlVariables: new Set(['link']) },
    );
    expect(mail.html).toContain('<a href="https://portal.example/reset-password&amp;id=abc"');
    expect(mail.html).toContain('<a href="https://example.org/hjälp"');
    expect(mail.html).not.toContain('href="https://evil.example"');
    expect(mail.text).toContain(`Öppna: ${link}\n`);
  });

  it('keeps the subject on one line and fails loudly when a value is missing', () => {
    expect(renderMail({ subject: '{{a}}', message: 'x' }, 'sv', { values: { a: 'one\ntwo' }, urlVariables: noUrls }).subject).toBe('one two');
    expect(() => renderMail({ subject: 'S', message: '{{expires_days}}' }, 'en', { values: {}, urlVariables: noUrls })).toThrow(/expires_days/);
  });

  it("writes date values the way the mail's language writes dates, and leaves a dash alone", () => {
    const options = { values: { due: '2030-05-10', none: '–' }, urlVariables: noUrls, dateVariables: new Set(['due', 'none']) };
    expect(renderMail({ subject: 'S', message: '{{due}} {{none}}' }, 'sv', options).text).toBe('10 maj 2030 –\n');
    expect(renderMail({ subject: 'S', message: '{{due}} {{none}}' }, 'en', options).text).toBe('10 May 2030 –\n');
    expect(formatMailDate('2030-13-45', 'sv')).toBe('2030-13-45');
    expect(formatMailDate('2030-02-30', 'en')).toBe('2030-02-30');
  });

  it('finds placeholders, with or without inner spaces', () => {
    expect(placeholdersIn('{{a}} {{ b }} {c} {{a}}')).toEqual(['a', 'b', 'a']);
  });
});

describe('the template catalogue', () => {
  it('describes every mail the portal sends, with a required link for the password mails and the invitation', () => {
    expect(templateNames.sort()).toEqual([
      'commission-invoiced-on-quote',
      'commission-reminder',
      'commission-report-request',
      'customer-booked',
      'customer-booking-confirmed',
      'customer-booking-declined',
      'customer-none-suits',
      'customer-question',
      'lead-received',
      'preliminary-booking-answered',
      'preliminary-booking-expired',
      'preliminary-booking-extend',
      'preliminary-booking-held',
      'preliminary-booking-reminder',
      'preliminary-booking-request',
      'presentation-booked',
      'quote-declined',
      'quote-not-chosen',
      'quote-overdue',
      'quote-presentation',
      'quote-reminder',
      'quote-request-closed',
      'quote-submitted',
      'reset-password',
      'set-password',
      'task-reminder',
      'venue-invitation',
    ]);
    // A customer's and a venue's links are their only way in.
    for (const name of ['quote-presentation', 'preliminary-booking-request', 'preliminary-booking-held', 'preliminary-booking-extend'] as const) {
      expect(requiredVariablesOf(name)).toEqual(['link']);
    }
    expect(requiredVariablesOf('venue-invitation')).toEqual(['link']);
    expect([...dateVariablesOf('venue-invitation')]).toEqual(['start_date', 'end_date', 'expires_on', 'response_deadline']);
    expect(requiredVariablesOf('quote-reminder')).toEqual(['link']);
    expect(requiredVariablesOf('quote-overdue')).toEqual(['link']);
    expect(requiredVariablesOf('reset-password')).toEqual(['link']);
    expect(requiredVariablesOf('set-password')).toEqual(['link']);
    expect(requiredVariablesOf('lead-received')).toEqual([]);
    expect([...urlVariablesOf('task-reminder')]).toEqual(['link']);
    expect([...dateVariablesOf('lead-received')]).toEqual(['start_date', 'end_date']);
    expect([...dateVariablesOf('task-reminder')]).toEqual(['due_date']);
    for (const name of templateNames) {
      expect(Object.keys(exampleValuesOf(name))).toEqual(Object.keys(mailTemplates[name].variables));
    }
  });
});
