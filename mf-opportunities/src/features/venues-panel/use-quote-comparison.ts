import type { Schemas } from '@portal/api-client';
import { $api } from '@portal/platform';

export type QuoteComparison = Schemas['QuoteComparison'];
export type ComparedVenue = Schemas['QuoteComparisonVenue'];
export type ComparisonGap = Schemas['PresentationGap'];

/**
 * The venues' answers side by side (`GET /opportunity/{id}/quote-comparison`): fetched when the
 * comparison is first shown, and again after every change of the venues (`useBiddersChanged`).
 */
export function useQuoteComparison(opportunityId: number) {
  return $api.useQuery('get', '/opportunity/{id}/quote-comparison', { params: { path: { id: opportunityId } } }, { select: (body) => body.data });
}
