import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, demoUsers, json, login, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { temporaryFilesDir, uploadPng } from '../../../test/support/uploads.js';

let t: TestApp;
let files: Awaited<ReturnType<typeof temporaryFilesDir>>;
let admin: string;
let partner: string;
let partner2: string;
let partnerUserId: number;
let hotelId: number;
let manorId: number;

beforeAll(async () => {
  files = await temporaryFilesDir();
  t = await createTestApp({ env: { FILES_DIR: files.dir } });
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
  partner2 = await login(t.app, demoUsers.partner2.email, demoUsers.partner2.password);
  const users = await rows<{ id: number; email: string; account_id: number }>(t.database, 'SELECT id, email, account_id FROM users WHERE email = ANY($1::text[])', [
    [demoUsers.partner.email, demoUsers.partner2.email],
  ]);
  const byEmail = new Map(users.map((user) => [user.email, user]));
  partnerUserId = byEmail.get(demoUsers.partner.email)!.id;
  hotelId = byEmail.get(demoUsers.partner.email)!.account_id;
  manorId = byEmail.get(demoUsers.partner2.email)!.account_id;
});

afterAll(async () => {
  await t.close();
  await files.remove();
});

const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const getOwn = (token = partner) => call('GET', '/api/partner/account', token);
const saveProfile = (payload: object, token = partner) => call('PUT', '/api/partner/profile', token, payload);

/** A complete profile: tests override what they look at. */
const profile = (overrides: Body = {}): Body => ({
  title: null,
  description: null,
  comments: { accommodation: null, conference: null, meals: null, other: null },
  location: null,
  main_image_id: null,
  image_ids: [],
  halls: [],
  ...overrides,
});

const stored = (file: Body) => path.join(files.dir, (file.url as string).split('/').pop()!);

describe('who may call', () => {
  const calls: ['GET' | 'PUT', string, object?][] = [
    ['GET', '/api/partner/account'],
    ['PUT', '/api/partner/profile', profile()],
  ];

  it.each(calls)('%s %s answers 401 without a token', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
  });

  it.each(calls)('%s %s answers 403 to an admin (the partner portal reads the caller’s own venue)', async (method, url, payload) => {
    const response = await call(method, url, admin, payload);
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toEqual({ en: 'You are not authorized', sw: 'Du har inte behörighet' });
  });

  it('answers 404 to a partner login without an account, in both languages, and writes nothing', async () => {
    await createUser(t, { email: 'lonely.partner@demo.test', password: 'Lonely-partner-1', role: 2 });
    const lonely = await login(t.app, 'lonely.partner@demo.test', 'Lonely-partner-1');
    const before = await rows(t.database, 'SELECT count(*)::int AS n FROM activity_log');
    for (const response of [await getOwn(lonely), await saveProfile(profile({ title: 'Mitt hotell' }), lonely)]) {
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toEqual({
        en: 'Your login is not linked to a venue account. Contact the intermediary.',
        sw: 'Din inloggning är inte kopplad till något anläggningskonto. Kontakta förmedlaren.',
      });
    }
    expect(await rows(t.database, 'SELECT count(*)::int AS n FROM activity_log')).toEqual(before);
  });

  it('lets a partner upload an image (POST /files), unattached until the profile names it', async () => {
    const image = await uploadPng(t.app, partner);
    const [row] = await rows(t.database, 'SELECT uploaded_by, attached_at FROM files WHERE id = $1', [image.id]);
    expect(row).toEqual({ uploaded_by: partnerUserId, attached_at: null });
  });
});

