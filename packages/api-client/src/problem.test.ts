import { describe, expect, it } from 'vitest';
import { describeProblem, pickMessage } from './problem';

describe('describeProblem', () => {
  it('reads 422 Error validation as the first message of each field', () => {
    const problem = describeProblem(422, 'Unprocessable Entity', {
      message: 'Error validation',
      errors: { email: [{ en: 'Required', sw: 'Obligatoriskt' }, 'second'], phone: ['Too long'] },
    });
    expect(problem.kind).toBe('validation');
    expect(problem.fieldErrors).toEqual({ email: { en: 'Required', sw: 'Obligatoriskt' }, phone: 'Too long' });
  });

  it('treats 401 and the legacy tokenable message as a lost session', () => {
    expect(describeProblem(401, 'Unauthorized', { message: 'Unauthenticated' }).kind).toBe('unauthenticated');
    expect(describeProblem(500, 'Server Error', { message: 'Attempt to read property tokenable on null' }).kind).toBe(
      'unauthenticated',
    );
  });

  it('keeps Retry-After on 429', () => {
    const problem = describeProblem(429, 'Too Many Requests', { message: 'Slow down' }, '120');
    expect(problem).toMatchObject({ kind: 'rate-limited', retryAfter: 120 });
  });

  it('recognises the missing-quote 404s', () => {
    expect(describeProblem(404, 'Not Found', { message: 'Quote does not exists.' }).kind).toBe('quote-missing');
    expect(describeProblem(404, 'Not Found', { data: 'Quote Id Not Found' }).message).toBe('Quote Id Not Found');
  });

  it('classifies 5xx as server errors and keeps other messages', () => {
    expect(describeProblem(503, 'Service Unavailable', undefined).kind).toBe('server');
    expect(describeProblem(409, 'Conflict', { message: { en: 'Taken', sw: 'Upptagen' } })).toMatchObject({
      kind: 'other',
      message: { en: 'Taken', sw: 'Upptagen' },
    });
  });
});

describe('pickMessage', () => {
  it('reads sw for Swedish and en for English', () => {
    expect(pickMessage({ en: 'Saved', sw: 'Sparad' }, 'sv')).toBe('Sparad');
    expect(pickMessage({ en: 'Saved', sw: 'Sparad' }, 'en')).toBe('Saved');
    expect(pickMessage('plain', 'sv')).toBe('plain');
    expect(pickMessage(undefined, 'en')).toBe('');
  });
});
