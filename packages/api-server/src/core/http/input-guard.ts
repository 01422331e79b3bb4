import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifyServerOptions, preValidationHookHandler } from 'fastify';
import { ValidationError, type FieldErrors } from '../errors.js';
import { fieldMessages } from '../validation.js';

/**
 * The input guard: what every operation refuses before its schema and its handler see the
 * request, whatever the contract says about the field, so a new operation is covered the day
 * it is added.
 *
 * - Texts: a NUL (PostgreSQL cannot store it in text) or an unpaired UTF-16 surrogate (not
 *   UTF-8 at all) anywhere in the path parameters, the query or the body, in a value or in a
 *   key, answers 422 on that field.
 * - Integers: every `type: integer` of a request part that states no bound of its own is
 *   bounded to PostgreSQL's int4 (-2147483648 … 2147483647), so 2147483648 is a 422 on the
 *   field (the schema's `maximum`) instead of a database error.
 * - JSON bodies are validated as sent: `true` is not a text and "5" is not a number, and a
 *   field a body declared `additionalProperties: false` does not list is refused by name
 *   (`requestValidators`). Query strings, path parameters and form fields are text by nature,
 *   so those are still read as the schema's types.
 *
 * The error handler (errors.ts) is the safety net behind it: PostgreSQL's data exceptions
 * answer 400, a unique violation 409, never 500.
 */

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** At most this many fields are named in one answer. */
const MAX_REPORTED = 50;

/** Form bodies are text, like the query string; every other body is JSON. */
const TEXT_BODIES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

type ValidatorFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];
type Validate = ((data: unknown, context?: unknown) => boolean) & { errors?: unknown[] | null; schemaEnv?: unknown };
type Compile = (definition: { schema: unknown }) => Validate;
type PoolOptions = { customOptions?: Record<string, unknown> } & Record<string, unknown>;

/** The paths (`/a/0`, as Ajv names them) of the numbers in `data` that are Infinity or NaN. */
function nonFiniteNumbers(data: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value: data, path: '' }];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) found.push(path);
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) stack.push({ value: item, path: `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}` });
    }
  }
  return found;
}

/**
 * Ajv reads "Infinity" and "1e999" of a query string as the number Infinity and then lets it
 * pass `maximum`; no request value is ever meant to be infinite. A number that is not finite
 * after validation is a type error on its field, like any other wrong type.
 */
function finiteOnly(validate: Validate): Validate {
  const checked: Validate = (data, context) => {
    const valid = context === undefined ? validate(data) : validate(data, context);
    const infinite = valid ? nonFiniteNumbers(data) : [];
    checked.errors = valid ? infinite.map((instancePath) => ({ keyword: 'type', instancePath, schemaPath: '', params: { type: 'number' } })) : validate.errors;
    return valid && infinite.length === 0;
  };
  checked.schemaEnv = validate.schemaEnv;
  checked.errors = null;
  return checked;
}

/**
 * Fastify's validator (its own @fastify/ajv-compiler, with the server's `ajv` options) in two
 * flavours chosen per request part: JSON bodies without type coercion, everything that
 * arrives as text with it. Neither removes unknown fields silently: a body that says
 * `additionalProperties: false` gets a 422 naming the field instead.
 */
export function requestValidators(): NonNullable<FastifyServerOptions['schemaController']> {
  const pool = AjvCompiler() as unknown as (externalSchemas: unknown, options: PoolOptions) => Compile;
  const buildValidator = (externalSchemas: unknown, ajvOptions: PoolOptions = {}) => {
    // strictNumbers: NaN and Infinity are no numbers (1e999 in a JSON body parses as Infinity).
    const custom = { ...ajvOptions.customOptions, removeAdditional: false, strictNumbers: true };
    const fromText = pool(externalSchemas, { ...ajvOptions, customOptions: { ...custom, coerceTypes: 'array' } });
    const asSent = pool(externalSchemas, { ...ajvOptions, customOptions: { ...custom, coerceTypes: false } });
    return (definition: { schema: unknown; httpPart?: string; contentType?: string }) => {
      const json = definition.httpPart === 'body' && !TEXT_BODIES.has(definition.contentType ?? 'application/json');
      return finiteOnly((json ? asSent : fromText)(definition));
    };
  };
  return { compilersFactory: { buildValidator: buildValidator as unknown as ValidatorFactory } };
}

type SchemaNode = Record<string, unknown>;

const SUBSCHEMA = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];

/**
 * Gives every integer of a schema without a lower or upper bound PostgreSQL's int4 bound
 * (in place). A bound the contract states is kept, wider or narrower.
 */
export function boundIntegers(schema: unknown, seen: Set<object> = new Set()): void {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
  seen.add(schema);
  const node = schema as SchemaNode;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('integer') && node.enum === undefined && node.const === undefined) {
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) node.minimum = INT4_MIN;
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) node.maximum = INT4_MAX;
  }
  for (const key of SUBSCHEMA) boundIntegers(node[key], seen);
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(node[key])) for (const item of node[key]) boundIntegers(item, seen);
  for (const key of SUBSCHEMA_MAPS) {
    const map = node[key];
    if (typeof map === 'object' && map !== null) for (const item of Object.values(map)) boundIntegers(item, seen);
  }
}

/** A NUL, or a high surrogate not followed by a low one, or a low one not preceded by a high one. */
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}


/**
 * The fields (dotted paths, as the schema errors name them: `subject.sw`, `image_ids.0`) whose
 * text, or one of whose keys, holds a forbidden character. Walks without recursion, so a body
 * nested a hundred thousand levels deep cannot exhaust the stack.
 */
export function forbiddenTextFields(value: unknown, root: string): string[] {
  const found = new Set<string>();
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0 && found.size < MAX_REPORTED) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current)) found.add(path || root);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ value: current[index], path: path ? `${path}.${index}` : String(index) });
      }
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        if (hasForbiddenCharacters(key)) {
          found.add(path || root);
          continue;
        }
        stack.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return [...found];
}

type RouteSchema = {
  operationId?: string;
  params?: unknown;
  querystring?: unknown;
  body?: { content?: Record<string, { schema?: unknown }> };
};

/**
 * Applies the guard to every operation of the contract as its route is created. Call it
 * after the access checks and the request bodies (request-bodies.ts), so that 401, 403 and
 * 415 come first and a multipart body has been read into fields.
 */
export function setupInputGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as RouteSchema | undefined;
    if (schema?.operationId === undefined) return;
    boundIntegers(schema.params);
    boundIntegers(schema.querystring);
    for (const media of Object.values(schema.body?.content ?? {})) boundIntegers(media.schema);

    const guard: preValidationHookHandler = async (request) => {
      const errors: FieldErrors = {};
      const parts: [unknown, string][] = [
        [request.params, 'params'],
        [request.query, 'query'],
        [request.body, 'body'],
      ];
      for (const [value, root] of parts) {
        for (const field of forbiddenTextFields(value, root)) errors[field] = [fieldMessages.forbiddenCharacters];
      }
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    };
    const existing = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
    route.preValidation = [...(existing as preValidationHookHandler[]), guard];
  });
}
