import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { bearer, createTestApp, createUser, json, type TestApp } from '../../../test/support/app.js';

let t: TestApp;
const user = { email: 'form.user@demo.test', password: 'Form-user-1' };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await createUser(t, { ...user, role: 1 });
});

afterAll(async () => {
  await t.close();
});

const required = { en: 'Fill in this field.', sw: 'Fyll i det här fältet.' };

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

  it('counts an optional body sent empty as none, and a required one as missing', async () => {
    const signIn = await t.app.inject({ method: 'POST', url: '/api/login', payload: user });
    const token = json(signIn).data.token as string;
    for (const empty of [
      { 'content-type': 'application/json' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': `multipart/form-data; boundary=empty` },
    ]) {
      const payload = empty['content-type'].startsWith('multipart') ? '--empty--\r\n' : '';
      // get-user's body is optional: the bearer header is read instead.
      const me = await t.app.inject({ method: 'POST', url: '/api/get-user', headers: { ...empty, ...bearer(token) }, payload });
      expect(me.statusCode, `${empty['content-type']}: ${me.body}`).toBe(200);
      // login's is required: its fields are listed.
      const login = await t.app.inject({ method: 'POST', url: '/api/login', headers: empty, payload });
      expect(login.statusCode, empty['content-type']).toBe(422);
      expect(json(login).errors).toEqual({ email: [required], password: [required] });
    }
  });

  it('lets get-user go without a body (bearer header) but answers 401 without any token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/get-user' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ message: 'Unauthenticated' });
  });
});

/** A multipart/form-data body of text fields, as a browser's FormData sends it. */
function formData(fields: Record<string, string>) {
  const boundary = `----portal-form-${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const urlencoded = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe.each([
  ['multipart/form-data', formData],
  ['application/x-www-form-urlencoded', urlencoded],
])('login, get-user and logout with %s form fields (older clients)', (_type, encode) => {
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const body = encode(fields);
    return t.app.inject({ method: 'POST', url, headers: { ...body.headers, ...headers }, payload: body.payload });
  };

  it('signs in, reads the user by its token field and signs out', async () => {
    const login = await post('/api/login', user);
    expect(login.statusCode, login.body).toBe(200);
    const token = json(login).data.token as string;

    const me = await post('/api/get-user', { token });
    expect(me.statusCode, me.body).toBe(200);
    expect(json(me).data.email).toBe(user.email);

    const logout = await post('/api/logout', { token });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(json(logout).data).toEqual({ status: 'Logout' });
    expect((await post('/api/get-user', { token })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('answers 401 for a wrong password and 422 with the missing fields', async () => {
    const wrong = await post('/api/login', { email: 'nobody@demo.test', password: 'x' });
    expect(wrong.statusCode, wrong.body).toBe(401);

    const missing = await post('/api/login', { email: user.email });
    expect(missing.statusCode, missing.body).toBe(422);
    expect(json(missing)).toEqual({ message: 'Error validation', errors: { password: [required] } });

    // A form that has fields, but not the token: get-user's schema names it (logout's token is
    // optional, the bearer header stands in for it).
    const noToken = await post('/api/get-user', { other: 'x' });
    expect(noToken.statusCode, noToken.body).toBe(422);
    expect(json(noToken).errors).toEqual({ token: [required] });
  });
});

describe('multipart form fields', () => {
  it('answers 415 for multipart on an operation that does not declare it', async () => {
    const body = formData({ email: user.email });
    const response = await t.app.inject({ method: 'POST', url: '/api/forgot-password', headers: body.headers, payload: body.payload });
    expect(response.statusCode, response.body).toBe(415);
  });

  it('answers 422 for a file part where a text field is expected, and for a field sent twice', async () => {
    const boundary = 'x-boundary';
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="email"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${user.email}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${user.password}\r\n--${boundary}--\r\n`,
    });
    expect(file.statusCode, file.body).toBe(422);
    expect(Object.keys(json(file).errors)).toEqual(['email']);

    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${user.email}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nother@demo.test\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${user.password}\r\n--${boundary}--\r\n`,
    });
    expect(twice.statusCode, twice.body).toBe(422);
    expect(Object.keys(json(twice).errors)).toEqual(['email']);
  });
});
