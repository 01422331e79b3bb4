import type { EmailTemplate } from '../features/email-templates/email-template-types';

/** A complete email template as the API returns it; tests override what they look at. */
export function anEmailTemplate(overrides: Partial<EmailTemplate> = {}): EmailTemplate {
  return {
    id: 3,
    name: 'password_reset',
    description: { en: 'Password reset link', sw: 'Länk för nytt lösenord' },
    subject: { en: 'Reset your password', sw: 'Återställ ditt lösenord' },
    message: {
      en: 'Hello {{first_name}},\nopen {{link}} to choose a new password.',
      sw: 'Hej {{first_name}},\nöppna {{link}} för att välja ett nytt lösenord.',
    },
    variables: [
      { name: 'first_name', description: { en: "The recipient's first name", sw: 'Mottagarens förnamn' }, example: 'Anna' },
      { name: 'link', description: { en: 'The reset link', sw: 'Länken för att återställa' }, example: 'https://portal.example/reset' },
    ],
    updated_at: '2031-02-01T13:05:00Z',
    ...overrides,
  };
}
