import { createApiClient } from '@portal/api-client';
import { apiCallsAtom } from '../session/api-calls-atom';
import { getToken } from '../session/session';
import { portalStore } from '../session/store';
import { handleProblem } from './handle-problem';

function countStarted(): void {
  portalStore.set(apiCallsAtom, (calls) => {
    // A new burst after an idle moment starts the percentage again from zero.
    const idle = calls.started === calls.completed;
    return idle ? { started: 1, completed: 0 } : { ...calls, started: calls.started + 1 };
  });
}

function countSettled(): void {
  portalStore.set(apiCallsAtom, (calls) => ({ ...calls, completed: Math.min(calls.started, calls.completed + 1) }));
}

/** The portal's API client (openapi-fetch); its TanStack Query hooks are `$api` (queries.ts). */
export const { api } = createApiClient({
  // Absolute, so that Request objects can be built outside a browser page too (tests, workers).
  baseUrl: `${globalThis.location?.origin ?? 'http://localhost'}/api`,
  getToken,
  onCallStarted: countStarted,
  onCallSettled: countSettled,
  onProblem: (problem, context) => handleProblem(problem, context),
});
