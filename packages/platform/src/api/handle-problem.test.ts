import { describe, expect, it, vi } from 'vitest';
import type { ApiProblem, ProblemContext } from '@portal/api-client';
import { subscribeToasts, type Toast } from '../notify/notify';
import { setLanguage } from '../i18n/set-language';
import { storeToken } from '../session/session';
import { getToken } from '../session/session';
import { STORAGE_KEYS } from '../session/storage-keys';
import { handleProblem } from './handle-problem';

const context: ProblemContext = { path: '/leads', method: 'GET', authenticated: true, quiet: false };
const problem = (p: Partial<ApiProblem>): ApiProblem => ({ kind: 'other', status: 400, statusText: 'Bad Request', fieldErrors: {}, ...p });

function collect() {
  const toasts: Toast[] = [];
  const stop = subscribeToasts((t) => toasts.push(t));
  return { toasts, stop };
}

describe('handleProblem (SPEC §8)', () => {
  it('clears the session and reloads at /login when the session is gone', () => {
    storeToken('secret');
    const reload = vi.fn();
    handleProblem(problem({ kind: 'unauthenticated', status: 401 }), context, reload);
    expect(getToken()).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingToast)).toContain('inaktiv');
  });

  it('shows Server Error when no response arrived', () => {
    const { toasts, stop } = collect();
    setLanguage('en');
    handleProblem(problem({ kind: 'network', status: 0 }), context);
    stop();
    expect(toasts).toEqual([{ type: 'error', title: 'Server Error', message: 'An error occurred, try again in a moment.' }]);
  });

  it.each([
    ['sv', 'Ett fel uppstod på servern. Försök igen om några minuter.', 'Tjänsten är inte tillgänglig just nu. Försök igen om några minuter.', 'För många försök. Vänta en stund och försök igen. Försök igen om 30 sekunder.'],
    ['en', 'Something went wrong on the server. Try again in a few minutes.', 'The service is not available right now. Try again in a few minutes.', 'Too many attempts. Wait a moment and try again. Try again in 30 seconds.'],
  ] as const)('says what a 500, 503 and 429 mean in %s, never the server\'s English title', (language, server, unavailable, rateLimited) => {
    const { toasts, stop } = collect();
    setLanguage(language);
    handleProblem(problem({ kind: 'server', status: 500, statusText: 'Internal Server Error', message: 'Internal Server Error' }), context);
    handleProblem(problem({ kind: 'server', status: 503, statusText: 'Service Unavailable' }), context);
    handleProblem(problem({ kind: 'rate-limited', status: 429, statusText: 'Too Many Requests', retryAfter: 30 }), context);
    handleProblem(problem({ kind: 'other', status: 418, statusText: "I'm a teapot", message: 'Teapot' }), context);
    stop();
    expect(toasts.map((t) => t.message)).toEqual([server, unavailable, rateLimited, language === 'sv' ? 'Något gick fel' : 'Teapot']);
    expect(JSON.stringify(toasts)).not.toMatch(language === 'sv' ? /Internal Server Error|Too Many|teapot/i : /Internal Server Error/);
  });

  it('lists the first error of each field in the current language', () => {
    const { toasts, stop } = collect();
    setLanguage('sv');
    handleProblem(problem({ kind: 'validation', status: 422, fieldErrors: { email: { en: 'Required', sw: 'Obligatoriskt' } } }), context);
    stop();
    expect(toasts[0]).toMatchObject({ type: 'error', title: 'Kontrollera fälten', message: 'E-post: Obligatoriskt' });
  });

  it('adds the hint to a missing quote and stays silent for quiet calls', () => {
    const { toasts, stop } = collect();
    setLanguage('en');
    handleProblem(problem({ kind: 'quote-missing', status: 404, message: 'Quote does not exists.' }), context);
    handleProblem(problem({ kind: 'not-found', status: 404, message: 'gone' }), { ...context, quiet: true });
    stop();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.message).toBe('Quote does not exists. The quote may have been updated or the request cancelled.');
  });
});
