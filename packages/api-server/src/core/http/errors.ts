import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, messages, ValidationError } from '../errors.js';
import { httpErrorBehindSecurity } from '../links/security.js';
import { describeErrors } from '../logging.js';
import { fieldErrorsFromSchema, type SchemaError } from '../validation.js';
import { isForeignKeyViolation } from '../db/in-use.js';
import { databaseUnavailableReason, RETRY_AFTER_SECONDS } from '../db/unavailable.js';

/** A save raced a delete: the record it refers to went away between the check and the write. */
const referenceGone = {
  en: 'A record this refers to was removed in the meantime. Reload the page and try again.',
  sw: 'En post som detta hänvisar till togs bort under tiden. Ladda om sidan och försök igen.',
};

/** A value the schema let through but PostgreSQL refused (SQLSTATE class 22, data exception). */
const unstorableValue = {
  en: 'A value in the request cannot be stored: it is out of range or has characters that are not allowed.',
  sw: 'Ett värde i förfrågan kan inte sparas: det är utanför det tillåtna intervallet eller har otillåtna tecken.',
};

/** Two requests wrote the same unique value at once (23505) and no service rule caught it. */
const savedMeanwhile = {
  en: 'The record was saved by someone else at the same moment. Reload the page and try again.',
  sw: 'Posten sparades av någon annan i samma ögonblick. Ladda om sidan och försök igen.',
};

/**
 * The database cannot be reached (down, restarting, refusing connections): nothing was done, and
 * the same request will work again once it is back (db/unavailable.ts).
 */
const temporarilyUnavailable = {
  en: 'The service is temporarily unavailable. Please try again in a moment.',
  sw: 'Tjänsten är tillfälligt otillgänglig. Försök igen om en stund.',
};

/** The SQLSTATE of a PostgreSQL error, also when drizzle wraps it ("Failed query", cause). */
function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const CLIENT_ERRORS: Record<number, { en: string; sw: string }> = {
  400: messages.badRequest,
  403: messages.forbidden,
  404: messages.notFound,
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
};

const addressTooLong = { en: 'The address is too long', sw: 'Adressen är för lång' };

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded (`%ZZ`, `%FF`) or a path
 * parameter past the router's limit is answered before any route, and so before the error
 * handler; by default with Fastify's own `{ statusCode, code, error }`, which names the
 * framework. These answer in the API's shape instead.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, error.message);
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [414, addressTooLong] : error.code === 'FST_ERR_BAD_URL' ? [400, messages.badRequest] : [500, messages.serverError];
  void reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify({ message }));
}

/**
 * One error handler for the whole API, answering in the shapes of SPEC §8. Messages of
 * unexpected errors never reach the client; they are logged with the request id.
 */
export function setupErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // An error may come after the handler chose another answer (a CSV export whose query
    // failed as the stream began): every error answer is JSON, and no attachment.
    reply.type('application/json; charset=utf-8').removeHeader('content-disposition');
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.validation) {
      const context = error.validationContext ?? 'body';
      const invalid = new ValidationError(fieldErrorsFromSchema(error.validation as SchemaError[], context));
      return reply.code(422).send(invalid.body);
    }
    // Before the statuses below: glue wraps a security handler's database failure in a 500.
    const unavailable = databaseUnavailableReason(error);
    if (unavailable !== undefined) {
      request.log.warn({ reason: unavailable }, 'database unavailable: answered 503');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ message: temporarilyUnavailable });
    }
    if (isForeignKeyViolation(error)) {
      // The transaction rolled back; nothing was written.
      request.log.info({ code: '23503' }, 'foreign key violation');
      return reply.code(409).send({ message: referenceGone });
    }
    // The safety net behind the input guard (input-guard.ts): whatever reaches PostgreSQL and
    // is refused there as data (NUL 22021, untranslatable character 22P05, numeric out of
    // range 22003, invalid datetime 22007/22008, …) is the client's value, not a fault here.
    const state = sqlState(error);
    if (state?.startsWith('22')) {
      request.log.warn({ code: state }, 'data exception from the database');
      return reply.code(400).send({ message: unstorableValue });
    }
    if (state === '23505') {
      request.log.warn({ code: state }, 'unique violation');
      return reply.code(409).send({ message: savedMeanwhile });
    }
    const status = error.statusCode ?? 500;
    // A capability link's own answer (410 expired/revoked, 401 invalid), unwrapped from glue.
    const behindLink = httpErrorBehindSecurity(error);
    if (behindLink) return reply.code(behindLink.statusCode).headers(behindLink.headers).send(behindLink.body);
    if (status === 401) {
      // Missing, unknown, expired or revoked token (the bearer security handler).
      return reply.code(401).send({ message: messages.unauthenticated });
    }
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, status }, error.message);
      return reply.code(status).send({ message: CLIENT_ERRORS[status] ?? messages.badRequest });
    }
    // A failing security handler arrives wrapped by glue, with the real causes in `errors`.
    const causes = (error as { errors?: unknown[] }).errors;
    request.log.error({ err: error, ...(Array.isArray(causes) ? { causes: describeErrors(causes) } : {}) }, 'request failed');
    return reply.code(500).send({ message: messages.serverError });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: messages.notFound }));

  // Bodiless POSTs (mark-as-read, notification-seen) may still carry a JSON content type;
  // treat an empty body as no body instead of failing to parse it.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
