import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, rows, type TestApp } from '../../../test/support/app.js';
import { validLead } from '../../../test/support/leads.js';

let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  [{ id: adminId }] = (await rows<{ id: number }>(t.database, "SELECT id FROM users WHERE email = 'admin@demo.test'")) as [{ id: number }];
});

afterAll(async () => {
  await t.close();
});

const notAllowedCharacters = {
  en: 'The field contains characters that are not allowed',
  sw: 'Fältet innehåller tecken som inte är tillåtna',
};
const notAllowedField = { en: 'The field is not allowed', sw: 'Fältet är inte tillåtet' };
const mustBeText = { en: 'The field must be a text', sw: 'Fältet måste vara en text' };
const mustBeWholeNumber = { en: 'The field must be a whole number', sw: 'Fältet måste vara ett heltal' };
const int4Max = { en: 'The value may not be greater than 2147483647', sw: 'Värdet får inte vara större än 2147483647' };

/** A JSON body as raw text, so that escapes such as `\udfff` reach the server as written. */
const postJson = (url: string, body: string, token: string | null = admin) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) }, payload: body });

describe('NUL bytes', () => {
  it('answers 422 on the field for a NUL in a login form, urlencoded or JSON', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%00b&password=x',
    });
    expect(form.statusCode, form.body).toBe(422);
    expect(json(form)).toEqual({ message: 'Error validation', errors: { email: [notAllowedCharacters] } });

    const asJson = await postJson('/api/login', JSON.stringify({ email: 'a\u0000b', password: 'x' }), null);
    expect(asJson.statusCode, asJson.body).toBe(422);
    expect(json(asJson).errors).toEqual({ email: [notAllowedCharacters] });
  });

  it("answers 422 on a lead's first name with a NUL, and stores nothing", async () => {
    const response = await postJson('/api/leads', JSON.stringify(await validLead(t.database, { first_name: 'Gr\u0000eta' })), null);
    expect(response.statusCode, response.body).toBe(422);
    expect(json(response).errors).toEqual({ first_name: [notAllowedCharacters] });
    expect(await rows(t.database, "SELECT id FROM leads WHERE email = 'greta@holmberg.example'")).toEqual([]);
  });

  it('answers 422 on a search with a NUL, in a list and in the CSV export', async () => {
    for (const url of ['/api/accounts?search=a%00b', '/api/accounts/export?search=a%00b', '/api/contacts?search=%00', '/api/leads?search=a%00']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(json(response)).toEqual({ message: 'Error validation', errors: { search: [notAllowedCharacters] } });
    }
  });

  it('answers 422 on a NUL in a path parameter', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/password-link/ab%00cd' });
    expect(response.statusCode, response.body).toBe(422);
    expect(json(response).errors).toEqual({ token: [notAllowedCharacters] });
  });
});

describe('unpaired UTF-16 surrogates', () => {
  it('answers 422 on a lone surrogate in the public lead form', async () => {
    const body = JSON.stringify(await validLead(t.database)).replace('"first_name":"Greta"', '"first_name":"\\udfff"');
    expect(body).toContain('\\udfff');
    const response = await postJson('/api/leads', body, null);
    expect(response.statusCode, response.body).toBe(422);
    expect(json(response).errors).toEqual({ first_name: [notAllowedCharacters] });
  });

  it('answers 422 on a lone high or low surrogate in a task or note subject, but keeps a paired one (an emoji)', async () => {
    const task = await postJson('/api/tasks', `{"subject":"Ring \\ud83d","assigned_to":${adminId}}`);
    expect(task.statusCode, task.body).toBe(422);
    expect(json(task).errors).toEqual({ subject: [notAllowedCharacters] });

    const note = await postJson('/api/notes', '{"subject":"x\\udc00y"}');
    expect(note.statusCode, note.body).toBe(422);
    expect(json(note).errors).toEqual({ subject: [notAllowedCharacters] });

    const emoji = await postJson('/api/notes', '{"subject":"Fika \\ud83c\\udf70"}');
    expect(emoji.statusCode, emoji.body).toBe(201);
    expect(json(emoji).data.subject).toBe('Fika 🍰');
  });

  it('names the nested field of a lone surrogate', async () => {
    const response = await postJson('/api/email-template/1/preview', '{"subject":{"en":"ok","sw":"\\ud800"},"message":{"en":"{{link}}","sw":"{{link}}"}}');
    expect(response.statusCode, response.body).toBe(422);
    expect(json(response).errors).toEqual({ 'subject.sw': [notAllowedCharacters] });
  });
});

