/**
 * Contract-driven fuzzing: every operation of openapi/openapi.yaml, found in the document (so a
 * new operation is covered the day it is added, without writing a case), is called with
 * malformed values generated from its parameters' and body's schemas, as an admin, a partner
 * and without a token. Any 5xx, any answer that leaks the framework's error format, and any
 * request that does not answer within a few seconds fails the test, listing (operation, input).
 *
 * Deterministic (a seeded PRNG picks the values and, past the per-operation budget, which
 * cases run) and bounded: about 4 000 requests. A success is fine; only 5xx and hangs fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, createUser, login, type TestApp } from '../support/app.js';
import { temporaryFilesDir } from '../support/uploads.js';
import { loadOpenApiDocument, type OpenApiDocument } from '../../src/core/http/openapi.js';

const SEED = 0x5eed_f022;
/** The most requests one operation gets per identity that may call it (the whole run stays near 4 000). */
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES_PER_OPERATION ?? 70);
/** A request that takes longer than this counts as a hang. */
const HANG_MS = 10_000;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let random = mulberry32(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function sample<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy.slice(0, count);
}

// ---------------------------------------------------------------------------------------------
// The document

type Schema = Record<string, any>;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

interface Operation {
  method: string;
  path: string;
  operationId: string;
  public: boolean;
  roles: number[];
  parameters: Parameter[];
  body?: { required: boolean; content: Record<string, Schema> };
}

/** Resolves the document's local $refs (components of the bundle); a cycle becomes `{}`. */
function resolver(document: OpenApiDocument) {
  const target = (ref: string): unknown =>
    ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<any>((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  const resolve = (node: unknown, trail: readonly string[] = []): any => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, trail));
    if (typeof node !== 'object' || node === null) return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === 'string') return trail.includes(ref) ? {} : resolve(target(ref), [...trail, ref]);
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, trail)]));
  };
  return resolve;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = resolver(document);
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths)) {
    const item = resolve(rawItem) as Record<string, any>;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const security = operation.security ?? document.security ?? [];
      const open = Array.isArray(security) && (security.length === 0 || security.some((entry: object) => Object.keys(entry ?? {}).length === 0));
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter: any) => ({
        name: parameter.name,
        in: parameter.in,
        required: parameter.required === true,
        schema: parameter.schema ?? {},
      }));
      const content = operation.requestBody?.content as Record<string, { schema?: Schema }> | undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        public: open,
        roles: operation['x-roles'] ?? [1, 2, 3],
        parameters,
        ...(content
          ? {
              body: {
                required: operation.requestBody.required === true,
                content: Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema ?? {}])),
              },
            }
          : {}),
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------
// Values

const typesOf = (schema: Schema): string[] => {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  const branches = (schema.oneOf ?? schema.anyOf ?? []) as Schema[];
  return branches.flatMap(typesOf);
};
const mainType = (schema: Schema): string => typesOf(schema).find((type) => type !== 'null') ?? (schema.properties ? 'object' : 'string');
const branch = (schema: Schema): Schema => {
  const options = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (options) return options.find((option) => !typesOf(option).every((type) => type === 'null')) ?? options[0] ?? {};
  if (schema.allOf) return Object.assign({}, ...schema.allOf);
  return schema;
};

const PATTERN_CANDIDATES = ['09:30', 'AAAAAAAAAAAAAAAAAAAAAAAA', '556036-0793', 'a', 'A1', '1', 'x-y', '#2f7d5b', 'sv'];

/** A value the schema accepts, as far as a simple reading of it goes (the baseline of a case). */
function validValue(input: Schema, depth = 0): unknown {
  const schema = branch(input);
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((value: unknown) => value !== null) ?? schema.enum[0];
  switch (mainType(schema)) {
    case 'integer':
      return Math.max(typeof schema.minimum === 'number' ? schema.minimum : 1, 1);
    case 'number':
      return Math.max(typeof schema.minimum === 'number' ? schema.minimum : 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems ? Array.from({ length: schema.minItems }, () => validValue(schema.items ?? {}, depth + 1)) : [];
    case 'object': {
      if (depth > 4) return {};
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validValue(property, depth + 1)]));
    }
    default:
      return validText(schema);
  }
}

