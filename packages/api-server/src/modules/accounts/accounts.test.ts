import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, json, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { temporaryFilesDir, uploadPng } from '../../../test/support/uploads.js';

let t: TestApp;
let files: Awaited<ReturnType<typeof temporaryFilesDir>>;
let admin: string;
let partner: string;
let adminId: number;

beforeAll(async () => {
  files = await temporaryFilesDir();
  t = await createTestApp({ env: { FILES_DIR: files.dir } });
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
  [{ id: adminId }] = (await rows<{ id: number }>(t.database, "SELECT id FROM users WHERE email = 'admin@demo.test'")) as [{ id: number }];
});

afterAll(async () => {
  await t.close();
  await files.remove();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const customer = (overrides: Body = {}) => ({ type: 'Customer', company_name: 'Lindgren Bygg AB', ...overrides });

describe('account calls need an admin', () => {
  const calls: [string, string, object?][] = [
    ['GET', '/api/accounts'],
    ['POST', '/api/accounts', customer()],
    ['GET', '/api/account/1'],
    ['PUT', '/api/account/1', customer()],
    ['DELETE', '/api/account/1'],
    ['GET', '/api/get-account-owners'],
    ['GET', '/api/accounts/export'],
    ['POST', '/api/accounts/import/preview', { csv: 'type,company_name\n' }],
    ['POST', '/api/accounts/import', { csv: 'type,company_name\n' }],
  ];

  it.each(calls)('%s %s answers 401 without a token', async (method, url, payload) => {
    const response = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: 'Unauthenticated' });
  });

  it.each(calls)('%s %s answers 403 to a partner', async (method, url, payload) => {
    const response = await call(method as 'GET', url, payload, partner);
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toEqual({ en: 'You are not authorized', sw: 'Du har inte behörighet' });
  });
});

describe('createAccount', () => {
  it('stores a partner with its organisation number normalised and commission in percent', async () => {
    const response = await call('POST', '/api/accounts', {
      type: 'Partner',
      company_name: '  Sjöhotellet i Mölle AB ',
      venue_name: 'Sjöhotellet',
      corporate_number: '16556036-0793',
      email: 'info@sjohotellet.demo',
      invoice_email: 'faktura@sjohotellet.demo',
      owner_id: adminId,
      commission_percent: 12.5,
      commission_meals_percent: 7.25,
      commission_type: 'accommodation_conference_meals',
      payment_terms_days: 30,
      location: { lat: 56.28, lng: 12.49 },
      comments: { accommodation: '40 rum', conference: null, meals: 'Skaldjur', other: null },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = json(response);
    expect(body.message).toEqual({ en: 'Account created', sw: 'Kontot har skapats' });
    expect(body.data).toMatchObject({
      type: 'Partner',
      company_name: 'Sjöhotellet i Mölle AB',
      corporate_number: '556036-0793',
      owner_id: adminId,
      owner: { id: adminId, name: 'Anna Admin' },
      commission_percent: 12.5,
      commission_meals_percent: 7.25,
      location: { lat: 56.28, lng: 12.49 },
      comments: { accommodation: '40 rum', conference: null, meals: 'Skaldjur', other: null },
      primary_contact: null,
      main_image: null,
      images: [],
    });
    const [stored] = await rows(t.database, 'SELECT commission_basis_points FROM accounts WHERE id = $1', [body.data.id]);
    expect(stored).toEqual({ commission_basis_points: 1250 });
  });

  it.each(['5560360793', '556036-0793', '165560360793'])('accepts the organisation number written %s', async (number) => {
    const response = await call('POST', '/api/accounts', customer({ corporate_number: number }));
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response).data.corporate_number).toBe('556036-0793');
  });

  it("keeps a venue's region and city: a city alone brings its region, a city of another region is refused", async () => {
    const [varberg] = await rows<{ region_id: number; city_id: number }>(t.database, `SELECT region_id, id AS city_id FROM cities WHERE name = 'Varberg'`);
    const [other] = await rows<{ id: number }>(t.database, `SELECT id FROM regions WHERE id <> $1 ORDER BY id LIMIT 1`, [varberg!.region_id]);
    const created = await call('POST', '/api/accounts', { type: 'Partner', company_name: 'Havsbadet AB', venue_name: 'Havsbadet', city_id: varberg!.city_id });
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created).data).toMatchObject({ region_id: varberg!.region_id, city_id: varberg!.city_id, city_name: 'Varberg' });
    const wrong = await call('POST', '/api/accounts', { type: 'Partner', company_name: 'Fel AB', venue_name: 'Fel', region_id: other!.id, city_id: varberg!.city_id });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors.city_id[0].en).toBe('The selected city is not in the selected region');
    const missing = await call('POST', '/api/accounts', { type: 'Partner', company_name: 'Fel AB', venue_name: 'Fel', region_id: 99999999 });
    expect(Object.keys(json(missing).errors)).toEqual(['region_id']);
  });

  it('answers 422 on each field that breaks a rule, in both languages', async () => {
    const partnerUser = await rows<{ id: number }>(t.database, "SELECT id FROM users WHERE email = 'partner@demo.test'");
    const response = await call('POST', '/api/accounts', {
      type: 'Partner',
      company_name: '   ',
      corporate_number: '556036-0794',
      email: 'not-an-email',
      invoice_email: 'faktura@',
      owner_id: partnerUser[0]!.id,
      commission_percent: 12.345,
      primary_contact_id: 1,
    });
    expect(response.statusCode).toBe(422);
    const body = json(response);
    expect(body.message).toBe('Error validation');
    expect(body.errors).toEqual({
      company_name: [{ en: 'Fill in this field.', sw: 'Fyll i det här fältet.' }],
      venue_name: [{ en: 'A partner needs a venue name', sw: 'En partner behöver ett anläggningsnamn' }],
      corporate_number: [{ en: 'Not a valid Swedish organisation number (NNNNNN-NNNN)', sw: 'Inte ett giltigt svenskt organisationsnummer (NNNNNN-NNNN)' }],
      email: [{ en: 'Enter a valid email address, e.g. name@company.com.', sw: 'Ange en giltig e-postadress, t.ex. namn@foretag.se.' }],
      invoice_email: [{ en: 'Enter a valid email address, e.g. name@company.com.', sw: 'Ange en giltig e-postadress, t.ex. namn@foretag.se.' }],
      owner_id: [{ en: 'The owner must be an admin user', sw: 'Ägaren måste vara en administratör' }],
      commission_percent: [{ en: 'Use at most two decimals', sw: 'Använd högst två decimaler' }],
      primary_contact_id: [expect.objectContaining({ en: expect.stringContaining('Save the account first') })],
    });
  });

  it('answers 422 from the schema for a commission over 100 and a missing type', async () => {
    const response = await call('POST', '/api/accounts', { company_name: 'X', commission_percent: 120 });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors).sort()).toEqual(['commission_percent', 'type']);
  });
});