describe('integers beyond PostgreSQL int4', () => {
  it('answers 422 on a query parameter above the int4 range', async () => {
    const above = await t.app.inject({ method: 'GET', url: '/api/cities?region_id=2147483648' });
    expect(above.statusCode, above.body).toBe(422);
    expect(json(above)).toEqual({ message: 'Error validation', errors: { region_id: [int4Max] } });

    const huge = await t.app.inject({ method: 'GET', url: '/api/cities?region_id=99999999999999999999999' });
    expect(huge.statusCode, huge.body).toBe(422);

    for (const infinite of ['Infinity', '-Infinity', '1e999']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/contacts/export?account_id=${infinite}`, headers: bearer(admin) });
      expect(response.statusCode, `${infinite}: ${response.body}`).toBe(422);
      expect(json(response).errors).toEqual({ account_id: [{ en: 'The field must be a number', sw: 'Fältet måste vara ett tal' }] });
    }

    const ok = await t.app.inject({ method: 'GET', url: '/api/cities?region_id=2147483647' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).data).toEqual([]);
  });

  it('answers 422 on a body integer above the range', async () => {
    const lead = await postJson('/api/leads', JSON.stringify(await validLead(t.database, { city_id: 2147483648 })), null);
    expect(lead.statusCode, lead.body).toBe(422);
    expect(json(lead).errors).toEqual({ city_id: [int4Max] });

    const logs = await t.app.inject({ method: 'GET', url: '/api/log-activities?account_id=2147483648', headers: bearer(admin) });
    expect(logs.statusCode, logs.body).toBe(422);
    expect(json(logs).errors).toEqual({ account_id: [int4Max] });
  });

  it('keeps the int4 bounds of the rule out of a schema that states its own', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/accounts?page=100001', headers: bearer(admin) });
    expect(page.statusCode).toBe(422);
    expect(json(page).errors).toEqual({ page: [{ en: 'The value may not be greater than 100000', sw: 'Värdet får inte vara större än 100000' }] });
  });

  it('still reads numbers and booleans of a query string from their text', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/products?page=1&per_page=5&active=true', headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).data).toMatchObject({ current_page: 1, per_page: 5 });
  });
});

describe('JSON bodies are taken as sent', () => {
  it('answers 422 instead of storing true as "true"', async () => {
    const task = await postJson('/api/tasks', JSON.stringify({ subject: true, assigned_to: adminId }));
    expect(task.statusCode, task.body).toBe(422);
    expect(json(task).errors).toEqual({ subject: [mustBeText] });

    const note = await postJson('/api/notes', JSON.stringify({ subject: 12 }));
    expect(note.statusCode, note.body).toBe(422);
    expect(json(note).errors).toEqual({ subject: [mustBeText] });
    expect(await rows(t.database, "SELECT id FROM notes WHERE subject IN ('true', '12')")).toEqual([]);
  });

  it('answers 422 for an infinite number (1e999)', async () => {
    const response = await postJson('/api/tasks', `{"subject":"Ring","assigned_to":1e999}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(json(response).errors.assigned_to).toBeDefined();
  });

  it('answers 422 for a number sent as text, or null for a required text', async () => {
    const task = await postJson('/api/tasks', JSON.stringify({ subject: 'Ring', assigned_to: String(adminId) }));
    expect(task.statusCode, task.body).toBe(422);
    expect(json(task).errors).toEqual({ assigned_to: [mustBeWholeNumber] });

    const note = await postJson('/api/notes', JSON.stringify({ subject: null }));
    expect(note.statusCode, note.body).toBe(422);
    expect(json(note).errors).toEqual({ subject: [mustBeText] });
  });

  it('answers 422 naming each unknown field of a body declared additionalProperties: false', async () => {
    const note = await postJson('/api/notes', JSON.stringify({ subject: 'Fika', colour: 'red', pinned: true }));
    expect(note.statusCode, note.body).toBe(422);
    expect(json(note)).toEqual({ message: 'Error validation', errors: { colour: [notAllowedField], pinned: [notAllowedField] } });

    const lead = await postJson('/api/leads', JSON.stringify(await validLead(t.database, { referrer: 'ad' })), null);
    expect(lead.statusCode, lead.body).toBe(422);
    expect(json(lead).errors).toEqual({ referrer: [notAllowedField] });
  });

  it('still applies the defaults of the contract', async () => {
    const note = await postJson('/api/notes', JSON.stringify({ subject: 'Defaults' }));
    expect(note.statusCode, note.body).toBe(201);
    expect(json(note).data).toMatchObject({ subject: 'Defaults', comment: null, account_id: null });
  });
});

describe('URLs the router cannot read', () => {
  it("answer in the API's shape, without naming the framework", async () => {
    for (const url of ['/api/account/%ZZ', '/api/password-link/%FF%FE', '/api/region/%']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
      expect(response.statusCode, url).toBe(400);
      expect(json(response)).toEqual({ message: { en: 'The request could not be read', sw: 'Förfrågan kunde inte läsas' } });
    }
    const long = await t.app.inject({ method: 'GET', url: `/api/password-link/${'x'.repeat(5000)}` });
    expect(long.statusCode).toBe(414);
    expect(json(long)).toEqual({ message: { en: 'The address is too long', sw: 'Adressen är för lång' } });
  });
});

describe('PostgreSQL data exceptions never answer 500', () => {
  it('answers 400 when the database refuses a value (SQLSTATE class 22) that the schema let through', async () => {
    // The guard catches NUL before the database; the error handler is the safety net behind it.
    const { setupErrorHandling } = await import('./errors.js');
    const Fastify = (await import('fastify')).default;
    const app = Fastify();
    setupErrorHandling(app);
    app.get('/nul', async () => {
      throw new Error('Failed query', { cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }) });
    });
    app.get('/range', async () => {
      throw Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' });
    });
    app.get('/unique', async () => {
      throw new Error('Failed query', { cause: Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: '23505' }) });
    });
    for (const url of ['/nul', '/range']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: {
          en: 'A value in the request cannot be stored: it is out of range or has characters that are not allowed.',
          sw: 'Ett värde i förfrågan kan inte sparas: det är utanför det tillåtna intervallet eller har otillåtna tecken.',
        },
      });
      expect(response.body).not.toMatch(/UTF8|integer|Failed query/);
    }
    const unique = await app.inject({ method: 'GET', url: '/unique' });
    expect(unique.statusCode).toBe(409);
    expect(unique.json()).toEqual({
      message: {
        en: 'The record was saved by someone else at the same moment. Reload the page and try again.',
        sw: 'Posten sparades av någon annan i samma ögonblick. Ladda om sidan och försök igen.',
      },
    });
    await app.close();
  });
});
