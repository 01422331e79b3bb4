// Every name of the platform, for TypeScript and tests (`import { x } from '@portal/platform'`). A
// build never loads this file: mf/split-barrel-loader.cjs maps each imported name to the entry point
// that exports it (`@portal/platform/core`, `/queries`, `/dev`: mf/shared-parts.mjs).
export * from './core';
export * from './queries';
export * from './dev';
