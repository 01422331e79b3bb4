import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../src/mail/templates.js';

describe('renderTemplate', () => {
  it('escapes variables in the HTML part and keeps them verbatim in the text part', () => {
    const mail = renderTemplate('lead-received', 'en', {
      first_name: '<script>alert("x")</script>',
      start_date: '2030-05-01',
      end_date: '2030-05-02',
      participants: 12,
      city: 'Åre & Duved',
      region: 'Jämtlands län',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('Åre &amp; Duved');
    expect(mail.text).toContain('Hello <script>alert("x")</script>,');
    expect(mail.text).toContain('12 people in Åre & Duved, Jämtlands län, 2030-05-01 – 2030-05-02');
    expect(mail.subject).toBe('We have received your conference request');
  });

  it('renders each template in Swedish and English with the link in both parts', () => {
    const link = 'https://portal.example/reset-password&id=abc';
    const sv = renderTemplate('reset-password', 'sv', { first_name: 'Åsa', link, expires_minutes: 60 });
    const en = renderTemplate('reset-password', 'en', { first_name: 'Åsa', link, expires_minutes: 60 });
    expect(sv.subject).toBe('Återställ ditt lösenord');
    expect(en.subject).toBe('Reset your password');
    for (const mail of [sv, en]) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain('href="https://portal.example/reset-password&amp;id=abc"');
      expect(mail.text).toContain('60');
    }
    expect(sv.html).toContain('<html lang="sv">');

    const set = renderTemplate('set-password', 'sv', { first_name: 'Maria', link, expires_days: 7 });
    expect(set.text).toContain('7 dagar');
  });

  it('fails loudly when a variable is missing', () => {
    expect(() =>
      renderTemplate('set-password', 'en', { first_name: 'Maria', link: 'x' } as unknown as Parameters<typeof renderTemplate<'set-password'>>[2]),
    ).toThrow(/expires_days/);
  });
});
