import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, json, login, loginAs, rows, type TestApp } from '../../../test/support/app.js';

let t: TestApp;
let anna: string;
let bjorn: string;

beforeAll(async () => {
  t = await createTestApp();
  anna = await loginAs.admin(t.app);
  await createUser(t, { email: 'bjorn.admin@demo.test', password: 'Bjorn-admin-1', role: 1, firstName: 'Björn' });
  bjorn = await login(t.app, 'bjorn.admin@demo.test', 'Bjorn-admin-1');
});

afterAll(async () => {
  await t.close();
});

const notificationsOf = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return json(response).data as { id: string; read_at: string | null; created_at: string; data: Record<string, unknown> }[];
};

describe('notifications', () => {
  it('lists the last 24 hours newest first, with the seeded lead notifications', async () => {
    await rows(
      t.database,
      `INSERT INTO notifications (type, notifiable_type, notifiable_id, data, created_at, updated_at)
       VALUES ('lead.created', 'Lead', 1, '{"source":"Lead","message":"old","opportunity_id":null,"link":null}', now() - interval '25 hours', now() - interval '25 hours')`,
    );
    const list = await notificationsOf(anna);
    expect(list.length).toBe(2);
    expect(list.every((item) => Date.now() - Date.parse(item.created_at) < 24 * 3600_000)).toBe(true);
    expect(Date.parse(list[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(list[1]!.created_at));
    expect(list[0]).toMatchObject({
      type: 'lead.created',
      notifiable_type: 'Lead',
      read_at: null,
      data: { source: 'Lead', message: { en: expect.stringMatching(/^New lead from /), sw: expect.stringMatching(/^Ny lead från /) }, opportunity_id: null },
    });
  });

  it('keeps read state per admin', async () => {
    const [first] = await notificationsOf(anna);
    const response = await t.app.inject({ method: 'POST', url: `/api/mark-as-read/${first!.id}`, headers: bearer(anna) });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({
      data: { id: first!.id, read_at: expect.any(String) },
      message: { en: 'Notification marked as read', sw: 'Notisen har markerats som läst' },
    });
    const readAt = json(response).data.read_at;

    expect((await notificationsOf(anna)).find((item) => item.id === first!.id)?.read_at).toBe(readAt);
    expect((await notificationsOf(bjorn)).find((item) => item.id === first!.id)?.read_at).toBeNull();

    // Marking again keeps the first read time.
    const again = await t.app.inject({ method: 'POST', url: `/api/mark-as-read/${first!.id}`, headers: bearer(anna) });
    expect(json(again).data.read_at).toBe(readAt);
  });

  it('answers 404 for an unknown notification and 422 for a malformed id', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/mark-as-read/00000000-0000-4000-8000-000000000000',
      headers: bearer(anna),
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ message: { en: 'Notification does not exist', sw: 'Notisen finns inte' } });
    const malformed = await t.app.inject({ method: 'POST', url: '/api/mark-as-read/42', headers: bearer(anna) });
    expect(malformed.statusCode).toBe(422);
    expect(json(malformed).errors).toHaveProperty('notificationId');
  });

  it('marks everything of the last 24 hours seen for the caller only, even with an empty JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notification-seen',
      headers: { ...bearer(bjorn), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toEqual({ en: 'Notifications marked as read', sw: 'Notiserna har markerats som lästa' });
    expect((await notificationsOf(bjorn)).every((item) => item.read_at !== null)).toBe(true);
    expect((await notificationsOf(anna)).filter((item) => item.read_at === null)).toHaveLength(1);
  });
});

describe('reference data and texts', () => {
  it('lists the 21 Swedish counties in Swedish order, each with 3 to 6 cities', async () => {
    const regions = json(await t.app.inject({ method: 'GET', url: '/api/regions' })).data as { id: number; name: string }[];
    expect(regions).toHaveLength(21);
    expect(regions[0]!.name).toBe('Blekinge län');
    expect(regions.at(-1)!.name).toBe('Östergötlands län');
    expect(regions.map((region) => region.name)).toContain('Västra Götalands län');

    const cities = json(await t.app.inject({ method: 'GET', url: '/api/cities' })).data as { region_id: number }[];
    for (const region of regions) {
      const count = cities.filter((city) => city.region_id === region.id).length;
      expect(count, region.name).toBeGreaterThanOrEqual(3);
      expect(count, region.name).toBeLessThanOrEqual(6);
    }
  });

  it('filters cities by region', async () => {
    const regions = json(await t.app.inject({ method: 'GET', url: '/api/regions' })).data as { id: number; name: string }[];
    const jamtland = regions.find((region) => region.name === 'Jämtlands län')!;
    const response = await t.app.inject({ method: 'GET', url: `/api/cities?region_id=${jamtland.id}` });
    expect(json(response).data.map((city: { name: string }) => city.name)).toEqual(['Strömsund', 'Sveg', 'Åre', 'Östersund']);
    expect((await t.app.inject({ method: 'GET', url: '/api/cities?region_id=zero' })).statusCode).toBe(422);
  });

  it('serves the server texts in both languages without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/language' });
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data.en['auth.invalid_credentials']).toBe('Please check email-id or password');
    expect(data.sw['auth.invalid_credentials']).toBe('Kontrollera e-post eller lösenord');
    expect(Object.keys(data.en).sort()).toEqual(Object.keys(data.sw).sort());
  });

  it('answers health when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(json(response)).toEqual({ data: { status: 'ok' } });
  });

  it('answers health 503 once the process is stopping, so a load balancer drains it, while other calls still work', async () => {
    t.ctx.lifecycle.stopping = true;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(json(response).message).toEqual({ en: 'This server is stopping. Please try again in a moment.', sw: 'Servern stängs av. Försök igen om en stund.' });
      expect((await t.app.inject({ method: 'GET', url: '/api/language' })).statusCode).toBe(200);
    } finally {
      t.ctx.lifecycle.stopping = false;
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
