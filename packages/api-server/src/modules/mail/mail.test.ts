import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, type TestApp } from '../../../test/support/app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'partner2@demo.test' } });
});

afterAll(async () => {
  await t.close();
});

describe('outbox', () => {
  it('lists mails newest first, paged, without their bodies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/outbox?per_page=1', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data).toMatchObject({ current_page: 1, per_page: 1, total: 2, last_page: 2, from: 1, to: 1 });
    expect(data.data[0]).toEqual({
      id: expect.any(Number),
      to: 'partner2@demo.test',
      subject: 'Återställ ditt lösenord',
      template: 'reset-password',
      status: 'queued',
      attempts: 0,
      last_error: null,
      created_at: expect.any(String),
      sent_at: null,
      personal_message: null,
    });
  });

  it('searches recipient and subject', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/outbox?search=NEW.PARTNER', headers: bearer(admin) });
    const { data } = json(response);
    expect(data.total).toBe(1);
    expect(data.data[0]).toMatchObject({ to: 'new.partner@demo.test', template: 'set-password' });
  });

  it('shows one mail with its HTML and text parts, or 404', async () => {
    const list = json(await t.app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(admin) })).data.data;
    const id = list.find((mail: { template: string }) => mail.template === 'set-password').id;
    const response = await t.app.inject({ method: 'GET', url: `/api/outbox/${id}`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data.html).toContain('<a href="http://portal.test/set-password&amp;id=');
    expect(data.text).toMatch(/http:\/\/portal\.test\/set-password&id=[A-Za-z0-9_-]{43}/);
    expect(data.text).toContain('Hej Maria!');

    const missing = await t.app.inject({ method: 'GET', url: '/api/outbox/999999', headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toEqual({ en: 'Mail does not exist', sw: 'Mejlet finns inte' });
  });
});

describe('withoutPasswordLinks', () => {
  it('blanks the token of password links in a delivered mail, in text and in HTML', async () => {
    const { withoutPasswordLinks } = await import('./service.js');
    expect(withoutPasswordLinks('Välj lösenord: http://x/set-password&id=AbC_12-z\nTack')).toBe('Välj lösenord: http://x/set-password&id=…\nTack');
    expect(withoutPasswordLinks('<a href="http://x/reset-password&amp;id=AbC_12-z">')).toBe('<a href="http://x/reset-password&amp;id=…">');
    expect(withoutPasswordLinks('/convert-lead-id=12')).toBe('/convert-lead-id=12');
  });
});