describe('GET /partner/account', () => {
  it("answers the caller's own venue with its terms, without the intermediary's internal fields", async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/account/${hotelId}`,
      headers: bearer(admin),
      payload: {
        type: 'Partner',
        company_name: 'Demo Konferenshotell AB',
        venue_name: 'Demo Konferenshotell',
        email: 'bokning@konferenshotell.demo',
        phone: '08-410 200 00',
        address: 'Strandvägen 12, 114 56 Stockholm',
        corporate_number: '556036-0793',
        invoice_address: 'Box 1, 114 56 Stockholm',
        invoice_email: 'faktura@konferenshotell.demo',
        commission_percent: 12.5,
        commission_meals_percent: 5,
        commission_type: 'accommodation_conference_meals',
        payment_terms_days: 30,
        owner_id: (await rows<{ id: number }>(t.database, "SELECT id FROM users WHERE email = 'admin@demo.test'"))[0]!.id,
      },
    });
    const response = await getOwn();
    expect(response.statusCode, response.body).toBe(200);
    const data = json(response).data;
    expect(data).toMatchObject({
      id: hotelId,
      company_name: 'Demo Konferenshotell AB',
      venue_name: 'Demo Konferenshotell',
      corporate_number: '556036-0793',
      invoice_address: 'Box 1, 114 56 Stockholm',
      invoice_email: 'faktura@konferenshotell.demo',
      commission_percent: 12.5,
      commission_meals_percent: 5,
      commission_type: 'accommodation_conference_meals',
      payment_terms_days: 30,
      images: [],
      halls: [],
    });
    for (const internal of ['owner', 'owner_id', 'primary_contact', 'primary_contact_id', 'profile_picture', 'type', 'region_id', 'city_id', 'created_at']) {
      expect(data).not.toHaveProperty(internal);
    }

    const other = json(await getOwn(partner2)).data;
    expect(other).toMatchObject({ id: manorId, company_name: 'Sjöviks Herrgård' });
  });
});

describe('PUT /partner/profile', () => {
  it('replaces the profile (texts trimmed, empty ones null), its halls in order and its images; logs it; the admin sees it too', async () => {
    const [main, first, second] = [await uploadPng(t.app, partner), await uploadPng(t.app, partner), await uploadPng(t.app, partner)];
    const response = await saveProfile(
      profile({
        title: '  Konferens vid vattnet ',
        description: 'Ett hotell vid Strandvägen.',
        comments: { accommodation: ' 120 rum ', conference: '   ', meals: 'Frukost ingår', other: null },
        location: { lat: 59.3326, lng: 18.0849 },
        main_image_id: main.id,
        image_ids: [second.id, first.id],
        halls: [
          { name: ' Stora salen ', size_sqm: 220, capacity: 180, seating: 'cinema', comment: ' Scen och ljud ' },
          { name: 'Styrelserummet', size_sqm: null, capacity: 14, seating: 'boardroom', comment: '' },
          { name: 'Lilla salen' },
        ],
        guest_rooms: 120,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = json(response);
    expect(body.message).toEqual({ en: 'Venue profile saved', sw: 'Anläggningsprofilen har sparats' });
    expect(body.data).toMatchObject({
      id: hotelId,
      title: 'Konferens vid vattnet',
      description: 'Ett hotell vid Strandvägen.',
      comments: { accommodation: '120 rum', conference: null, meals: 'Frukost ingår', other: null },
      location: { lat: 59.3326, lng: 18.0849 },
      main_image: main,
      images: [second, first],
      halls: [
        { name: 'Stora salen', size_sqm: 220, capacity: 180, seating: 'cinema', comment: 'Scen och ljud' },
        { name: 'Styrelserummet', size_sqm: null, capacity: 14, seating: 'boardroom', comment: null },
        { name: 'Lilla salen', size_sqm: null, capacity: null, seating: null, comment: null },
      ],
      guest_rooms: 120,
    });
    expect(json(await getOwn()).data).toEqual(body.data);
    // The largest hall is kept with the halls (the venue suggestions rank by it).
    expect(await rows(t.database, 'SELECT largest_hall FROM accounts WHERE id = $1', [hotelId])).toEqual([{ largest_hall: 180 }]);

    const [entry] = await rows(t.database, "SELECT event, causer_id, account_id, link FROM activity_log WHERE subject_type = 'Account' AND subject_id = $1 ORDER BY id DESC LIMIT 1", [hotelId]);
    expect(entry).toEqual({ event: 'updated', causer_id: partnerUserId, account_id: hotelId, link: `/edit-account-${hotelId}` });

    const asAdmin = json(await t.app.inject({ method: 'GET', url: `/api/account/${hotelId}`, headers: bearer(admin) })).data;
    expect(asAdmin).toMatchObject({ title: 'Konferens vid vattnet', main_image: main, images: [second, first], halls: body.data.halls });

    // Saving again with fewer images and halls: the dropped image's row and bytes are gone.
    expect(existsSync(stored(first))).toBe(true);
    const again = await saveProfile(profile({ title: 'Konferens vid vattnet', main_image_id: main.id, image_ids: [second.id], halls: [{ name: 'Lilla salen' }] }));
    expect(again.statusCode, again.body).toBe(200);
    expect(json(again).data).toMatchObject({ images: [second], halls: [{ name: 'Lilla salen' }], location: null, comments: { accommodation: null, meals: null } });
    expect(await rows(t.database, 'SELECT id FROM files WHERE id = $1', [first.id])).toEqual([]);
    expect(existsSync(stored(first))).toBe(false);
    expect(await rows(t.database, 'SELECT name, position FROM account_halls WHERE account_id = $1', [hotelId])).toEqual([{ name: 'Lilla salen', position: 0 }]);
  });

  it("keeps the intermediary's fields and the profile picture, which the venue cannot change", async () => {
    const picture = await uploadPng(t.app, admin);
    const adminAccount = json(await t.app.inject({ method: 'GET', url: `/api/account/${manorId}`, headers: bearer(admin) })).data;
    const withPicture = await t.app.inject({
      method: 'PUT',
      url: `/api/account/${manorId}`,
      headers: bearer(admin),
      payload: { type: 'Partner', company_name: adminAccount.company_name, venue_name: adminAccount.venue_name, email: adminAccount.email, commission_percent: 10, profile_picture_id: picture.id },
    });
    expect(withPicture.statusCode, withPicture.body).toBe(200);

    // Its picture is not the venue's to reuse elsewhere in the profile.
    const reused = await saveProfile(profile({ image_ids: [picture.id] }), partner2);
    expect(json(reused).errors).toEqual({ image_ids: [{ en: 'Each image can be used only once', sw: 'Varje bild kan bara användas en gång' }] });

    const saved = await saveProfile(profile({ title: 'Herrgården vid Siljan' }), partner2);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = json(await t.app.inject({ method: 'GET', url: `/api/account/${manorId}`, headers: bearer(admin) })).data;
    expect(after).toMatchObject({ title: 'Herrgården vid Siljan', commission_percent: 10, email: adminAccount.email, profile_picture: picture });
    expect(existsSync(stored(picture))).toBe(true);
  });

  it('answers 422 on each field the schema refuses, in both languages, and keeps nothing', async () => {
    const before = json(await getOwn()).data;
    const response = await saveProfile(
      profile({
        title: 'x'.repeat(201),
        description: 'x'.repeat(5001),
        comments: { accommodation: null, conference: null, meals: 'x'.repeat(2001), other: null },
        location: { lat: 91, lng: -181 },
        halls: [{ name: 'Salen', size_sqm: 0, capacity: 100_001, seating: 'theatre', comment: 'x'.repeat(2001) }],
      }),
    );
    expect(response.statusCode).toBe(422);
    const errors = json(response).errors as Record<string, { en: string; sw: string }[]>;
    expect(errors).toMatchObject({
      title: [{ en: 'The field may not be longer than 200 characters', sw: 'Fältet får inte vara längre än 200 tecken' }],
      description: [{ en: 'The field may not be longer than 5000 characters', sw: 'Fältet får inte vara längre än 5000 tecken' }],
      'comments.meals': [{ en: 'The field may not be longer than 2000 characters', sw: 'Fältet får inte vara längre än 2000 tecken' }],
      'location.lat': [{ en: 'The value may not be greater than 90', sw: 'Värdet får inte vara större än 90' }],
      'location.lng': [{ en: 'The value must be at least -180', sw: 'Värdet måste vara minst -180' }],
      'halls.0.size_sqm': [{ en: 'The value must be at least 1', sw: 'Värdet måste vara minst 1' }],
      'halls.0.capacity': [{ en: 'The value may not be greater than 100000', sw: 'Värdet får inte vara större än 100000' }],
      'halls.0.comment': [{ en: 'The field may not be longer than 2000 characters', sw: 'Fältet får inte vara längre än 2000 tecken' }],
    });
    expect(errors['halls.0.seating']?.[0]?.sw).toBeTruthy();
    expect(json(await getOwn()).data).toEqual(before);
  });

  it('refuses more than 20 images and more than 30 halls', async () => {
    const response = await saveProfile(
      profile({
        image_ids: Array.from({ length: 21 }, (_, index) => index + 1),
        halls: Array.from({ length: 31 }, (_, index) => ({ name: `Sal ${index + 1}` })),
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      image_ids: [{ en: 'At most 20 may be chosen', sw: 'Högst 20 kan väljas' }],
      halls: [{ en: 'At most 30 may be chosen', sw: 'Högst 30 kan väljas' }],
    });
  });

  it("refuses a hall without a name on its row, and a missing part of the profile, and keeps nothing", async () => {
    const before = json(await getOwn()).data;
    const image = await uploadPng(t.app, partner);
    const blank = await saveProfile(profile({ title: 'Nytt namn', main_image_id: image.id, halls: [{ name: 'Salen' }, { name: '   ' }] }));
    expect(blank.statusCode).toBe(422);
    expect(json(blank).errors).toEqual({ 'halls.1.name': [{ en: 'Fill in this field.', sw: 'Fyll i det här fältet.' }] });
    expect(json(await getOwn()).data).toEqual(before);
    expect(await rows(t.database, 'SELECT attached_at FROM files WHERE id = $1', [image.id])).toEqual([{ attached_at: null }]);

    const partial = await saveProfile({ title: 'Bara titeln' });
    expect(partial.statusCode).toBe(422);
    expect(Object.keys(json(partial).errors).sort()).toEqual(['comments', 'description', 'halls', 'image_ids', 'location', 'main_image_id']);
  });

  it("refuses unknown images, an image named twice, another venue's image, another user's upload, a file in use elsewhere and a document", async () => {
    const mine = await uploadPng(t.app, partner);
    const unknown = await saveProfile(profile({ main_image_id: 999_999, image_ids: [mine.id, mine.id] }));
    expect(json(unknown).errors).toEqual({
      main_image_id: [{ en: 'The image does not exist; upload it again', sw: 'Bilden finns inte; ladda upp den igen' }],
      image_ids: [{ en: 'Each image can be used only once', sw: 'Varje bild kan bara användas en gång' }],
    });

    const taken = { image_ids: [{ en: 'The image belongs to another account', sw: 'Bilden hör till ett annat konto' }] };
    // Partner B's image, attached to B's venue.
    const theirs = await uploadPng(t.app, partner2);
    const savedByB = await saveProfile(profile({ image_ids: [theirs.id] }), partner2);
    expect(savedByB.statusCode, savedByB.body).toBe(200);
    expect(json(await saveProfile(profile({ image_ids: [theirs.id] }))).errors).toEqual(taken);
    // Partner B's upload that nothing uses yet: still not A's to take.
    const unattached = await uploadPng(t.app, partner2);
    expect(json(await saveProfile(profile({ image_ids: [unattached.id] }))).errors).toEqual(taken);
    // An admin's upload.
    const adminsUpload = await uploadPng(t.app, admin);
    expect(json(await saveProfile(profile({ image_ids: [adminsUpload.id] }))).errors).toEqual(taken);
    // A's own upload that something else already uses (a quote's file is attached when uploaded).
    const inUse = await uploadPng(t.app, partner);
    await rows(t.database, 'UPDATE files SET attached_at = now() WHERE id = $1', [inUse.id]);
    expect(json(await saveProfile(profile({ image_ids: [inUse.id] }))).errors).toEqual(taken);
    // A document of A's that was never attached is not an image.
    const [document] = await rows<{ id: number }>(
      t.database,
      "INSERT INTO files (key, content_type, size, uploaded_by) VALUES ('document-key-abcdefghijklmnop', 'application/pdf', 10, $1) RETURNING id",
      [partnerUserId],
    );
    expect(json(await saveProfile(profile({ main_image_id: document!.id }))).errors).toEqual({
      main_image_id: [{ en: 'The file is not an image (JPEG, PNG, WebP or GIF).', sw: 'Filen är inte en bild (JPEG, PNG, WebP eller GIF).' }],
    });

    // B's venue still has its image.
    expect(json(await getOwn(partner2)).data.images).toEqual([theirs]);
  });

  it("changes only the caller's own venue: partner A's save leaves partner B's profile alone", async () => {
    const theirsBefore = json(await getOwn(partner2)).data;
    const saved = await saveProfile(profile({ title: 'Bara A', halls: [{ name: 'A-salen' }] }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data.id).toBe(hotelId);
    expect(json(await getOwn(partner2)).data).toEqual(theirsBefore);
    expect(await rows(t.database, 'SELECT name FROM account_halls WHERE account_id = $1', [manorId])).toEqual([]);
    // The body names no account: an id sent along is refused, not followed.
    const withId = await saveProfile({ ...profile(), account_id: manorId });
    expect(withId.statusCode).toBe(422);
    expect(json(withId).errors).toEqual({ account_id: [{ en: 'The field is not allowed', sw: 'Fältet är inte tillåtet' }] });
  });

  it('serialises two saves of the venue at once: both answer 200 and the image is attached once', async () => {
    const image = await uploadPng(t.app, partner);
    const [a, b] = await Promise.all([saveProfile(profile({ image_ids: [image.id] })), saveProfile(profile({ main_image_id: image.id }))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await rows(t.database, 'SELECT count(*)::int AS n FROM account_images WHERE file_id = $1', [image.id])).toEqual([{ n: 1 }]);
  });
});
