import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { VatRatesError, vatRatesOn } from './repository.js';
import { createMigratedDatabase } from '../../../test/support/database.js';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createMigratedDatabase());
});

afterAll(async () => {
  await drop();
});

describe('vatRatesOn with the seeded Swedish rates', () => {
  it('gives 12 % for accommodation, 25 % for conference and other', async () => {
    expect(await vatRatesOn(database.db, '2026-03-31')).toEqual({ accommodation: 1200, food: 1200, conference: 2500, other: 2500 });
    expect(await vatRatesOn(database.db, '2030-06-15')).toEqual({ accommodation: 1200, food: 1200, conference: 2500, other: 2500 });
  });

  it('keeps food (restaurant and catering services) at 12 % through the 2026–2027 cut on groceries', async () => {
    for (const date of ['2026-03-31', '2026-04-01', '2027-12-31', '2028-01-01']) {
      expect((await vatRatesOn(database.db, date)).food, date).toBe(1200);
    }
  });

  it('fails clearly for a date no rate covers', async () => {
    const failure = await vatRatesOn(database.db, '2011-12-31').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(VatRatesError);
    expect((failure as VatRatesError).missing).toEqual(['accommodation', 'food', 'conference', 'other']);
    expect((failure as Error).message).toMatch(/no VAT rate for accommodation, food, conference, other on 2011-12-31/);
    await expect(vatRatesOn(database.db, '1 April 2026')).rejects.toThrow(RangeError);
  });

  it('database constraints keep rates within 0..100 % and periods in order', async () => {
    await expect(
      database.pool.query("INSERT INTO vat_rates (kind, rate_bp, valid_from) VALUES ('other', 10001, '2040-01-01')"),
    ).rejects.toThrow(/vat_rates_rate_bp_check/);
    await expect(
      database.pool.query("INSERT INTO vat_rates (kind, rate_bp, valid_from) VALUES ('drinks', 2500, '2040-01-01')"),
    ).rejects.toThrow(/vat_rates_kind_check/);
    await expect(
      database.pool.query("INSERT INTO vat_rates (kind, rate_bp, valid_from, valid_to) VALUES ('other', 2500, '2040-01-02', '2040-01-01')"),
    ).rejects.toThrow(/vat_rates_period_check/);
    await expect(
      database.pool.query("INSERT INTO vat_rates (kind, rate_bp, valid_from) VALUES ('food', 600, '2012-01-01')"),
    ).rejects.toThrow(/vat_rates_kind_valid_from_key/);
  });

  it('picks the period the date falls in, both ends inclusive', async () => {
    // A change of rate as a migration would write it: end the open period, add the next ones.
    await database.transaction(async (tx) => {
      await tx.executeSql("UPDATE vat_rates SET valid_to = '2049-03-31' WHERE kind = 'food' AND valid_to IS NULL");
      await tx.executeSql(
        `INSERT INTO vat_rates (kind, rate_bp, valid_from, valid_to) VALUES
           ('food', 600, '2049-04-01', '2050-12-31'), ('food', 1200, '2051-01-01', NULL)`,
      );
    });
    expect((await vatRatesOn(database.db, '2049-03-31')).food).toBe(1200);
    expect((await vatRatesOn(database.db, '2049-04-01')).food).toBe(600);
    expect((await vatRatesOn(database.db, '2050-12-31')).food).toBe(600);
    expect((await vatRatesOn(database.db, '2051-01-01')).food).toBe(1200);
    expect((await vatRatesOn(database.db, '2051-01-01')).conference).toBe(2500);
  });

  it('refuses overlapping periods instead of choosing one', async () => {
    await database.pool.query("INSERT INTO vat_rates (kind, rate_bp, valid_from) VALUES ('other', 2000, '2060-01-01')");
    const failure = await vatRatesOn(database.db, '2060-01-01').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(VatRatesError);
    expect((failure as VatRatesError).overlapping).toEqual(['other']);
    expect(await vatRatesOn(database.db, '2059-12-31')).toMatchObject({ other: 2500 });
  });
});