function validText(schema: Schema): string {
  switch (schema.format) {
    case 'date':
      return '2030-05-14';
    case 'date-time':
      return '2030-05-14T09:30:00Z';
    case 'email':
      return 'fuzz@demo.test';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'binary':
      return 'file.bin';
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (found) return found;
  }
  const length = Math.max(schema.minLength ?? 0, 4);
  return 'fuzz'.repeat(Math.ceil(length / 4)).slice(0, Math.min(length, schema.maxLength ?? length));
}

/** A value JSON cannot say directly (Infinity from `1e999`), written raw into the body text. */
class Raw {
  constructor(readonly text: string) {}
}

interface Bad {
  label: string;
  value: unknown;
}

const bad = (label: string, value: unknown): Bad => ({ label, value });

/** Malformed values for a field of this schema in a JSON body. */
function badJsonValues(input: Schema): Bad[] {
  const schema = branch(input);
  const type = mainType(schema);
  const long = schema.maxLength && schema.maxLength < 200_000 ? schema.maxLength + 1 : 20_000;
  const common = [
    bad('null', null),
    bad('array', [validValue(schema)]),
    bad('object', { nested: { deeper: [1, 'x', null] } }),
    bad('NUL', 'a\u0000b'),
    bad('lone low surrogate', '\udfff'),
    bad('lone high surrogate', 'x\ud800'),
  ];
  if (Array.isArray(schema.enum)) return [...common, bad('unknown choice', 'NOT_A_CHOICE'), bad('empty choice', ''), bad('number for choice', 1)];
  switch (type) {
    case 'integer':
    case 'number':
      return [
        ...common,
        bad('int4 overflow', 2_147_483_648),
        bad('int4 underflow', -2_147_483_649),
        bad('int8 overflow', 9_223_372_036_854_775_808),
        bad('huge', 1e300),
        bad('infinity', new Raw('1e999')),
        bad('negative', -1),
        bad('zero', 0),
        bad('fraction', 1.5),
        bad('tiny', 5e-324),
        bad('text number', '12'),
        bad('text', 'abc'),
        bad('boolean', true),
      ];
    case 'boolean':
      return [...common, bad('text true', 'true'), bad('number', 1), bad('text', 'yes')];
    case 'array':
      return [
        ...common.filter((item) => item.label !== 'array'),
        bad('text for list', 'x'),
        bad('list of nulls', [null, null]),
        bad('list of NUL texts', ['a\u0000']),
        bad('list of huge numbers', [2_147_483_648, -2_147_483_649]),
        bad('list of objects', [{}, { id: 1 }]),
        bad('long list', Array.from({ length: 1000 }, (_, index) => index + 1)),
        bad('nested lists', [[[1]]]),
      ];
    case 'object':
      return [
        ...common.filter((item) => item.label !== 'object'),
        bad('text for object', 'x'),
        bad('empty object', {}),
        bad('object with unknown fields', { ...(validValue(schema) as object), unknown_field: 'x', __proto__x: 1 }),
        bad('object with NUL key', { 'a\u0000': 'x' }),
        bad('object of wrong types', Object.fromEntries(Object.keys(schema.properties ?? { a: 1 }).map((key) => [key, [true]]))),
      ];
    default:
      return [
        ...common,
        bad('number', 12),
        bad('boolean', true),
        bad('empty', ''),
        bad('spaces', '   '),
        bad('too long', 'x'.repeat(long)),
        bad('long multibyte', 'å€😀'.repeat(Math.ceil(long / 3))),
        bad('SQL and LIKE characters', "%' OR 1=1 --_\\"),
        bad('control characters', '\u0001\u001b[31m\u007f\u2028'),
        bad('invalid date', '2030-02-30'),
        bad('invalid date-time', '2030-13-01T25:61:00Z'),
        bad('year 0', '0000-00-00'),
        bad('year 99999', '99999-01-01'),
        bad('invalid email', 'a@'),
        bad('emoji', '😀'),
        bad('random text', randomText(40)),
      ];
  }
}

