import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
const download = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });

describe('account CSV', () => {
  it('exports the accounts with a BOM and a header of field names', async () => {
    const response = await download('/api/accounts/export?type=Partner');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="accounts.csv"');
    expect(response.body.charCodeAt(0)).toBe(0xfeff);
    const [header, ...lines] = response.body.slice(1).trim().split('\n');
    expect(header).toBe(
      'id,type,company_name,venue_name,corporate_number,email,phone,address,invoice_address,invoice_email,owner_email,commission_percent,commission_meals_percent,commission_type,payment_terms_days,latitude,longitude,title,description',
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.split(',')[1] === 'Partner')).toBe(true);
    expect(response.body).toContain('556123-4567');
    expect(response.body).toContain('admin@demo.test');
  });

  it('previews a semicolon file: per-row errors and duplicates of existing accounts and earlier rows', async () => {
    const csv = [
      '\uFEFFtype;company_name;corporate_number;email;commission_percent;owner_email;unknown_column',
      'Customer;Ny Kund AB;556036-0793;ny@kund.demo;12,5;admin@demo.test;x',
      'Customer;Samma Nummer AB;5560360793;annan@kund.demo;;;',
      'Customer;Känd Mail AB;;INFO@BERGLUNDKONSULT.DEMO;;;',
      'Partner;Utan Anläggning AB;556036-0794;fel;120;nobody@demo.test;',
      '"Customer";"Citat; AB";;;;;',
    ].join('\r\n');
    const response = await post('/api/accounts/import/preview', { csv });
    expect(response.statusCode, response.body).toBe(200);
    const preview = json(response).data;
    expect(preview).toMatchObject({ total: 5, valid: 4, duplicates: 2, invalid: 1 });
    expect(preview.columns).toEqual(['type', 'company_name', 'corporate_number', 'email', 'commission_percent', 'owner_email']);
    const [first, second, third, fourth, fifth] = preview.rows as [Body, Body, Body, Body, Body];
    expect(first).toMatchObject({ line: 2, errors: {}, duplicate_of: null, values: { company_name: 'Ny Kund AB', commission_percent: '12,5' } });
    expect(second.duplicate_of).toEqual({ id: null, name: 'Ny Kund AB', reason: 'corporate_number' });
    expect(third.duplicate_of).toEqual({ id: expect.any(Number), name: 'Berglund Konsult AB', reason: 'email' });
    expect(Object.keys(fourth.errors).sort()).toEqual(['commission_percent', 'corporate_number', 'email', 'owner_email', 'venue_name']);
    expect(fourth.errors.owner_email).toEqual([{ en: 'No admin has this email', sw: 'Ingen administratör har den här e-postadressen' }]);
    expect(fifth).toMatchObject({ line: 6, values: { company_name: 'Citat; AB' }, errors: {} });
    expect(await rows(t.database, "SELECT id FROM accounts WHERE company_name = 'Ny Kund AB'")).toEqual([]);
  });

  it('imports the valid rows, skipping duplicates, in one go', async () => {
    const csv = 'type,company_name,corporate_number,email\nCustomer,Import Ett AB,556901-2346,ett@import.demo\nCustomer,Import Två AB,,tva@import.demo\nCustomer,Import Två Igen AB,,TVA@import.demo\nCustomer,,,\n';
    const response = await post('/api/accounts/import', { csv });
    expect(response.statusCode, response.body).toBe(200);
    // 556901-2346 belongs to a seeded account already.
    expect(json(response)).toEqual({
      data: { created: 1, skipped_duplicates: 2, skipped_invalid: 1 },
      message: { en: '1 account imported', sw: '1 konto importerat' },
    });
    const withDuplicates = await post('/api/accounts/import', { csv, skip_duplicates: false });
    expect(json(withDuplicates)).toEqual({
      data: { created: 3, skipped_duplicates: 0, skipped_invalid: 1 },
      message: { en: '3 accounts imported', sw: '3 konton importerade' },
    });
  });

  it('runs two imports of the same new rows one after the other: the second finds them as duplicates', async () => {
    const more = Array.from({ length: 200 }, (_, i) => `Customer,Samtidig ${i} AB,,samtidig.${i}@import.demo`);
    const csv = ['type,company_name,corporate_number,email', 'Customer,Samtidig AB,559111-0001,samtidig@import.demo', ...more].join('\n');
    const [first, second] = await Promise.all([post('/api/accounts/import', { csv }), post('/api/accounts/import', { csv })]);
    expect([json(first).data.created, json(second).data.created].sort((a, b) => a - b)).toEqual([0, 201]);
    expect(await rows(t.database, "SELECT id FROM accounts WHERE corporate_number = '559111-0001' OR email LIKE 'samtidig.%@import.demo'")).toHaveLength(201);
  });

  it('answers 422 on csv for a file without the required columns or with too many rows', async () => {
    const header = await post('/api/accounts/import/preview', { csv: 'company,email\nX,y@z.se\n' });
    expect(header.statusCode).toBe(422);
    expect(json(header).errors.csv[0].en).toBe('The header row must name the columns type, company_name');
    const many = await post('/api/accounts/import/preview', { csv: `type,company_name\n${'Customer,A\n'.repeat(10_001)}` });
    expect(many.statusCode).toBe(422);
    expect(json(many).errors.csv[0].en).toMatch(/more than 10,000 rows/);
    const empty = await post('/api/accounts/import/preview', { csv: '' });
    expect(empty.statusCode).toBe(422);
  });

  it('reads a file of several megabytes (above the default body limit) within the row limit', async () => {
    const description = 'x'.repeat(250);
    const csv = `type,company_name,description\n${`Customer,Stor Fil AB,${description}\n`.repeat(9_000)}`;
    expect(csv.length).toBeGreaterThan(2_000_000);
    const response = await post('/api/accounts/import/preview', { csv });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.total).toBe(9_000);
  });

  it('writes formula-looking cells as text, and reads them back unchanged', async () => {
    const created = await post('/api/accounts', { type: 'Customer', company_name: '=HYPERLINK("http://evil.example")', phone: '+46 8 123 45', email: 'formel@kund.demo' });
    expect(created.statusCode).toBe(201);
    const exported = (await download('/api/accounts/export?search=hyperlink')).body;
    expect(exported).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(exported).toContain("'+46 8 123 45");
    const preview = json(await post('/api/accounts/import/preview', { csv: exported })).data;
    expect(preview.rows[0].values.company_name).toBe('=HYPERLINK("http://evil.example")');
    expect(preview.rows[0].values.phone).toBe('+46 8 123 45');
  });

  it('round trip: an exported file imports as nothing but duplicates', async () => {
    const exported = (await download('/api/accounts/export')).body;
    const preview = json(await post('/api/accounts/import/preview', { csv: exported })).data;
    expect(preview.invalid).toBe(0);
    expect(preview.duplicates).toBe(preview.total);
    const result = json(await post('/api/accounts/import', { csv: exported })).data;
    expect(result).toEqual({ created: 0, skipped_duplicates: preview.total, skipped_invalid: 0 });
  });
});

