import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/support/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});

afterAll(async () => {
  await t.close();
});

const required = { en: 'The field is required', sw: 'Fältet är obligatoriskt' };

describe('request bodies', () => {
  it('answers 415 for a content type the operation does not declare', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=admin@demo.test',
    });
    expect(response.statusCode).toBe(415);
    expect(json(response)).toEqual({ message: { en: 'Unsupported content type', sw: 'Innehållstypen stöds inte' } });
  });

  it('answers 422 with the required fields when a required body is missing or empty', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/login' });
    expect(missing.statusCode).toBe(422);
    expect(json(missing)).toEqual({ message: 'Error validation', errors: { email: [required], password: [required] } });

    const empty = await t.app.inject({ method: 'POST', url: '/api/forgot-password', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(json(empty).errors).toEqual({ email: [required] });
  });

  it('accepts form bodies with a charset', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      payload: 'email=nobody%40demo.test&password=x',
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toEqual({ en: 'The request could not be read', sw: 'Förfrågan kunde inte läsas' });
  });

  it('lets get-user go without a body (bearer header) but answers 401 without any token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/get-user' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: 'Unauthenticated' });
  });
});
