import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../modules/products/schema.js';
import { countMatches, listCounting } from './list-queries.js';
import { bearer, createTestApp, json, loginAs, type TestApp } from '../../../test/support/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(products).values(
    Array.from({ length: 30 }, (_, i) => ({ name: `Räknad produkt ${i}`, family: 'meal' as const, pricePerPerson: 10_000 })),
  );
});

afterAll(async () => {
  await t.close();
});

const named = sql`${products.name} LIKE 'Räknad produkt%'`;

describe('countMatches', () => {
  it('counts exactly without a cap, and up to the cap with one', async () => {
    expect(await countMatches(t.database.db, products, named)).toEqual({ total: 30, capped: false });
    expect(await countMatches(t.database.db, products, named, 30)).toEqual({ total: 30, capped: false });
    expect(await countMatches(t.database.db, products, named, 29)).toEqual({ total: 29, capped: true });
    expect(await countMatches(t.database.db, products, named, 5)).toEqual({ total: 5, capped: true });
  });

  it('tells the lists whether the count is whole', async () => {
    const admin = await loginAs.admin(t.app);
    const list = async (query: string) =>
      json(await t.app.inject({ method: 'GET', url: `/api/products?search=r%C3%A4knad&${query}`, headers: bearer(admin) })).data;
    expect(await list('per_page=20')).toMatchObject({ total: 30, total_capped: false, last_page: 2 });

    const cap = listCounting.cap;
    listCounting.cap = 10;
    try {
      expect(await list('per_page=5')).toMatchObject({ total: 10, total_capped: true, last_page: 2, from: 1, to: 5 });
      // A page asked beyond the cap counts to its own end, so it never lies past the total.
      expect(await list('per_page=5&page=4')).toMatchObject({ total: 20, total_capped: true, last_page: 4, from: 16, to: 20 });
      // Without a search the count stops at the cap too (more than 30 products: the seed's and these).
      const all = json(await t.app.inject({ method: 'GET', url: '/api/products?per_page=5', headers: bearer(admin) })).data;
      expect(all).toMatchObject({ total: 10, total_capped: true, last_page: 2 });
    } finally {
      listCounting.cap = cap;
    }
  });
});