describe('contact CSV', () => {
  it('runs two imports of the same new contact one after the other', async () => {
    const csv = 'first_name;last_name;email\nSam;Tidig;sam.tidig@import.demo\n';
    const [first, second] = await Promise.all([post('/api/contacts/import', { csv }), post('/api/contacts/import', { csv })]);
    expect([json(first).data.created, json(second).data.created].sort()).toEqual([0, 1]);
    expect(await rows(t.database, "SELECT id FROM contacts WHERE email = 'sam.tidig@import.demo'")).toHaveLength(1);
  });

  it('exports, flags duplicates by email, links accounts by corporate number and imports', async () => {
    const exported = await download('/api/contacts/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.body.slice(1).split('\n')[0]).toBe('id,first_name,last_name,email,phone,mobile_phone,role,company,address,account_corporate_number');
    const roundTrip = json(await post('/api/contacts/import/preview', { csv: exported.body })).data;
    expect(roundTrip.duplicates).toBe(roundTrip.total);

    const csv = 'first_name;last_name;email;account_corporate_number\nNina;Ny;nina@ny.demo;556123-4567\nOla;Okänd;ola@ny.demo;999999-9999\nPer;Dubbel;NINA@ny.demo;\n;Utan;;\n';
    const preview = json(await post('/api/contacts/import/preview', { csv })).data;
    expect(preview).toMatchObject({ total: 4, valid: 2, duplicates: 1, invalid: 2 });
    expect(preview.rows[1].errors).toEqual({ account_corporate_number: [{ en: 'No account has this corporate number', sw: 'Inget konto har det här organisationsnumret' }] });
    expect(preview.rows[2].duplicate_of).toEqual({ id: null, name: 'Nina Ny', reason: 'email' });

    const imported = json(await post('/api/contacts/import', { csv }));
    expect(imported).toEqual({ data: { created: 1, skipped_duplicates: 1, skipped_invalid: 2 }, message: { en: '1 contact imported', sw: '1 kontakt importerad' } });
    const [nina] = await rows(t.database, "SELECT a.company_name FROM contacts c JOIN accounts a ON a.id = c.account_id WHERE c.email = 'nina@ny.demo'");
    expect(nina).toEqual({ company_name: 'Demo Konferenshotell' });
  });
});
