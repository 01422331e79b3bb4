import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, rows, type TestApp } from '../../../test/support/app.js';
import { daysFromToday, placeIds, validLead } from '../../../test/support/leads.js';

let t: TestApp;
// Each createLead call comes from its own address so the per-IP throttle stays out of the way.
let ipCounter = 0;
const nextIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const create = (payload: Record<string, unknown>, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/leads', payload, remoteAddress });

const counts = async () => {
  const [row] = await rows(
    t.database,
    `SELECT (SELECT count(*) FROM leads)::int AS leads, (SELECT count(*) FROM notifications)::int AS notifications,
            (SELECT count(*) FROM activity_log)::int AS activity, (SELECT count(*) FROM outbox)::int AS outbox,
            (SELECT count(*) FROM pgboss.job WHERE name = 'deliver-mail')::int AS jobs`,
  );
  return row as { leads: number; notifications: number; activity: number; outbox: number; jobs: number };
};

describe('createLead', () => {
  it('creates the lead, the notification, the activity entry and the confirmation mail with its job', async () => {
    const before = await counts();
    const payload = await validLead(t.database, { language: 'en', email: 'greta.en@holmberg.example' });
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    const body = json(response);
    expect(body.message).toEqual({ en: 'Lead created successfully', sw: 'Förfrågan har skickats' });
    expect(body.data).toMatchObject({
      id: expect.any(Number),
      first_name: 'Greta',
      last_name: 'Holmberg',
      business: 'Holmberg & Co',
      arrival_time: '09:30',
      departure_time: '15:00',
      region_name: 'Dalarnas län',
      city_name: 'Falun',
      status: 'New',
      language: 'en',
      start_date: payload.start_date,
    });
    expect(Date.now() - Date.parse(body.data.submitted_at)).toBeLessThan(60_000);
    expect(Object.keys(body.data)).not.toContain('search_text');
    const id = body.data.id as number;

    expect(await counts()).toEqual({
      leads: before.leads + 1,
      notifications: before.notifications + 1,
      activity: before.activity + 1,
      outbox: before.outbox + 1,
      jobs: before.jobs + 1,
    });
    const [notification] = await rows(t.database, `SELECT * FROM notifications WHERE notifiable_id = $1 AND notifiable_type = 'Lead'`, [id]);
    expect(notification).toMatchObject({
      type: 'lead.created',
      data: {
        source: 'Lead',
        message: { en: 'New lead from Greta Holmberg', sw: 'Ny lead från Greta Holmberg' },
        opportunity_id: null,
        link: `/convert-lead-id=${id}`,
      },
    });
    const [activity] = await rows(t.database, `SELECT * FROM activity_log WHERE subject_type = 'Lead' AND subject_id = $1`, [id]);
    expect(activity).toMatchObject({
      log_name: 'Lead',
      event: 'created',
      causer_id: null,
      properties: { name: 'Greta Holmberg', account: { name: 'Holmberg & Co' } },
    });
    const [mail] = await rows(t.database, `SELECT * FROM outbox WHERE to_email = 'greta.en@holmberg.example'`);
    expect(mail).toMatchObject({ template: 'lead-received', language: 'en', status: 'queued', subject: 'We have received your conference request' });
    expect(mail?.html).toContain('Falun, Dalarnas län');
    const [job] = await rows(t.database, `SELECT data FROM pgboss.job WHERE name = 'deliver-mail' AND data->>'outboxId' = $1`, [String(mail?.id)]);
    expect(job?.data).toEqual({ outboxId: mail?.id });
  });

  it('defaults the language to Swedish and stores blank optional texts as null', async () => {
    const payload = await validLead(t.database, { business: '  ', message: '', email: 'sv@holmberg.example' });
    delete payload.language;
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    expect(json(response).data).toMatchObject({ language: 'sv', business: null, message: null });
    const [mail] = await rows(t.database, `SELECT subject, language FROM outbox WHERE to_email = 'sv@holmberg.example'`);
    expect(mail).toEqual({ subject: 'Vi har tagit emot din konferensförfrågan', language: 'sv' });
  });

  it('answers 422 per field for schema violations', async () => {
    const payload = await validLead(t.database, {
      participants: 'many',
      furnishing: 'sofa',
      arrival_time: '25:00',
      start_date: '2031-02-30',
      accepts_shared_double: 'maybe',
    });
    delete payload.email;
    const response = await create(payload);
    expect(response.statusCode).toBe(422);
    const body = json(response);
    expect(body.message).toBe('Error validation');
    expect(body.errors).toEqual({
      email: [{ en: 'Fill in this field.', sw: 'Fyll i det här fältet.' }],
      participants: [{ en: 'The field must be a whole number', sw: 'Fältet måste vara ett heltal' }],
      furnishing: [{ en: 'The selected value is invalid', sw: 'Det valda värdet är ogiltigt' }],
      arrival_time: [{ en: 'The field has an invalid format', sw: 'Fältet har ett ogiltigt format' }],
      start_date: [{ en: 'The field must be a valid date (YYYY-MM-DD)', sw: 'Fältet måste vara ett giltigt datum (ÅÅÅÅ-MM-DD)' }],
      accepts_shared_double: [{ en: 'The field must be true or false', sw: 'Fältet måste vara sant eller falskt' }],
    });
  });

  it('answers 422 per field for the rules: dates, rooms, region and city', async () => {
    const stockholm = await placeIds(t.database, 'Stockholms län', 'Solna');
    const falun = await placeIds(t.database, 'Dalarnas län', 'Falun');
    const past = await create(
      await validLead(t.database, {
        start_date: daysFromToday(-1),
        end_date: daysFromToday(-3),
        participants: 10,
        single_room_people: 6,
        double_room_people: 5,
        region_id: stockholm.region_id,
        city_id: falun.city_id,
        email: 'not-an-address',
        first_name: '   ',
      }),
    );
    expect(past.statusCode).toBe(422);
    const errors = json(past).errors;
    expect(Object.keys(errors).sort()).toEqual(
      ['city_id', 'double_room_people', 'email', 'end_date', 'first_name', 'single_room_people', 'start_date'].sort(),
    );
    expect(errors.start_date).toEqual([{ en: 'The start date cannot be in the past', sw: 'Startdatumet kan inte ha passerat' }]);
    expect(errors.end_date[0].en).toBe('The end date must be on or after the start date');
    expect(errors.city_id[0].en).toBe('The selected city is not in the selected region');
    expect(errors.single_room_people[0].en).toMatch(/more than the participants/);

    const missing = await create(await validLead(t.database, { region_id: 9999, city_id: 99999 }));
    expect(json(missing).errors).toEqual({
      region_id: [{ en: 'The selected region does not exist', sw: 'Den valda regionen finns inte' }],
      city_id: [{ en: 'The selected city does not exist', sw: 'Den valda orten finns inte' }],
    });
  });

  it('refuses an overnight conference that starts and ends on the same day, in both languages', async () => {
    const before = await counts();
    const same = await create(await validLead(t.database, { conference_type: 'overnight', start_date: daysFromToday(20), end_date: daysFromToday(20) }));
    expect(same.statusCode).toBe(422);
    expect(json(same).errors).toEqual({
      end_date: [
        {
          en: 'An overnight conference ends on a later day than it starts: choose a later end date, or a day conference.',
          sw: 'En konferens med övernattning slutar en senare dag än den börjar: välj ett senare slutdatum, eller dagkonferens.',
        },
      ],
    });
    expect(await counts()).toEqual(before);
  });

  it('accepts a one-day conference starting today', async () => {
    const response = await create(await validLead(t.database, { start_date: daysFromToday(0), end_date: daysFromToday(0), conference_type: 'day' }));
    expect(response.statusCode).toBe(201);
  });

  it('writes nothing when a step after the insert fails', async () => {
    const before = await counts();
    // A failure in the database after the lead row is written: the mail row cannot be stored.
    await rows(
      t.database,
      `CREATE FUNCTION fail_outbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox is down'; END $$;
       CREATE TRIGGER outbox_down BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION fail_outbox();`,
    );
    try {
      const response = await create(await validLead(t.database));
      expect(response.statusCode).toBe(500);
      expect(json(response)).toEqual({ message: { en: 'Server error', sw: 'Serverfel' } });
      expect(response.body).not.toContain('outbox is down');
    } finally {
      await rows(t.database, 'DROP TRIGGER outbox_down ON outbox; DROP FUNCTION fail_outbox();');
    }
    expect(await counts()).toEqual(before);
  });

  it('writes nothing when the delivery job cannot be enqueued', async () => {
    // pg-boss inserts no job into a queue that does not exist; the service must notice.
    await t.boss.purgeQueue('deliver-mail');
    await t.boss.deleteQueue('deliver-mail');
    const before = await counts();
    try {
      const response = await create(await validLead(t.database));
      expect(response.statusCode).toBe(500);
    } finally {
      await t.boss.createQueue('deliver-mail');
    }
    expect(await counts()).toEqual(before);
    const after = await create(await validLead(t.database));
    expect(after.statusCode).toBe(201);
  });

  it('throttles one address to 20 requests in 10 minutes with 429 and Retry-After', async () => {
    const ip = '192.0.2.77';
    // Rejected by a rule, so they write nothing, but every request that reaches the service counts.
    const rejected = await validLead(t.database, { start_date: daysFromToday(-10) });
    for (let call = 0; call < 20; call += 1) {
      expect((await create(rejected, ip)).statusCode).toBe(422);
    }
    const blocked = await create(await validLead(t.database), ip);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(json(blocked).message).toEqual({ en: expect.any(String), sw: expect.any(String) });
    // Other addresses are not affected.
    expect((await create(await validLead(t.database))).statusCode).toBe(201);
  });
});
