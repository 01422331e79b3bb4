import { ApiError, pickMessage, problemOf, type Schemas } from '@portal/api-client';
import { $api, api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';
import { commissionInit, type Commission, type CommissionFile, type CommissionReportInput } from './use-commission';

/** The invoice copy as multipart: the wire body is the FormData itself, so fetch writes the boundary. */
export function invoiceCopyForm(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return { body: body as unknown as { file: string }, bodySerializer: (formData: { file: string }) => formData as unknown as FormData };
}

type InvoiceCopyForm = ReturnType<typeof invoiceCopyForm>;

/**
 * Attach and remove the invoice copy, whichever way the calls go (behind the login, or through an
 * outside venue's link): the page's commission follows the server's answer; a refusal is thrown
 * (422 on `file`) after `onRefusal` has seen it.
 */
export function invoiceCopyCalls(
  post: (form: InvoiceCopyForm) => Promise<{ data?: { data: CommissionFile }; error?: unknown; response: Response }>,
  remove: () => Promise<unknown>,
  setCommission: (update: (commission: Commission) => Commission) => void,
  onRefusal: (error: ApiError) => void,
) {
  return {
    /** Stores the invoice copy (multipart); a new one replaces the old. */
    onUpload: async (file: File): Promise<CommissionFile> => {
      const { data, error, response } = await post(invoiceCopyForm(file));
      if (!data) {
        const failure = error instanceof ApiError ? error : new ApiError(problemOf(error, response));
        onRefusal(failure);
        throw failure;
      }
      setCommission((commission) => ({ ...commission, invoice_copy: data.data }));
      return data.data;
    },
    onRemoveCopy: async () => {
      await remove();
      setCommission((commission) => ({ ...commission, invoice_copy: null }));
    },
  };
}

/**
 * Report the commission, and attach or remove its invoice copy. The server's answer replaces the
 * commission on the page and its message is the toast; the venue's list and dashboard are fetched
 * again. A refusal because the commission changed meanwhile (409: already reported) or went away
 * (404) fetches it again, so the page shows it as it is.
 */
export function useCommissionActions(id: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { queryKey } = $api.queryOptions('get', '/commission/{id}', commissionInit(id));
  const path = { params: { path: { id } } };

  const setCommission = (update: (commission: Commission) => Commission) =>
    queryClient.setQueryData(queryKey, (old: { data: Commission } | undefined) => (old ? { ...old, data: update(old.data) } : old));
  const refetchOnConflict = (error: unknown) => {
    if (error instanceof ApiError && [404, 409].includes(error.problem.status)) void queryClient.invalidateQueries({ queryKey });
  };

  const report = $api.useMutation('post', '/commission/{id}/report', {
    onSuccess: (answer: { data: Commission; message: Schemas['Message'] }) => {
      setCommission(() => answer.data);
      notify.success(pickMessage(answer.message, language));
      void queryClient.invalidateQueries({ queryKey: ['get', '/partner/commissions'] });
    },
    onError: refetchOnConflict,
  });
  const remove = $api.useMutation('delete', '/commission/{id}/invoice-copy', { onError: refetchOnConflict });

  return {
    reporting: report.isPending,
    /** Sends the report; rejects with the server's refusal (a 422's messages go next to their fields). */
    onReport: (body: CommissionReportInput) => report.mutateAsync({ ...path, body }).then((answer) => answer.data),
    ...invoiceCopyCalls(
      (form) => api.POST('/commission/{id}/invoice-copy', { ...path, ...form }),
      () => remove.mutateAsync(path),
      setCommission,
      refetchOnConflict,
    ),
  };
}
