import { templateNames } from '../../core/mail/templates.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUsers, json, loginAs, rows, type TestApp } from '../../../test/support/app.js';
import { validLead } from '../../../test/support/leads.js';

let t: TestApp;
let admin: string;
let partner: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, partner] = await Promise.all([loginAs.admin(t.app), loginAs.partner(t.app)]);
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, payload?: Record<string, unknown>, token = admin) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

interface Template {
  id: number;
  name: string;
  subject: { en: string; sw: string };
  message: { en: string; sw: string };
  variables: { name: string; description: { en: string; sw: string }; example: string }[];
}

const templateNamed = async (name: string): Promise<Template> => {
  const list = json(await call('GET', '/email-templates')).data as Template[];
  const found = list.find((template) => template.name === name);
  if (!found) throw new Error(`no template ${name}`);
  return found;
};

const texts = (template: Template) => ({ subject: template.subject, message: template.message });

describe('email template access', () => {
  it('answers 401 without a token and 403 to a partner on every template call', async () => {
    const payload = { subject: { en: 'a', sw: 'a' }, message: { en: 'a', sw: 'a' } };
    const calls: [Method, string][] = [
      ['GET', '/email-templates'],
      ['GET', '/email-template/1'],
      ['PUT', '/email-template/1'],
      ['POST', '/email-template/1/preview'],
    ];
    for (const [method, url] of calls) {
      expect((await t.app.inject({ method, url: `/api${url}` })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, method === 'GET' ? undefined : payload, partner)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('getEmailTemplates / getEmailTemplate', () => {
  it('lists every mail the portal sends, by name, with texts in both languages and the variables the code passes', async () => {
    const list = json(await call('GET', '/email-templates')).data as Template[];
    // Every template the code sends has its row (migrations), and no other.
    expect(list.map((template) => template.name)).toEqual([...templateNames].sort());
    const reset = list.find((template) => template.name === 'reset-password')!;
    expect(reset.subject).toEqual({ en: 'Reset your password', sw: 'Återställ ditt lösenord' });
    expect(reset.message.sw).toContain('Hej {{first_name}}!\n\nVi har fått en begäran');
    expect(reset.variables.map((variable) => variable.name)).toEqual(['first_name', 'link', 'expires_minutes']);
    expect(reset.variables[0]).toEqual({ name: 'first_name', description: { en: "The user's first name", sw: 'Användarens förnamn' }, example: 'Anna' });
    expect(json(await call('GET', `/email-template/${reset.id}`)).data).toEqual(reset);

    const missing = await call('GET', '/email-template/999999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toEqual({ en: 'Email template does not exist', sw: 'E-postmallen finns inte' });
  });
});

describe('updateEmailTemplate', () => {
  it('reports a blank text, an unknown placeholder and a removed password link on the field ("message.sw" …)', async () => {
    const reset = await templateNamed('reset-password');
    const response = await call('PUT', `/email-template/${reset.id}`, {
      subject: { sw: ' ', en: 'Hi {{nickname}}' },
      message: { sw: 'Hej {{first_name}}, inget mer.', en: reset.message.en },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      'subject.sw': [{ en: 'Fill in this field.', sw: 'Fyll i det här fältet.' }],
      'subject.en': [
        { en: 'Unknown placeholder {{nickname}}; use one of the variables listed', sw: 'Okänd platshållare {{nickname}}; använd någon av de listade variablerna' },
      ],
      'message.sw': [
        { en: 'The message must contain {{link}}, or the mail is of no use', sw: 'Meddelandet måste innehålla {{link}}, annars går mejlet inte att använda' },
      ],
    });
    const missing = await call('PUT', `/email-template/${reset.id}`, { subject: { sw: 'x' }, message: { sw: 'x' } });
    expect(Object.keys(json(missing).errors).sort()).toEqual(['message.en', 'subject.en']);
    expect((await call('PUT', '/email-template/999999', texts(reset))).statusCode).toBe(404);
    // Nothing was saved.
    expect(await templateNamed('reset-password')).toEqual(reset);
  });

  it('saves the texts, and the next password mail is written from them in the user\'s language', async () => {
    const reset = await templateNamed('reset-password');
    const response = await call('PUT', `/email-template/${reset.id}`, {
      subject: { sw: 'Nytt lösenord för {{first_name}}', en: reset.subject.en },
      message: { sw: 'Hej {{first_name}}!\n\nKlicka här:\n{{link}}\n\nGiltig {{expires_minutes}} minuter.', en: reset.message.en },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toEqual({ en: 'Email template updated', sw: 'E-postmallen har uppdaterats' });
    expect(json(response).data.subject.sw).toBe('Nytt lösenord för {{first_name}}');
    const [saved] = await rows(t.database, `SELECT updated_by FROM email_templates WHERE id = $1`, [reset.id]);
    expect(saved!.updated_by).not.toBeNull();

    const forgot = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: demoUsers.partner.email } });
    expect(forgot.statusCode).toBe(200);
    const [mail] = await rows(t.database, `SELECT * FROM outbox WHERE to_email = $1 AND template = 'reset-password' ORDER BY id DESC LIMIT 1`, [
      demoUsers.partner.email,
    ]);
    expect(mail!.subject).toBe('Nytt lösenord för Erik');
    expect(mail!.text).toMatch(/^Hej Erik!\n\nKlicka här:\nhttp:\/\/portal\.test\/reset-password&id=[A-Za-z0-9_-]{43}\n\nGiltig 60 minuter\.\n$/);
    expect(mail!.html).toMatch(/<a href="http:\/\/portal\.test\/reset-password&amp;id=[A-Za-z0-9_-]{43}"/);
  });

  it('writes the lead confirmation from the stored template too', async () => {
    const lead = await templateNamed('lead-received');
    await call('PUT', `/email-template/${lead.id}`, { subject: lead.subject, message: { sw: lead.message.sw, en: 'Thanks {{first_name}}, see you in {{city}}.' } });
    const payload = await validLead(t.database, { language: 'en', email: 'template.lead@example.test' });
    expect((await t.app.inject({ method: 'POST', url: '/api/leads', payload, remoteAddress: '10.9.9.9' })).statusCode).toBe(201);
    const [mail] = await rows(t.database, `SELECT text FROM outbox WHERE to_email = 'template.lead@example.test'`);
    expect(mail!.text).toBe('Thanks Greta, see you in Falun.\n');
  });
});

describe('previewEmailTemplate', () => {
  it('renders unsaved texts with the example values in both languages, escaped, and saves nothing', async () => {
    const reminder = await templateNamed('task-reminder');
    const response = await call('POST', `/email-template/${reminder.id}/preview`, {
      subject: { sw: 'Påminnelse {{task_subject}}', en: 'Reminder {{task_subject}}' },
      message: {
        sw: 'Hej {{first_name}} <script>alert(1)</script>\n\n{{link}}\n\nSenast {{due_date}}',
        en: 'Hi {{ first_name }}\nsee https://example.org/help\n\nDue {{due_date}}',
      },
    });
    expect(response.statusCode).toBe(200);
    const { sv, en } = json(response).data;
    expect(sv.subject).toBe('Påminnelse Ring Sara om offerten');
    expect(sv.html).toContain('<html lang="sv">');
    expect(sv.html).toContain('<p>Hej Anna &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(sv.html).not.toContain('<script>');
    expect(sv.html).toContain('<a href="https://portal.example/edit-task-42"');
    expect(sv.text).toBe('Hej Anna <script>alert(1)</script>\n\nhttps://portal.example/edit-task-42\n\nSenast 10 maj 2030\n');
    expect(en.text).toContain('Due 10 May 2030');
    expect(en.html).toContain('Hi Anna<br>\nsee <a href="https://example.org/help"');
    expect(await templateNamed('task-reminder')).toEqual(reminder);

    const unknown = await call('POST', `/email-template/${reminder.id}/preview`, { subject: reminder.subject, message: { sw: '{{lösenord}}', en: 'x' } });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(json(unknown).errors)).toEqual(['message.sw']);
    expect((await call('POST', '/email-template/999999/preview', texts(reminder))).statusCode).toBe(404);
  });
});
