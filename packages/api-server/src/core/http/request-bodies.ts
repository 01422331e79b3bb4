import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { HttpError, messages, ValidationError } from '../errors.js';
import type { OperationPolicy } from './openapi.js';
import { fieldMessages } from '../validation.js';
import { readMultipartBody } from '../storage/uploads.js';

type BodySchema =
  | { content?: Record<string, { schema?: { required?: string[]; properties?: Record<string, { maxLength?: number; format?: string }> } }> }
  | undefined;

/** Fastify's default body limit (1 MiB), enough for every form but a CSV import. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** No body at all (an empty JSON body is parsed to none), or a form without a single field. */
function isEmptyBody(body: unknown, mediaType: string | undefined): boolean {
  if (body === undefined) return true;
  return mediaType !== undefined && FORM_TYPES.has(mediaType) && typeof body === 'object' && body !== null && Object.keys(body).length === 0;
}

/**
 * Fastify validates a body only against the schema of its content type, so a body of an
 * undeclared type, or no body at all, would reach the handler unchecked. This hook closes
 * both gaps per operation: 415 for a content type the document does not list, 422 with the
 * required fields when a required body is missing (an optional one sent empty counts as none).
 * A multipart body (an upload, or the form fields of login, get-user and logout as a browser's
 * FormData sends them) is read here too, after the access checks, so the schema then validates
 * its fields.
 */
export function setupRequestBodies(app: FastifyInstance, policies: ReadonlyMap<string, OperationPolicy>): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { operationId?: string; body?: BodySchema } | undefined;
    const content = schema?.body?.content;
    const policy = schema?.operationId === undefined ? undefined : policies.get(schema.operationId);
    if (!content || !policy) return;

    // A body field the document lets grow beyond the default (the CSV of an import, up to
    // 5 000 000 characters) raises the route's limit: two bytes a character covers å, ä, ö.
    const longest = Math.max(0, ...Object.values(content).flatMap((media) => Object.values(media.schema?.properties ?? {}).map((p) => p.maxLength ?? 0)));
    if (longest * 2 > DEFAULT_BODY_LIMIT) route.bodyLimit = longest * 2;

    const contentTypes = Object.keys(content);
    const acceptsMultipart = contentTypes.includes('multipart/form-data');
    const multipart = content['multipart/form-data']?.schema;
    // The fields of a multipart body that are files (`format: binary`); every other part must be text.
    const fileFields = new Set(Object.entries(multipart?.properties ?? {}).flatMap(([name, property]) => (property.format === 'binary' ? [name] : [])));
    const requiredFields = Object.values(content)[0]?.schema?.required ?? [];
    const missingBody = new ValidationError(
      requiredFields.length > 0
        ? Object.fromEntries(requiredFields.map((field) => [field, [fieldMessages.required]]))
        : { body: [fieldMessages.required] },
    );

    const checkBody: preValidationHookHandler = async (request) => {
      const mediaType = request.mediaType?.toLowerCase();
      if (mediaType !== undefined && (request.body !== undefined || request.isMultipart()) && !contentTypes.includes(mediaType)) {
        throw new HttpError(415, { message: messages.unsupportedMediaType });
      }
      if (acceptsMultipart && request.isMultipart()) request.body = await readMultipartBody(request, fileFields);
      if (isEmptyBody(request.body, mediaType)) {
        if (policy.bodyRequired) {
          if (request.body === undefined) throw missingBody;
        } else {
          // An optional body sent empty (an empty JSON body, a form without fields: a logout
          // that sends only its bearer header) is no body. Fastify picks the body's schema by
          // media type, so without one the absent body is not validated against it.
          request.body = undefined;
          Object.defineProperty(request, 'mediaType', { value: undefined, configurable: true });
        }
      }
    };
    const existing = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
    // Appended: the access checks (401, 403) come first.
    route.preValidation = [...(existing as preValidationHookHandler[]), checkBody];
  });
}
