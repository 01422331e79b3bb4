import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, messages, ValidationError } from '../errors.js';
import { describeErrors } from '../logging.js';
import { fieldErrorsFromSchema, type SchemaError } from '../validation.js';
import { isForeignKeyViolation } from '../db/in-use.js';

/** A save raced a delete: the record it refers to went away between the check and the write. */
const referenceGone = {
  en: 'A record this refers to was removed in the meantime. Reload the page and try again.',
  sw: 'En post som detta hänvisar till togs bort under tiden. Ladda om sidan och försök igen.',
};

const CLIENT_ERRORS: Record<number, { en: string; sw: string }> = {
  400: messages.badRequest,
  403: messages.forbidden,
  404: messages.notFound,
  413: messages.payloadTooLarge,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
};

/**
 * One error handler for the whole API, answering in the shapes of SPEC §8. Messages of
 * unexpected errors never reach the client; they are logged with the request id.
 */
export function setupErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.validation) {
      const context = error.validationContext ?? 'body';
      const invalid = new ValidationError(fieldErrorsFromSchema(error.validation as SchemaError[], context));
      return reply.code(422).send(invalid.body);
    }
    if (isForeignKeyViolation(error)) {
      // The transaction rolled back; nothing was written.
      request.log.info({ code: '23503' }, 'foreign key violation');
      return reply.code(409).send({ message: referenceGone });
    }
    const status = error.statusCode ?? 500;
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
