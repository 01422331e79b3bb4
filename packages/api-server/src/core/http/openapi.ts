import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Role } from '../types.js';
import { openapiPath } from '../paths.js';

export type OpenApiDocument = {
  paths: Record<string, Record<string, unknown>>;
  security?: Record<string, string[]>[];
} & Record<string, unknown>;

export interface OperationPolicy {
  operationId: string;
  /** `security: []` on the operation: callable without a token. */
  public: boolean;
  /** `x-roles`: the roles that may call it. */
  roles: readonly Role[];
  /** `security: [{ capability: [] }]`: called through a capability link (core/links), not by a user. */
  link: boolean;
  /** `requestBody.required`: a request without a body is invalid. */
  bodyRequired: boolean;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
const ROLES: readonly Role[] = [1, 2, 3];

export function loadOpenApiDocument(file: string = openapiPath): OpenApiDocument {
  return parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

function isLinkOnly(security: unknown): boolean {
  return (
    Array.isArray(security) &&
    security.length > 0 &&
    security.every((requirement) => Object.keys(requirement ?? {}).length === 1 && 'capability' in (requirement ?? {}))
  );
}

function isPublic(security: unknown): boolean {
  return Array.isArray(security) && (security.length === 0 || security.some((requirement) => Object.keys(requirement ?? {}).length === 0));
}

/**
 * Who may call what, read from the document: every operation that needs a token must list
 * its roles in `x-roles`, or the server refuses to start, so no route can forget its check.
 */
export function accessPolicies(document: OpenApiDocument): Map<string, OperationPolicy> {
  const policies = new Map<string, OperationPolicy>();
  const problems: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const operation = value as {
        operationId?: string;
        security?: unknown;
        'x-roles'?: unknown;
        requestBody?: { required?: boolean };
      };
      const where = `${method.toUpperCase()} ${path}`;
      if (!operation.operationId) {
        problems.push(`${where} has no operationId`);
        continue;
      }
      const security = operation.security ?? document.security ?? [];
      const open = isPublic(security);
      const link = isLinkOnly(security);
      const roles = operation['x-roles'];
      if (roles !== undefined && !(Array.isArray(roles) && roles.every((role) => ROLES.includes(role)))) {
        problems.push(`${where}: x-roles must be a list of 1, 2 and 3`);
        continue;
      }
      if (!open && !link && (!Array.isArray(roles) || roles.length === 0)) {
        problems.push(`${where} (${operation.operationId}) needs a token but lists no x-roles`);
        continue;
      }
      policies.set(operation.operationId, {
        operationId: operation.operationId,
        public: open,
        link,
        roles: (roles as Role[] | undefined) ?? ROLES,
        bodyRequired: operation.requestBody?.required === true,
      });
    }
  }
  if (problems.length > 0) throw new Error(`openapi.yaml: ${problems.join('; ')}`);
  return policies;
}
