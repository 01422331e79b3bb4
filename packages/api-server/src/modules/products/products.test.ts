import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, loginAs, rows, type TestApp } from '../../../test/support/app.js';

let t: TestApp;
let admin: string;
let partner: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, partner] = await Promise.all([loginAs.admin(t.app), loginAs.partner(t.app)]);
});

afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: Record<string, unknown>, token = admin) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const meal = { name: 'Fyrarättersmiddag', family: 'meal', price_per_person: 79_500, number_of_courses: 4, description: ' Med vinpaket. ' };

describe('product access', () => {
  it('answers 401 without a token and 403 to a partner on every product call', async () => {
    const calls: [Method, string][] = [
      ['GET', '/products'],
      ['POST', '/products'],
      ['GET', '/product/1'],
      ['PUT', '/product/1'],
      ['DELETE', '/product/1'],
    ];
    for (const [method, url] of calls) {
      expect((await t.app.inject({ method, url: `/api${url}` })).statusCode, `${method} ${url}`).toBe(401);
      const response = await call(method, url, method === 'POST' || method === 'PUT' ? meal : undefined, partner);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('product CRUD', () => {
  it('creates, reads, updates and deletes a product with {en, sw} messages', async () => {
    const created = await call('POST', '/products', meal);
    expect(created.statusCode).toBe(201);
    expect(json(created).message).toEqual({ en: 'Product created', sw: 'Produkten har skapats' });
    const product = json(created).data;
    expect(product).toMatchObject({
      name: 'Fyrarättersmiddag',
      family: 'meal',
      active: true,
      price_per_person: 79_500,
      minimum_price: 0,
      start_price: 0,
      number_of_courses: 4,
      description: 'Med vinpaket.',
    });
    expect(Object.keys(product)).not.toContain('search_text');

    expect(json(await call('GET', `/product/${product.id}`)).data).toEqual(product);

    const updated = await call('PUT', `/product/${product.id}`, { name: 'Kajak', family: 'activity', active: false, minimum_price: 100, description: '' });
    expect(updated.statusCode).toBe(200);
    expect(json(updated).message).toEqual({ en: 'Product updated', sw: 'Produkten har uppdaterats' });
    expect(json(updated).data).toMatchObject({ name: 'Kajak', family: 'activity', active: false, minimum_price: 100, number_of_courses: null, description: null });

    const deleted = await call('DELETE', `/product/${product.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(json(deleted)).toEqual({ message: { en: 'Product deleted', sw: 'Produkten har tagits bort' } });
    expect((await call('GET', `/product/${product.id}`)).statusCode).toBe(404);
  });

  it('answers 404 with a message for a missing product', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(method, '/product/999999', method === 'PUT' ? meal : undefined);
      expect(response.statusCode, method).toBe(404);
      expect(json(response).message).toEqual({ en: 'Product does not exist', sw: 'Produkten finns inte' });
    }
  });

  it('reports each invalid field: required name, family, negative or fractional öre, courses outside meals', async () => {
    const missing = await call('POST', '/products', {});
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(json(missing).errors).sort()).toEqual(['family', 'name']);

    const invalid = await call('POST', '/products', { name: '  ', family: 'spa', price_per_person: -1, minimum_price: 1.5, number_of_courses: 21 });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(json(invalid).errors).sort()).toEqual(['family', 'minimum_price', 'number_of_courses', 'price_per_person']);

    const blank = await call('POST', '/products', { name: '  ', family: 'activity', number_of_courses: 2 });
    expect(json(blank)).toEqual({
      message: 'Error validation',
      errors: {
        name: [{ en: 'Fill in this field.', sw: 'Fyll i det här fältet.' }],
        number_of_courses: [{ en: 'Only meals have a number of courses', sw: 'Endast måltider har ett antal rätter' }],
      },
    });
  });

  it('answers 409 when other records still refer to the product', async () => {
    const product = json(await call('POST', '/products', { name: 'Refererad', family: 'other' })).data;
    // Nothing refers to products yet (quotes come later): a test table stands in for them.
    await rows(t.database, 'CREATE TABLE quote_lines_probe (product_id integer REFERENCES products(id))');
    await rows(t.database, 'INSERT INTO quote_lines_probe VALUES ($1)', [product.id]);
    const response = await call('DELETE', `/product/${product.id}`);
    expect(response.statusCode).toBe(409);
    expect(json(response).message.sw).toContain('kan inte tas bort');
    expect((await call('GET', `/product/${product.id}`)).statusCode).toBe(200);
    await rows(t.database, 'DROP TABLE quote_lines_probe');
  });
});

describe('getProducts', () => {
  it('pages, searches, filters by family and active, and sorts on the server', async () => {
    const all = json(await call('GET', '/products?per_page=100&sort=name&order=asc')).data;
    expect(all.total).toBeGreaterThanOrEqual(10);
    const names = all.data.map((product: { name: string }) => product.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));

    const page = json(await call('GET', '/products?per_page=3&page=2&sort=name&order=asc')).data;
    expect(page).toMatchObject({ current_page: 2, per_page: 3, from: 4, to: 6, total: all.total });
    expect(page.data.map((product: { name: string }) => product.name)).toEqual(names.slice(3, 6));

    const meals = json(await call('GET', '/products?family=meal&per_page=100')).data.data;
    expect(meals.length).toBeGreaterThan(0);
    expect(meals.every((product: { family: string }) => product.family === 'meal')).toBe(true);

    const inactive = json(await call('GET', '/products?active=false')).data.data;
    expect(inactive.map((product: { name: string }) => product.name)).toEqual(['Bastu och relax']);

    const byDescription = json(await call('GET', '/products?search=FÖRRÄTT')).data.data;
    expect(byDescription.map((product: { name: string }) => product.name)).toEqual(['Trerättersmiddag']);

    const byPrice = json(await call('GET', '/products?sort=price_per_person&order=desc&per_page=100')).data.data;
    const prices = byPrice.map((product: { price_per_person: number }) => product.price_per_person);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));

    expect((await call('GET', '/products?sort=secret')).statusCode).toBe(422);
  });
});
