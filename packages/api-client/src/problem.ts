import type { components } from './schema.gen';

export type Message = components['schemas']['Message'];
export type Language = 'sv' | 'en';

/** What went wrong with a call, classified the way SPEC §8 handles it. */
export type ApiProblemKind =
  | 'network'
  | 'unauthenticated'
  | 'forbidden'
  | 'validation'
  | 'not-found'
  | 'quote-missing'
  | 'rate-limited'
  | 'server'
  | 'other';

export interface ApiProblem {
  kind: ApiProblemKind;
  /** HTTP status, 0 when no response arrived. */
  status: number;
  statusText: string;
  /** The server's message, when it sent one. */
  message?: Message;
  /** First message of each field, for 422 `Error validation`. */
  fieldErrors: Record<string, Message>;
  /** Seconds to wait, from `Retry-After` on 429. */
  retryAfter?: number;
}

/** Thrown (and returned as `error`) for every failed call, so callers and query hooks see one type. */
export class ApiError extends Error {
  readonly problem: ApiProblem;
  constructor(problem: ApiProblem) {
    super(typeof problem.message === 'string' ? problem.message : (problem.message?.en ?? problem.statusText));
    this.name = 'ApiError';
    this.problem = problem;
  }
}

/** Picks the text of a message in the given language (`sv` reads the server's `sw`). */
export function pickMessage(message: Message | undefined | null, language: Language): string {
  if (message == null) return '';
  if (typeof message === 'string') return message;
  return language === 'sv' ? message.sw : message.en;
}

const SESSION_GONE = ['Unauthenticated', 'Unauthorized', 'Attempt to read property tokenable on null'];

function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'string' ||
    (typeof value === 'object' && value !== null && typeof (value as { en?: unknown }).en === 'string')
  );
}

/** Classifies a failed response per SPEC §8. `body` is the parsed JSON body, if any. */
export function describeProblem(status: number, statusText: string, body: unknown, retryAfterHeader?: string | null): ApiProblem {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const message = isMessage(record.message) ? record.message : undefined;
  const plain = typeof message === 'string' ? message : message?.en;
  const base: ApiProblem = { kind: 'other', status, statusText, message, fieldErrors: {} };

  if (status === 401 || (plain && SESSION_GONE.includes(plain))) return { ...base, kind: 'unauthenticated' };
  if (status === 403) return { ...base, kind: 'forbidden' };
  if (status === 422 && plain === 'Error validation') {
    const fieldErrors: Record<string, Message> = {};
    const errors = (record.errors ?? {}) as Record<string, unknown>;
    for (const [field, list] of Object.entries(errors)) {
      const first = Array.isArray(list) ? list[0] : list;
      if (isMessage(first)) fieldErrors[field] = first;
    }
    return { ...base, kind: 'validation', fieldErrors };
  }
  if (status === 404) {
    if (plain === 'Quote does not exists.') return { ...base, kind: 'quote-missing' };
    if (record.data === 'Quote Id Not Found') return { ...base, kind: 'not-found', message: 'Quote Id Not Found' };
    return { ...base, kind: 'not-found' };
  }
  if (status === 429) {
    const seconds = Number(retryAfterHeader);
    return { ...base, kind: 'rate-limited', retryAfter: Number.isFinite(seconds) && seconds > 0 ? seconds : undefined };
  }
  if (status >= 500) return { ...base, kind: 'server' };
  return base;
}

export function networkProblem(): ApiProblem {
  return { kind: 'network', status: 0, statusText: 'Network Error', fieldErrors: {} };
}