describe('account images', () => {
  it('attaches uploaded images, replaces the set on save and deletes dropped files', async () => {
    const [main, first, second, profile] = [await uploadPng(t.app, admin), await uploadPng(t.app, admin), await uploadPng(t.app, admin), await uploadPng(t.app, admin)];
    const created = await call('POST', '/api/accounts', customer({ main_image_id: main.id, image_ids: [first.id, second.id], profile_picture_id: profile.id }));
    expect(created.statusCode, created.body).toBe(201);
    const account = json(created).data;
    expect(account.main_image).toEqual(main);
    expect(account.images).toEqual([first, second]);
    expect(account.profile_picture).toEqual(profile);
    const attached = await rows(t.database, 'SELECT count(*)::int AS n FROM files WHERE attached_at IS NOT NULL AND id = ANY($1::int[])', [[main.id, first.id, second.id, profile.id]]);
    expect(attached).toEqual([{ n: 4 }]);

    const list = json(await call('GET', `/api/accounts?search=${encodeURIComponent('Lindgren')}&per_page=100`)).data.data as Body[];
    expect(list.find((row) => row.id === account.id)?.thumbnail_url).toBe(main.thumbnail_url);

    // Another account cannot take this account's image.
    const taken = await call('POST', '/api/accounts', customer({ image_ids: [first.id] }));
    expect(json(taken).errors).toEqual({ image_ids: [{ en: 'The image belongs to another account', sw: 'Bilden hör till ett annat konto' }] });

    const secondKey = (second.url as string).split('/').pop()!;
    expect(existsSync(path.join(files.dir, secondKey))).toBe(true);
    const updated = await call('PUT', `/api/account/${account.id}`, customer({ main_image_id: main.id, image_ids: [first.id] }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json(updated).data).toMatchObject({ images: [first], profile_picture: null });
    expect(await rows(t.database, 'SELECT id FROM files WHERE id = ANY($1::int[])', [[second.id, profile.id]])).toEqual([]);
    expect(existsSync(path.join(files.dir, secondKey))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(404);

    const deleted = await call('DELETE', `/api/account/${account.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rows(t.database, 'SELECT id FROM files WHERE id = ANY($1::int[])', [[main.id, first.id]])).toEqual([]);
  });

  it('refuses unknown images, an image named twice and more than 20 images', async () => {
    const image = await uploadPng(t.app, admin);
    const response = await call('POST', '/api/accounts', customer({ main_image_id: image.id, image_ids: [image.id], profile_picture_id: 999_999 }));
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      image_ids: [{ en: 'Each image can be used only once', sw: 'Varje bild kan bara användas en gång' }],
      profile_picture_id: [{ en: 'The image does not exist; upload it again', sw: 'Bilden finns inte; ladda upp den igen' }],
    });

    const tooMany = await call('POST', '/api/accounts', customer({ image_ids: Array.from({ length: 21 }, (_, index) => index + 1) }));
    expect(tooMany.statusCode).toBe(422);
    expect(json(tooMany).errors).toEqual({ image_ids: [{ en: 'At most 20 may be chosen', sw: 'Högst 20 kan väljas' }] });
  });
});

describe('getAccount, updateAccount', () => {
  it('answers 404 for an unknown account', async () => {
    for (const [method, payload] of [['GET'], ['PUT', customer()], ['DELETE']] as const) {
      const response = await call(method, '/api/account/999999', payload);
      expect(response.statusCode).toBe(404);
      expect(json(response).message).toEqual({ en: 'The account does not exist', sw: 'Kontot finns inte' });
    }
  });

  it('takes a contact of the account as primary contact, not one of another account', async () => {
    const account = json(await call('POST', '/api/accounts', customer({ company_name: 'Primär AB' }))).data;
    const contact = json(await call('POST', '/api/contacts', { first_name: 'Pia', last_name: 'Primär', account_id: account.id })).data;
    const other = json(await call('POST', '/api/contacts', { first_name: 'Olle', last_name: 'Annan' })).data;

    const wrong = await call('PUT', `/api/account/${account.id}`, customer({ company_name: 'Primär AB', primary_contact_id: other.id }));
    expect(json(wrong).errors).toEqual({
      primary_contact_id: [{ en: "The primary contact must be one of this account's contacts", sw: 'Den primära kontakten måste vara en av kontots kontakter' }],
    });
    const right = await call('PUT', `/api/account/${account.id}`, customer({ company_name: 'Primär AB', primary_contact_id: contact.id }));
    expect(right.statusCode, right.body).toBe(200);
    expect(json(right)).toMatchObject({
      message: { en: 'Account updated', sw: 'Kontot har uppdaterats' },
      data: { primary_contact_id: contact.id, primary_contact: { id: contact.id, name: 'Pia Primär' } },
    });
  });
});

describe('deleteAccount', () => {
  it('answers 409 naming what refers to the account, and deletes nothing', async () => {
    const account = json(await call('POST', '/api/accounts', customer({ company_name: 'Refererad AB' }))).data;
    for (const name of ['Ada', 'Bo']) await call('POST', '/api/contacts', { first_name: name, last_name: 'Ref', account_id: account.id });
    await rows(t.database, 'INSERT INTO tasks (subject, assigned_to, account_id) VALUES ($1, $2, $3)', ['Ring upp', adminId, account.id]);

    const response = await call('DELETE', `/api/account/${account.id}`);
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toEqual({
      en: 'The account cannot be deleted: 2 contacts and 1 task refer to it.',
      sw: 'Kontot kan inte tas bort: 2 kontakter och 1 uppgift hänvisar till det.',
    });
    expect(await rows(t.database, 'SELECT count(*)::int AS n FROM contacts WHERE account_id = $1', [account.id])).toEqual([{ n: 2 }]);
    expect((await call('GET', `/api/account/${account.id}`)).statusCode).toBe(200);
  });

  it('counts partner logins too', async () => {
    const [hotel] = await rows<{ id: number }>(t.database, "SELECT id FROM accounts WHERE company_name = 'Sjöviks Herrgård'");
    const response = await call('DELETE', `/api/account/${hotel!.id}`);
    expect(response.statusCode).toBe(409);
    expect(json(response).message.en).toMatch(/^The account cannot be deleted: 1 contact, .*and 1 partner login refer to it\.$/);
    expect(json(response).message.sw).toMatch(/1 partnerinloggning hänvisar till det\.$/);
  });

  it('deletes an account nothing refers to', async () => {
    const account = json(await call('POST', '/api/accounts', customer({ company_name: 'Kortlivad AB' }))).data;
    const response = await call('DELETE', `/api/account/${account.id}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: { en: 'Account deleted', sw: 'Kontot har tagits bort' } });
    expect((await call('GET', `/api/account/${account.id}`)).statusCode).toBe(404);
  });
});

describe('getAccounts', () => {
  beforeAll(async () => {
    const otherAdmin = await createUser(t, { email: 'bertil.admin@demo.test', password: 'Bertil-admin-1', role: 1, firstName: 'Bertil', lastName: 'Boss' });
    for (const [company, type, venue, owner] of [
      ['Ängby Event AB', 'Customer', null, otherAdmin],
      ['Ödeshög Möten AB', 'Partner', 'Ödeshögs Gård', otherAdmin],
      ['Årsta Konferens AB', 'Partner', 'Årsta Slott', adminId],
    ] as const) {
      const response = await call('POST', '/api/accounts', { type, company_name: company, venue_name: venue, owner_id: owner, email: `info@${company.split(' ')[0]!.toLowerCase()}.demo` });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  const page = async (query: string) => {
    const response = await call('GET', `/api/accounts${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json(response).data as Body;
  };

  it('pages on the server with the PageMeta of the other lists', async () => {
    const first = await page('?per_page=2&sort=created_at&order=desc');
    expect(first).toMatchObject({ current_page: 1, per_page: 2, last_page: Math.ceil(first.total / 2), from: 1, to: 2 });
    expect(first.data.map((row: Body) => row.company_name)).toEqual(['Årsta Konferens AB', 'Ödeshög Möten AB']);
    const second = await page('?per_page=2&sort=created_at&order=desc&page=2');
    expect(second.data[0].company_name).toBe('Ängby Event AB');
  });

  it('filters by type and owner, searches and sorts', async () => {
    const partners = await page('?type=Partner&per_page=100&sort=company_name&order=asc');
    expect(partners.data.every((row: Body) => row.type === 'Partner')).toBe(true);
    const owned = await page(`?owner_id=${adminId + 0}&per_page=100`);
    expect(owned.data.every((row: Body) => row.owner?.id === adminId)).toBe(true);
    const bertil = await page('?search=%C3%B6desh%C3%B6g');
    expect(bertil.data).toEqual([expect.objectContaining({ company_name: 'Ödeshög Möten AB', venue_name: 'Ödeshögs Gård', owner: { id: expect.any(Number), name: 'Bertil Boss' } })]);
    const byNumber = await page('?search=5561234567');
    expect(byNumber.data.map((row: Body) => row.company_name)).toEqual(['Demo Konferenshotell']);
    // The address too: a venue is found by its town.
    const leksand = await page('?type=Partner&search=leksand');
    expect(leksand.data.map((row: Body) => row.company_name)).toEqual(['Sjöviks Herrgård']);
    // And by its region and city (the venues panel's partner search).
    const [dalarna] = await rows<{ region_id: number; city_id: number }>(t.database, `SELECT region_id, id AS city_id FROM cities WHERE name = 'Leksand'`);
    const inRegion = await page(`?type=Partner&region_id=${dalarna!.region_id}`);
    expect(inRegion.data.map((row: Body) => [row.company_name, row.city_name])).toEqual([['Sjöviks Herrgård', 'Leksand']]);
    const inCity = await page(`?type=Partner&city_id=${dalarna!.city_id}`);
    expect(inCity.data.map((row: Body) => row.company_name)).toEqual(['Sjöviks Herrgård']);
    const ascending = (await page('?sort=venue_name&order=asc&type=Partner&per_page=100')).data.map((row: Body) => row.venue_name);
    const demo = ['Demo Konferenshotell', 'Fjällstugan Åre', 'Visby Strand'];
    expect(ascending.filter((venue: string) => demo.includes(venue))).toEqual(demo);
    const descending = (await page('?sort=venue_name&order=desc&type=Partner&per_page=100')).data.map((row: Body) => row.venue_name);
    expect(descending).toEqual([...ascending].reverse());
  });

  it('answers 422 for an unknown sort', async () => {
    expect((await call('GET', '/api/accounts?sort=password')).statusCode).toBe(422);
  });
});

describe('getAccountOwners', () => {
  it('lists the admins by name', async () => {
    const response = await call('GET', '/api/get-account-owners');
    expect(response.statusCode).toBe(200);
    const owners = json(response).data as Body[];
    expect(owners[0]).toEqual({ id: adminId, name: 'Anna Admin', email: 'admin@demo.test' });
    expect(owners.every((owner) => owner.email !== 'partner@demo.test')).toBe(true);
  });
});
