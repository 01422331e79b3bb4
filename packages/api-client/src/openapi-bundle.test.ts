import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bundleOpenApi, bundlePath, HEADER, OpenApiBundleError, readSources } from '../scripts/bundle-openapi.mjs';

describe('openapi/openapi.yaml', () => {
  it('is the bundle of openapi/src (run `pnpm gen` after changing the contract)', () => {
    expect(readFileSync(bundlePath, 'utf8'), 'openapi/openapi.yaml is stale: run `pnpm gen`').toBe(bundleOpenApi(readSources()));
  });

  it('says it is generated', () => {
    expect(readFileSync(bundlePath, 'utf8').startsWith(`#${HEADER.replaceAll('\n', '\n#')}\n`)).toBe(true);
  });
});

const ROOT = `openapi: 3.1.0
info: { title: Test, version: '1' }
components:
  responses:
    Error:
      description: An error.
      content:
        application/json:
          schema: { $ref: '#/components/schemas/ErrorBody' }
x-bundle:
  domains: [common, first, second]
`;

/** A path item with one GET whose answer is `schema`. */
function pathItem(path: string, operationId: string, schema = 'ErrorBody') {
  return `${path}:
  get:
    operationId: ${operationId}
    responses:
      '200':
        description: OK
        content:
          application/json:
            schema: { $ref: '#/components/schemas/${schema}' }
      '404': { $ref: '#/components/responses/Error' }
`;
}

function sources(files: Record<string, string> = {}): Record<string, string> {
  return {
    'root.yaml': ROOT,
    'schemas/common.yaml': 'ErrorBody:\n  type: object\n  properties: { message: { type: string } }\n',
    'paths/first.yaml': pathItem('/one', 'one') + pathItem('/two/{id}', 'two', 'Two'),
    'schemas/first.yaml': 'Two: { type: integer }\n',
    'paths/second.yaml': pathItem('/three', 'three'),
    ...files,
  };
}

function problems(files: Record<string, string>): string[] {
  try {
    bundleOpenApi(sources(files));
  } catch (error) {
    expect(error).toBeInstanceOf(OpenApiBundleError);
    return (error as OpenApiBundleError).problems;
  }
  throw new Error('bundled without a problem');
}

describe('bundleOpenApi', () => {
  it('puts the paths before components and the schemas last, in domain order, without x-bundle', () => {
    const text = bundleOpenApi(sources());
    const document = parse(text);
    expect(Object.keys(document)).toEqual(['openapi', 'info', 'paths', 'components']);
    expect(Object.keys(document.paths)).toEqual(['/one', '/two/{id}', '/three']);
    expect(Object.keys(document.components)).toEqual(['responses', 'schemas']);
    expect(Object.keys(document.components.schemas)).toEqual(['ErrorBody', 'Two']);
    expect(document.paths['/two/{id}'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Two' });
    expect(text).not.toContain('x-bundle');
  });

  it('places an entry of x-bundle.placeAfter right after the one it names', () => {
    const root = `${ROOT}  placeAfter:\n    paths: { /one: /three }\n    schemas: { ErrorBody: Two }\n`;
    const document = parse(bundleOpenApi(sources({ 'root.yaml': root })));
    expect(Object.keys(document.paths)).toEqual(['/two/{id}', '/three', '/one']);
    expect(Object.keys(document.components.schemas)).toEqual(['Two', 'ErrorBody']);
  });

  it('refuses a path defined twice', () => {
    expect(problems({ 'paths/second.yaml': pathItem('/one', 'again') })).toEqual(['duplicate path /one: in paths/first.yaml and paths/second.yaml']);
    expect(problems({ 'paths/second.yaml': pathItem('/two/{key}', 'again') })).toEqual([
      'duplicate path /two/{key} (paths/second.yaml): the same route as /two/{id} (paths/first.yaml)',
    ]);
  });

  it('refuses an operationId used twice', () => {
    expect(problems({ 'paths/second.yaml': pathItem('/three', 'one') })).toEqual([
      'duplicate operationId one: GET /one (paths/first.yaml) and GET /three (paths/second.yaml)',
    ]);
  });

  it('refuses a schema defined twice, also within one file', () => {
    expect(problems({ 'schemas/second.yaml': 'Two: { type: string }\n' })).toEqual(['duplicate schema Two: in schemas/first.yaml and schemas/second.yaml']);
    expect(problems({ 'schemas/first.yaml': 'Two: { type: integer }\nTwo: { type: string }\n' })[0]).toMatch(/^schemas\/first\.yaml: Map keys must be unique/);
  });

  it('refuses a $ref to a component that does not exist', () => {
    expect(problems({ 'paths/second.yaml': pathItem('/three', 'three', 'Three') })).toEqual([
      'paths/second.yaml: $ref "#/components/schemas/Three" at paths./three.get.responses.200.content.application/json.schema points at nothing',
    ]);
    expect(problems({ 'schemas/first.yaml': "Two: { $ref: '#/components/parameters/Id' }\n" })).toEqual([
      'schemas/first.yaml: $ref "#/components/parameters/Id" at components.schemas.Two points at nothing',
    ]);
    expect(problems({ 'schemas/first.yaml': "Two: { $ref: 'other.yaml#/Two' }\n" })[0]).toMatch(/is not a reference into this document/);
  });

  it('refuses a file of no listed domain, a domain without files, and a stale placeAfter', () => {
    expect(problems({ 'paths/third.yaml': pathItem('/four', 'four') })).toEqual([
      'paths/third.yaml: belongs to no domain of root.yaml x-bundle.domains (files are paths/<domain>.yaml and schemas/<domain>.yaml)',
    ]);
    expect(problems({ 'root.yaml': ROOT.replace('second]', 'second, third]') })).toEqual([
      'root.yaml x-bundle.domains: third has neither paths/third.yaml nor schemas/third.yaml',
    ]);
    expect(problems({ 'root.yaml': `${ROOT}  placeAfter:\n    schemas: { Gone: Two }\n` })).toEqual([
      'root.yaml x-bundle.placeAfter.schemas: schema Gone is not defined in any schemas/ file',
    ]);
  });

  it('reports every problem at once', () => {
    const found = problems({ 'paths/second.yaml': pathItem('/one', 'one', 'Missing') + pathItem('/three', 'one', 'Missing') });
    expect(found).toEqual([
      'duplicate path /one: in paths/first.yaml and paths/second.yaml',
      'duplicate operationId one: GET /one (paths/first.yaml) and GET /three (paths/second.yaml)',
      'paths/second.yaml: $ref "#/components/schemas/Missing" at paths./three.get.responses.200.content.application/json.schema points at nothing',
    ]);
  });
});