function randomText(length: number): string {
  const alphabet = ['a', 'Z', '0', ' ', 'å', 'ö', '€', '😀', '\u0301', '"', "'", '\\', '<', '>', '&', '%', '_', '{', '}', '\n', '\t'];
  return Array.from({ length }, () => pick(alphabet)).join('');
}

/** Malformed values for a path or query parameter: text as it appears in the URL (already encoded). */
function badUrlValues(input: Schema): Bad[] {
  const schema = branch(input);
  const type = mainType(schema);
  const values = [
    bad('empty', ''),
    bad('NUL', '%00'),
    bad('NUL inside', 'a%00b'),
    bad('encoded surrogate (invalid UTF-8)', '%ED%A0%80'),
    bad('invalid UTF-8', '%FF%FE'),
    bad('broken escape', '%ZZ'),
    bad('lone percent', '%'),
    bad('very long', 'x'.repeat(5000)),
    bad('traversal', '..%2F..%2Fetc%2Fpasswd'),
    bad('SQL and LIKE characters', encodeURIComponent("%' OR 1=1 --_\\")),
    bad('unicode', encodeURIComponent('å€😀')),
  ];
  if (type === 'integer' || type === 'number') {
    values.push(
      bad('int4 overflow', '2147483648'),
      bad('int4 underflow', '-2147483649'),
      bad('huge', '99999999999999999999999'),
      bad('negative', '-1'),
      bad('zero', '0'),
      bad('fraction', '1.5'),
      bad('exponent', '1e3'),
      bad('hex', '0x10'),
      bad('NaN', 'NaN'),
      bad('Infinity', 'Infinity'),
      bad('text', 'abc'),
    );
  } else if (type === 'boolean') {
    values.push(bad('yes', 'yes'), bad('2', '2'), bad('TRUE', 'TRUE'));
  } else if (Array.isArray(schema.enum)) {
    values.push(bad('unknown choice', 'NOT_A_CHOICE'), bad('upper-case choice', encodeURIComponent(String(schema.enum[0]).toUpperCase())));
  } else {
    values.push(bad('invalid date', '2030-02-30'), bad('invalid date-time', '2030-13-01T25%3A61%3A00Z'), bad('random text', encodeURIComponent(randomText(20))));
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
// Requests

interface Request {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item) => {
    if (item instanceof Raw) {
      raws.push(item.text);
      return `__raw_${raws.length - 1}__`;
    }
    return item;
  });
  return text === undefined ? '' : text.replace(/"__raw_(\d+)__"/g, (_match, index) => raws[Number(index)]!);
}

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
}

function multipart(parts: Part[], boundary = `fuzz${Math.floor(random() * 1e9)}`): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Form values are text: anything else is written as its JSON text. */
const formText = (value: unknown): string => (typeof value === 'string' ? value : value instanceof Raw ? value.text : jsonText(value));

let tinyPng: Buffer;

class CaseBuilder {
  readonly requests: Request[] = [];
  private readonly pathValues: Record<string, string>;
  private readonly queryValues: [string, string][];

