import type { Schemas } from './contract.js';
import type { LocalizedText } from './types.js';

/** A text, or the same text in English and Swedish. */
export type Message = Schemas['Message'];
export type FieldErrors = Record<string, LocalizedText[]>;

/** An error the API answers with its own status and body (SPEC §8); anything else is a 500. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: { message: Message } & Record<string, unknown>, headers: Record<string, string> = {}) {
    super(typeof body.message === 'string' ? body.message : body.message.en);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export const messages = {
  unauthenticated: 'Unauthenticated',
  forbidden: { en: 'You are not authorized', sw: 'Du har inte behörighet' },
  invalidCredentials: { en: 'Please check email-id or password', sw: 'Kontrollera e-post eller lösenord' },
  notFound: { en: 'Not found', sw: 'Hittades inte' },
  serverError: { en: 'Server error', sw: 'Serverfel' },
  tooManyRequests: {
    en: 'Too many attempts, try again in a few minutes',
    sw: 'För många försök, försök igen om några minuter',
  },
  badRequest: { en: 'The request could not be read', sw: 'Förfrågan kunde inte läsas' },
  payloadTooLarge: { en: 'The request is too large', sw: 'Förfrågan är för stor' },
  unsupportedMediaType: { en: 'Unsupported content type', sw: 'Innehållstypen stöds inte' },
} satisfies Record<string, Message>;

export class ValidationError extends HttpError {
  readonly errors: FieldErrors;

  constructor(errors: FieldErrors) {
    super(422, { message: 'Error validation', errors });
    this.name = 'ValidationError';
    this.errors = errors;
  }
}

/** Collects per-field messages and throws one 422 listing every field at once. */
export class FieldErrorBag {
  private readonly errors: FieldErrors = {};

  add(field: string, message: LocalizedText): this {
    (this.errors[field] ??= []).push(message);
    return this;
  }

  has(field?: string): boolean {
    return field === undefined ? Object.keys(this.errors).length > 0 : field in this.errors;
  }

  throwIfAny(): void {
    if (this.has()) throw new ValidationError(this.errors);
  }
}

export function fieldError(field: string, message: LocalizedText): ValidationError {
  return new ValidationError({ [field]: [message] });
}

export const unauthenticated = () => new HttpError(401, { message: messages.unauthenticated });
export const forbidden = () => new HttpError(403, { message: messages.forbidden });
export const notFound = (message: LocalizedText = messages.notFound) => new HttpError(404, { message });
export const conflict = (message: LocalizedText) => new HttpError(409, { message });
export const tooManyRequests = (retryAfterSeconds: number, message: LocalizedText = messages.tooManyRequests) =>
  new HttpError(429, { message }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
