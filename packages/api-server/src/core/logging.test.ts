import { describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from './http/openapi.js';
import { describeErrors, redactUrl, serializeError } from './logging.js';
import { portalPaths, portalUrl, tokenRoutes } from './urls.js';

describe('logging', () => {
  it('keeps password-link tokens out of logged URLs', () => {
    expect(redactUrl('/api/password-link/abcDEF_123-x')).toBe('/api/password-link/[redacted]');
    expect(redactUrl('/api/password-link/abc?x=1')).toBe('/api/password-link/[redacted]?x=1');
    // The emailed links themselves are plain page loads of the portal.
    expect(redactUrl('/reset-password&id=SECRET_abc-1')).toBe('/reset-password&id=[redacted]');
    expect(redactUrl('/set-password&id=SECRET_abc-1?utm=x')).toBe('/set-password&id=[redacted]?utm=x');
    expect(redactUrl('/leads?search=reset-password')).toBe('/leads?search=reset-password');
    expect(redactUrl('/api/leads?page=2')).toBe('/api/leads?page=2');
  });

  it('keeps the token of every mailed shape out, wherever the URL stands in a text, and the rest in', () => {
    expect(redactUrl('/quote-presention-pre&o=17&a=3&t=SECRET_1')).toBe('/quote-presention-pre&o=17&a=3&t=[redacted]');
    expect(redactUrl('/preliminary-booking&o=1&q=2&c_id=3&b_id=4&p_id=5&t=SECRET%2D1#top')).toBe('/preliminary-booking&o=1&q=2&c_id=3&b_id=4&p_id=5&t=[redacted]#top');
    expect(redactUrl("'/email-editquote&id=SECRET%ZZ' is not a valid url component")).toBe("'/email-editquote&id=[redacted]' is not a valid url component");
    expect(redactUrl('at https://portal.example/email-editquote&id=A:1:2\nat /reset-password&id=B')).toBe('at https://portal.example/email-editquote&id=[redacted]\nat /reset-password&id=[redacted]');
    expect(redactUrl('/x?token=A&page=2&access_token=B')).toBe('/x?token=[redacted]&page=2&access_token=[redacted]');
    // The API's own paths of the same words carry no token.
    expect(redactUrl('/api/public/preliminary-booking/answer')).toBe('/api/public/preliminary-booking/answer');
    expect(redactUrl('/api/reset-password')).toBe('/api/reset-password');
    expect(redactUrl('/p-editquote&id=42')).toBe('/p-editquote&id=42');
  });

  it('redacts every shape of core/urls.ts tokenRoutes as portalPaths builds it', () => {
    const secret = 'Tok3n_SECRET-value';
    const built: Record<keyof typeof tokenRoutes, string> = {
      resetPassword: portalPaths.resetPassword(secret),
      setPassword: portalPaths.setPassword(secret),
      outsideQuote: portalPaths.outsideQuote(secret),
      outsideCommission: portalPaths.outsideCommission(secret),
      presentation: portalPaths.presentation(1, 2, secret),
      preliminaryBooking: portalPaths.preliminaryBooking({ opportunityId: 1, quoteId: 2, customerId: 3, bidderId: 4, bookingId: 5 }, secret),
      customerRequest: portalPaths.customerRequest(secret),
    };
    for (const [name, path] of Object.entries(built)) {
      const shape = tokenRoutes[name as keyof typeof tokenRoutes];
      for (const url of [path, portalUrl({ publicUrl: 'https://portal.example' }, path)]) {
        const redacted = redactUrl(url);
        expect(redacted, name).not.toContain(secret);
        expect(redacted, name).toContain(`${shape.route}&`);
        expect(redacted, name).toMatch(new RegExp(`[&]${shape.key}=\\[redacted\\]$`));
      }
    }
  });

  it('redacts every path or query parameter of the contract that is a token', () => {
    const document = loadOpenApiDocument();
    const secret = 'Tok3n_SECRET-value';
    let found = 0;
    for (const [route, item] of Object.entries(document.paths)) {
      const operations = Object.values(item).filter((value) => !Array.isArray(value)) as { parameters?: { name?: string; in?: string }[] }[];
      const shared = (item.parameters ?? []) as { name?: string; in?: string }[];
      for (const operation of operations) {
        for (const parameter of [...shared, ...(operation?.parameters ?? [])]) {
          if (!parameter.name || !/token/i.test(parameter.name)) continue;
          found += 1;
          const url =
            parameter.in === 'path'
              ? `/api${route.replace(`{${parameter.name}}`, secret)}`
              : `/api${route}?${parameter.name}=${secret}`;
          expect(redactUrl(url), url).not.toContain(secret);
        }
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it('serializes an error with its fields and cause, URLs redacted', () => {
    const error = Object.assign(new Error('failed at /email-editquote&id=SECRET', { cause: new Error('at /reset-password&id=SECRET') }), { code: 'E_X', url: '/set-password&id=SECRET' });
    const logged = serializeError(error) as Record<string, any>;
    expect(logged).toMatchObject({ type: 'Error', message: 'failed at /email-editquote&id=[redacted]', code: 'E_X', url: '/set-password&id=[redacted]', cause: { message: 'at /reset-password&id=[redacted]' } });
    expect(JSON.stringify(logged)).not.toContain('SECRET');
    expect(serializeError('plain')).toBe('plain');
  });

  it('describes errors with their cause', () => {
    const error = new Error('outer', { cause: new Error('inner') });
    expect(describeErrors([error, 'plain'])).toEqual([
      { message: 'outer', stack: expect.any(String), cause: 'inner' },
      { message: 'plain' },
    ]);
    expect(describeErrors([new Error('at /email-editquote&id=SECRET')])[0]!.message).toBe('at /email-editquote&id=[redacted]');
  });
});
