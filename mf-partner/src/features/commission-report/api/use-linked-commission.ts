import { ApiError, pickMessage, QUIET_HEADER, type Schemas } from '@portal/api-client';
import { $api, api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';
import type { CommissionReportCalls } from '../commission-report-body';
import type { Commission, CommissionReportInput } from './use-commission';
import { invoiceCopyCalls } from './use-commission-actions';

/** Runs after the portal's middleware has added the session's bearer header, and takes it off again. */
const withoutSession = {
  onRequest({ request }: { request: Request }) {
    request.headers.delete('Authorization');
    return request;
  },
};

/**
 * The options of every call through an outside venue's report link: its token in X-Link-Token
 * (never the query string, which lands in logs and Referer) and no session's bearer, so that a
 * signed-in admin who opens the link stays signed in and a refused link is not taken for a lost
 * session.
 */
function linkRequest(token: string) {
  return { headers: { 'X-Link-Token': token }, middleware: [withoutSession] };
}

/** The page's own query: quiet, since the page explains a link that does not open (401, 410) itself. */
function linkedCommissionInit(token: string) {
  const request = linkRequest(token);
  return { ...request, headers: { ...request.headers, [QUIET_HEADER]: '1' } };
}

/** The commission of the link (`GET /public/commission`). */
export function useLinkedCommission(token: string) {
  return $api.useQuery('get', '/public/commission', linkedCommissionInit(token), { select: (body) => body.data, staleTime: 0, enabled: token !== '' });
}

/**
 * Report, and attach or remove the invoice copy, through the link: as the partner's calls, the
 * server's answer replaces the commission on the page and its message is the toast; a refusal
 * because the commission changed meanwhile (409) fetches it again.
 */
export function useLinkedCommissionActions(token: string): CommissionReportCalls & { report: { error: unknown }; remove: { error: unknown } } {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { queryKey } = $api.queryOptions('get', '/public/commission', linkedCommissionInit(token));
  const request = linkRequest(token);
  const setCommission = (update: (commission: Commission) => Commission) =>
    queryClient.setQueryData(queryKey, (old: { data: Commission } | undefined) => (old ? { ...old, data: update(old.data) } : old));
  const refetchOnConflict = (error: unknown) => {
    if (error instanceof ApiError && error.problem.status === 409) void queryClient.invalidateQueries({ queryKey });
  };
  const report = $api.useMutation('post', '/public/commission/report', {
    onSuccess: (answer: { data: Commission; message: Schemas['Message'] }) => {
      setCommission(() => answer.data);
      notify.success(pickMessage(answer.message, language));
    },
    onError: refetchOnConflict,
  });
  const remove = $api.useMutation('delete', '/public/commission/invoice-copy', { onError: refetchOnConflict });

  return {
    report,
    remove,
    reporting: report.isPending,
    onReport: (body: CommissionReportInput) => report.mutateAsync({ ...request, body }).then((answer) => answer.data),
    ...invoiceCopyCalls(
      (form) => api.POST('/public/commission/invoice-copy', { ...request, ...form }),
      () => remove.mutateAsync(request),
      setCommission,
      refetchOnConflict,
    ),
  };
}
