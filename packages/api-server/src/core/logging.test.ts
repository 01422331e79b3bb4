import { describe, expect, it } from 'vitest';
import { describeErrors, redactUrl } from './logging.js';

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

  it('describes errors with their cause', () => {
    const error = new Error('outer', { cause: new Error('inner') });
    expect(describeErrors([error, 'plain'])).toEqual([
      { message: 'outer', stack: expect.any(String), cause: 'inner' },
      { message: 'plain' },
    ]);
  });
});