  constructor(
    private readonly operation: Operation,
    private readonly headers: Record<string, string>,
  ) {
    this.pathValues = Object.fromEntries(
      operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, encodeURIComponent(String(validValue(parameter.schema)))]),
    );
    this.queryValues = operation.parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map((parameter) => [parameter.name, encodeURIComponent(String(validValue(parameter.schema)))]);
  }

  private url(pathValues = this.pathValues, query = this.queryValues): string {
    const path = this.operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => pathValues[name] ?? '1');
    const search = query.map(([name, value]) => `${name}=${value}`).join('&');
    return `/api${path}${search ? `?${search}` : ''}`;
  }

  private add(label: string, options: { url?: string; contentType?: string; payload?: string | Buffer; headers?: Record<string, string> } = {}): void {
    const headers = { ...this.headers, ...options.headers };
    if (options.contentType !== undefined) headers['content-type'] = options.contentType;
    this.requests.push({
      label,
      method: this.operation.method,
      url: options.url ?? this.url(),
      headers,
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
    });
  }

  private baselineBody(): { contentType: string; payload: string | Buffer } | undefined {
    const body = this.operation.body;
    if (!body) return undefined;
    const [type, schema] = Object.entries(body.content)[0]!;
    return this.encode(type, schema, validValue(schema) as Record<string, unknown>);
  }

  private encode(type: string, schema: Schema, value: unknown): { contentType: string; payload: string | Buffer } {
    if (type === 'multipart/form-data') {
      const properties = (branch(schema).properties ?? {}) as Record<string, Schema>;
      const parts: Part[] = [];
      for (const [name, item] of Object.entries((value ?? {}) as Record<string, unknown>)) {
        if (properties[name]?.format === 'binary' && typeof item === 'string' && item === 'file.bin') parts.push({ name, value: tinyPng, filename: 'fuzz.png' });
        else if (item !== undefined) parts.push({ name, value: formText(item) });
      }
      const encoded = multipart(parts);
      return { contentType: encoded.contentType, payload: encoded.payload };
    }
    if (type === 'application/x-www-form-urlencoded') {
      const entries = Object.entries((value ?? {}) as Record<string, unknown>).filter(([, item]) => item !== undefined);
      // Written by hand: URLSearchParams cannot encode a lone surrogate; NUL and the rest are percent-encoded.
      const encode = (text: string) => {
        try {
          return encodeURIComponent(text);
        } catch {
          return '%ED%BF%BF';
        }
      };
      return { contentType: type, payload: entries.map(([name, item]) => `${encode(name)}=${encode(formText(item))}`).join('&') };
    }
    return { contentType: type, payload: jsonText(value) };
  }

  /** Every kind of case for this operation. */
  build(): Request[] {
    const operation = this.operation;
    const baseline = this.baselineBody();
    this.add('baseline', baseline ?? {});

    // Parameters, one at a time, the others at their baseline.
    for (const parameter of operation.parameters) {
      for (const item of badUrlValues(parameter.schema)) {
        if (parameter.in === 'path') {
          this.add(`path ${parameter.name}: ${item.label}`, { url: this.url({ ...this.pathValues, [parameter.name]: String(item.value) }), ...(baseline ?? {}) });
        } else if (parameter.in === 'query') {
          const query = [...this.queryValues.filter(([name]) => name !== parameter.name), [parameter.name, String(item.value)] as [string, string]];
          this.add(`query ${parameter.name}: ${item.label}`, { url: this.url(this.pathValues, query), ...(baseline ?? {}) });
        }
      }
      if (parameter.in === 'query') {
        const value = encodeURIComponent(String(validValue(parameter.schema)));
        this.add(`query ${parameter.name}: twice`, { url: this.url(this.pathValues, [...this.queryValues, [parameter.name, value], [parameter.name, value]]) });
        this.add(`query ${parameter.name}[]: bracket array`, { url: this.url(this.pathValues, [...this.queryValues, [`${parameter.name}[]`, value], [`${parameter.name}[a]`, value]]) });
      }
    }
    this.add('query: unknown parameters', { url: this.url(this.pathValues, [...this.queryValues, ['unknown', '%00'], ['__proto__', 'x'], ['constructor[prototype]', '1']]) });

    const body = operation.body;
    if (body) {
      for (const [type, schema] of Object.entries(body.content)) this.bodyCases(type, schema);
      const json = Object.keys(body.content).includes('application/json');
      const raw: [string, string | undefined, string][] = [
        ['empty body', 'application/json', ''],
        ['invalid JSON', 'application/json', '{"a":'],
        ['JSON list', 'application/json', '[]'],
        ['JSON null', 'application/json', 'null'],
        ['JSON text', 'application/json', '"x"'],
        ['JSON number', 'application/json', '1e999'],
        ['JSON with BOM', 'application/json', `\ufeff${baseline && json ? baseline.payload.toString() : '{}'}`],
        ['deeply nested JSON', 'application/json', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
        ['deeply nested objects', 'application/json', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
        ['__proto__ key', 'application/json', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'],
        ['duplicate keys', 'application/json', '{"a":1,"a":2}'],
        ['JSON in UTF-16', 'application/json; charset=utf-16', '{}'],
        ['text/plain', 'text/plain', 'hello'],
        ['XML', 'application/xml', '<a/>'],
        ['no content type', undefined, '{}'],
        ['odd content type', 'application/json-patch+json', '[]'],
        ['form for JSON', 'application/x-www-form-urlencoded', 'a=1&b=%00&c[d]=e'],
        ['multipart without boundary', 'multipart/form-data', '--x\r\n'],
        ['multipart empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
        ['multipart cut off', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nva'],
        ['multipart junk', 'multipart/form-data; boundary=x', 'junk without any boundary'],
      ];
      for (const [label, contentType, payload] of raw) this.add(`body: ${label}`, contentType === undefined ? { payload, headers: { 'content-type': '' } } : { contentType, payload });
    } else if (operation.method !== 'GET') {
      this.add('unexpected JSON body', { contentType: 'application/json', payload: '{"unexpected":"\\u0000"}' });
      this.add('unexpected text body', { contentType: 'text/plain', payload: 'x' });
    }
    return this.requests;
  }

  private bodyCases(type: string, schema: Schema): void {
    const resolved = branch(schema);
    const valid = (validValue(resolved) ?? {}) as Record<string, unknown>;
    const properties = (resolved.properties ?? {}) as Record<string, Schema>;
    const form = type !== 'application/json';
    const send = (label: string, value: unknown) => this.add(`${type} ${label}`, this.encode(type, resolved, value));

    send('valid', valid);
    for (const [name, property] of Object.entries(properties)) {
      const values = form ? badFormValues(property) : badJsonValues(property);
      for (const item of values) send(`${name}: ${item.label}`, { ...valid, [name]: item.value });
      // One level deeper: the fields of an object field, and the items of a list.
      const inner = branch(property);
      if (!form && mainType(inner) === 'object' && inner.properties) {
        for (const [innerName, innerSchema] of Object.entries(inner.properties as Record<string, Schema>)) {
          for (const item of sample(badJsonValues(innerSchema), 4)) {
            send(`${name}.${innerName}: ${item.label}`, { ...valid, [name]: { ...(validValue(inner) as object), [innerName]: item.value } });
          }
        }
      }
      if (!form && mainType(inner) === 'array' && inner.items) {
        for (const item of sample(badJsonValues(inner.items), 4)) send(`${name}.0: ${item.label}`, { ...valid, [name]: [item.value] });
      }
    }
    for (const name of (resolved.required ?? []) as string[]) {
      const { [name]: _dropped, ...rest } = valid;
      send(`missing required ${name}`, rest);
    }
    send('unknown field', { ...valid, unknown_field: 'x' });
    send('only unknown fields', { 'a\u0000': 1, '\ud800': 2 });
    if (type === 'multipart/form-data') this.multipartCases(properties);
  }

  private multipartCases(properties: Record<string, Schema>): void {
    const files = Object.entries(properties).filter(([, property]) => property.format === 'binary').map(([name]) => name);
    const fileField = files[0] ?? 'file';
    const texts: Part[] = Object.entries(properties)
      .filter(([name]) => !files.includes(name))
      .map(([name, property]) => ({ name, value: formText(validValue(property)) }));
    const send = (label: string, encoded: { payload: Buffer; contentType: string }) => this.add(`multipart ${label}`, encoded);
    const file = (value: Buffer, filename = 'fuzz.png', name = fileField): Part => ({ name, value, filename });

    send('two files', multipart([...texts, file(tinyPng), file(tinyPng, 'second.png')]));
    send('two files in two fields', multipart([...texts, file(tinyPng), file(tinyPng, 'b.png', 'other')]));
    send('12 fields', multipart([...texts, ...Array.from({ length: 12 }, (_, index) => ({ name: `f${index}`, value: 'x' })), file(tinyPng)]));
    send('a field of 5000 bytes', multipart([...texts, { name: 'long', value: 'x'.repeat(5000) }, file(tinyPng)]));
    send('a file as a text field', multipart([...texts.map((part) => ({ ...part, filename: 'a.txt' })), file(tinyPng)]));
    send('text instead of the file', multipart([...texts, { name: fileField, value: 'not a file' }]));
    send('empty file', multipart([...texts, file(Buffer.alloc(0))]));
    send('random bytes', multipart([...texts, file(Buffer.from(Array.from({ length: 2000 }, () => Math.floor(random() * 256))))]));
    send('cut-off PNG', multipart([...texts, file(tinyPng.subarray(0, 30))]));
    send('NUL in the file name', multipart([...texts, file(tinyPng, 'a\u0000.png')]));
    send('surrogate bytes in a field', multipart([...texts, { name: 'x', value: Buffer.from([0x61, 0xed, 0xa0, 0x80]) }, file(tinyPng)]));
    send('a field twice', multipart([...texts, ...texts, file(tinyPng)]));
    send('nameless part', multipart([...texts, { name: '', value: 'x' }, file(tinyPng)]));
    const whole = multipart([...texts, file(tinyPng)], 'cutboundary');
    for (const fraction of [0.1, 0.5, 0.95]) {
      send(`body cut at ${fraction}`, { payload: whole.payload.subarray(0, Math.floor(whole.payload.length * fraction)), contentType: whole.contentType });
    }
    send('boundary mismatch', { payload: whole.payload, contentType: 'multipart/form-data; boundary=other' });
    send('quoted unterminated boundary', { payload: whole.payload, contentType: 'multipart/form-data; boundary="cutboundary' });
  }
}

/** Malformed values for a form field (urlencoded or multipart text): everything is text there. */
function badFormValues(schema: Schema): Bad[] {
  const long = schema.maxLength && schema.maxLength < 200_000 ? schema.maxLength + 1 : 20_000;
  return [
    bad('empty', ''),
    bad('NUL', 'a\u0000b'),
    bad('lone surrogate', '\udfff'),
    bad('too long', 'x'.repeat(long)),
    bad('list', ['a', 'b']),
    bad('SQL and LIKE characters', "%' OR 1=1 --_\\"),
    bad('random text', randomText(30)),
  ];
}

// ---------------------------------------------------------------------------------------------
// The run

let t: TestApp;
let files: Awaited<ReturnType<typeof temporaryFilesDir>>;

beforeAll(async () => {
  files = await temporaryFilesDir();
  t = await createTestApp({ env: { FILES_DIR: files.dir } });
  tinyPng = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2f7d5b' } }).png().toBuffer();
});

afterAll(async () => {
  await t?.close();
  await files?.remove();
});

interface Identity {
  name: string;
  role: 1 | 2 | 3 | null;
  token?: string;
  email?: string;
}

let users = 0;

/** A fresh user of this role: the fuzzing may change its profile or end its session, so each gets its own. */
async function signIn(identity: Identity): Promise<void> {
  if (identity.role === null) return;
  users += 1;
  const email = `fuzz.${identity.name}.${users}@demo.test`;
  const password = `Fuzz-${identity.name}-${users}`;
  await createUser(t, { email, password, role: identity.role });
  identity.token = await login(t.app, email, password);
  identity.email = email;
}

async function send(request: Request): Promise<LightMyRequestResponse | 'hang'> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), HANG_MS);
  });
  try {
    return await Promise.race([t.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload }), hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** The error handler's answer when PostgreSQL refused a value (SQLSTATE class 22). */
const UNSTORABLE = 'A value in the request cannot be stored';

/** Fastify's own error format ({ statusCode, code, error }) or a stack: details that must not reach a client. */
const LEAK = /"statusCode"\s*:|"code"\s*:\s*"FST_|\bat [\w.]+ \(|node_modules/;

describe('contract fuzzing', () => {
  it('answers every malformed request of every operation without a 5xx, a leak or a hang', { timeout: 240_000 }, async () => {
    random = mulberry32(SEED);
    const operations = operationsOf(loadOpenApiDocument());
    expect(operations.length).toBeGreaterThan(60);

    const identities: Identity[] = [
      { name: 'admin', role: 1 },
      { name: 'partner', role: 2 },
      { name: 'customer', role: 3 },
      { name: 'anonymous', role: null },
    ];
    for (const identity of identities) await signIn(identity);

    const failures: string[] = [];
    // Answers of the error handler's safety net: the database refused a value the guard let through.
    const caughtByDatabase: string[] = [];
    const statuses = new Map<number, number>();
    let count = 0;
    const started = Date.now();

    for (const operation of operations) {
      for (const identity of identities) {
        // An identity the operation lets in gets every case (up to the budget); the others get
        // a few, which the access checks answer (401, 403) before anything else is read.
        const full = operation.public || (identity.role !== null && operation.roles.includes(identity.role));
        const builder = new CaseBuilder(operation, {});
        const all = builder.build();
        const [first, ...rest] = all;
        const cases = full ? [first!, ...sample(rest, CASES_PER_OPERATION - 1)] : [first!, ...sample(rest, 2)];
        for (const request of cases) {
          if (identity.token) request.headers = { ...request.headers, authorization: `Bearer ${identity.token}` };
          const response = await send(request);
          count += 1;
          const where = `${operation.method} ${operation.path} (${operation.operationId}) as ${identity.name}: ${request.label}`;
          if (response === 'hang') {
            failures.push(`${where} → no answer within ${HANG_MS} ms`);
            continue;
          }
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode === 400 && response.body.includes(UNSTORABLE)) caughtByDatabase.push(where);
          if (response.statusCode >= 500) failures.push(`${where} → ${response.statusCode} ${response.body.slice(0, 300)}`);
          else if (response.statusCode >= 400 && LEAK.test(response.body)) failures.push(`${where} → ${response.statusCode} leaks ${response.body.slice(0, 300)}`);
          // A session the fuzzing ended (a logout, a password change): carry on as a new user.
          if (response.statusCode === 401 && full && !operation.public && identity.token) {
            const probe = await t.app.inject({ method: 'POST', url: '/api/get-user', headers: { authorization: `Bearer ${identity.token}` } });
            if (probe.statusCode === 401) await signIn(identity);
          }
        }
      }
    }

    const seconds = (Date.now() - started) / 1000;
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
    console.info(`contract fuzzing: ${operations.length} operations, ${count} requests in ${seconds.toFixed(1)} s (${summary}); ${users} users signed in`);
    if (caughtByDatabase.length > 0) {
      console.info(`${caughtByDatabase.length} values reached PostgreSQL and were refused there (400, not 500):\n${caughtByDatabase.slice(0, 20).join('\n')}`);
    }
    expect(failures, `${failures.length} of ${count} requests failed:\n${failures.join('\n')}`).toEqual([]);
    expect(count).toBeGreaterThan(2000);
  });
});
