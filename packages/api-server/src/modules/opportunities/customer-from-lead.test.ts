// The convert dialog's "create": a New lead's details become a customer account and its contact,
// made only when the admin goes on (the conversion itself, or "Konvertera och redigera").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, rows, type Body, type TestApp } from '../../../test/support/app.js';
import { validLead } from '../../../test/support/leads.js';

let t: TestApp;
let admin: string;
let partner: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs.admin(t.app);
  partner = await loginAs.partner(t.app);
});

afterAll(async () => {
  await t.close();
});

const call = (method: 'POST' | 'GET', url: string, payload?: Body, token: string | null = admin) =>
  t.app.inject({ method, url: `/api${url}`, headers: token === null ? {} : bearer(token), ...(payload === undefined ? {} : { payload }) });

async function newLead(overrides: Body = {}): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/leads', payload: await validLead(t.database, overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return json(response).data.id as number;
}

describe('a customer from a lead', () => {
  it("makes the lead's company a customer account with the person as its contact, then converts with them", async () => {
    const leadId = await newLead({ first_name: 'Greta', last_name: 'Holm', business: 'Holms Snickeri AB', email: 'greta@holmssnickeri.example' });
    const response = await call('POST', `/lead/${leadId}/customer`);
    expect(response.statusCode, response.body).toBe(201);
    const { data, message } = json(response);
    expect(message).toEqual({ en: 'Account and contact created from the lead', sw: 'Konto och kontakt har skapats från leaden' });
    expect(data).toMatchObject({ account: { name: 'Holms Snickeri AB' }, contact: { name: 'Greta Holm' } });
    const [account] = await rows(t.database, 'SELECT type, email, owner_id FROM accounts WHERE id = $1', [data.account.id]);
    expect(account).toMatchObject({ type: 'Customer', email: 'greta@holmssnickeri.example' });
    const [contact] = await rows(t.database, 'SELECT account_id, email FROM contacts WHERE id = $1', [data.contact.id]);
    expect(contact).toEqual({ account_id: data.account.id, email: 'greta@holmssnickeri.example' });

    const converted = await call('POST', `/convert-lead/${leadId}`, { account_id: data.account.id, contact_id: data.contact.id, vat_basis: 'ex' });
    expect(converted.statusCode, converted.body).toBe(201);
    // A converted lead makes no more customers.
    expect((await call('POST', `/lead/${leadId}/customer`)).statusCode).toBe(409);
  });

  it("names a private customer's account after the person", async () => {
    const leadId = await newLead({ first_name: 'Olle', last_name: 'Berg', business: null, email: 'olle.berg@example.com' });
    const { data } = json(await call('POST', `/lead/${leadId}/customer`));
    expect(data.account.name).toBe('Olle Berg');
  });

  it('makes the account and contact in the conversion itself, and nothing when the conversion is refused', async () => {
    const count = async () =>
      (await rows<{ accounts: number; contacts: number }>(
        t.database,
        `SELECT (SELECT count(*)::int FROM accounts WHERE company_name = 'Lunds Bageri AB') AS accounts,
                (SELECT count(*)::int FROM contacts WHERE email = 'lisa@lundsbageri.example') AS contacts`,
      ))[0];
    const leadId = await newLead({ first_name: 'Lisa', last_name: 'Lund', business: 'Lunds Bageri AB', email: 'lisa@lundsbageri.example' });

    // Refused before anything: no VAT basis, an account beside it, or an edited request.
    const noVat = await call('POST', `/convert-lead/${leadId}`, { customer_from_lead: true });
    expect(noVat.statusCode).toBe(422);
    expect(json(noVat).errors.vat_basis[0].sw).toBeTruthy();
    const both = await call('POST', `/convert-lead/${leadId}`, { customer_from_lead: true, account_id: 1, vat_basis: 'ex' });
    expect(json(both).errors.account_id[0]).toEqual({
      en: 'Choose an account and contact, or create them from the lead, not both.',
      sw: 'Välj ett konto och en kontakt, eller skapa dem från leaden, inte båda.',
    });
    expect((await call('POST', `/convert-lead/${leadId}`, { customer_from_lead: true, vat_basis: 'ex', participants: 5 })).statusCode).toBe(422);
    expect(await count()).toEqual({ accounts: 0, contacts: 0 });

    // Two conversions at once: one makes the opportunity, its account and contact; the other 409 and nothing.
    const answers = await Promise.all([1, 2].map(() => call('POST', `/convert-lead/${leadId}`, { customer_from_lead: true, vat_basis: 'inc' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const opportunity = json(answers.find((answer) => answer.statusCode === 201)!).data;
    expect(opportunity).toMatchObject({ account: { name: 'Lunds Bageri AB' }, contact: { name: 'Lisa Lund' }, vat_basis: 'inc', lead_id: leadId });
    expect(await count()).toEqual({ accounts: 1, contacts: 1 });
  });

  it('answers 404 for no lead, 403 for partners and 401 without a session', async () => {
    expect((await call('POST', '/lead/99999999/customer')).statusCode).toBe(404);
    const leadId = await newLead();
    expect((await call('POST', `/lead/${leadId}/customer`, undefined, partner)).statusCode).toBe(403);
    expect((await call('POST', `/lead/${leadId}/customer`, undefined, null)).statusCode).toBe(401);
  });
});
