import { describe, expect, it } from 'vitest';
import { createHandlers, assertHandlersMatch } from '../../modules/index.js';
import { accessPolicies, loadOpenApiDocument, type OpenApiDocument } from './openapi.js';
import type { AppContext } from '../context.js';

describe('access policies from openapi.yaml', () => {
  const document = loadOpenApiDocument();
  const policies = accessPolicies(document);

  it('has a policy and a handler for every operation', () => {
    const handlers = createHandlers({} as AppContext);
    expect(() => assertHandlersMatch(handlers, policies.keys())).not.toThrow();
    expect(() => assertHandlersMatch({ ...handlers, extra: async () => null }, policies.keys())).toThrow(/extra/);
  });

  it('reads public operations and x-roles', () => {
    expect(policies.get('login')).toMatchObject({ public: true });
    expect(policies.get('createLead')).toMatchObject({ public: true });
    expect(policies.get('getLeads')).toMatchObject({ public: false, roles: [1] });
    expect(policies.get('changePassword')).toMatchObject({ public: false, roles: [1, 2] });
  });

  it('refuses a document where an operation needs a token but lists no roles', () => {
    const broken: OpenApiDocument = {
      security: [{ bearer: [] }],
      paths: { '/secret': { get: { operationId: 'getSecret', responses: {} } } },
    };
    expect(() => accessPolicies(broken)).toThrow(/getSecret.*x-roles/);
  });

  it('refuses unknown roles and operations without an operationId', () => {
    expect(() =>
      accessPolicies({ paths: { '/a': { get: { operationId: 'a', security: [], 'x-roles': [4] } } } }),
    ).toThrow(/x-roles/);
    expect(() => accessPolicies({ paths: { '/b': { post: { security: [] } } } })).toThrow(/operationId/);
  });
});
