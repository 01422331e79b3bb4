import type { Schemas } from '@portal/api-client';
import { QUIET_HEADER } from '@portal/api-client';
import { $api } from '@portal/platform';

export type Commission = Schemas['Commission'];
export type CommissionFile = Schemas['CommissionFile'];
export type CommissionReportInput = Schemas['CommissionReportInput'];
export type CommissionBookingStatus = Schemas['CommissionBookingStatus'];

/** The query's request: quiet, because the page itself explains a commission it cannot show (404) or load. */
export function commissionInit(id: number) {
  return { params: { path: { id } }, headers: { [QUIET_HEADER]: '1' } };
}

/**
 * One of the venue's commissions with its quote lines, report and amounts (`GET /commission/{id}`).
 * Another venue's answers 404 'Commission does not exist.' like one that does not exist.
 */
export function useCommission(id: number | undefined) {
  return $api.useQuery('get', '/commission/{id}', commissionInit(id ?? 0), { enabled: id !== undefined, select: (body) => body.data, staleTime: 0 });
}
