import { fileURLToPath } from 'node:url';

// This file sits in src/core/ (and dist/core/ after the build), so the same relative
// URLs resolve to the same places whether the server runs from source or from dist.
export const packageRoot = fileURLToPath(new URL('../..', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
export const openapiPath = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
