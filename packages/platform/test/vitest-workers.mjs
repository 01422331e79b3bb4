import { availableParallelism } from 'node:os';

// Shared by every React package's vitest.config.ts: two test files at a time at least. Vitest's
// default (cores − 1) runs one at a time on this project's 2-core machines.
export const testWorkers = Math.max(2, availableParallelism() - 1);
