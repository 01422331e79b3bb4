// Test helpers for the portal's React packages (vitest only; never imported by application code).
export { json, mockApi, type Answer, type RecordedRequest } from './mock-api';
export { renderWithPortal } from './render-with-portal';
export { aPage } from './a-page';
export { aUser } from './a-user';
export { atScreenWidth, matchMediaAt } from './screen-width';
