import { ApiError, pickMessage, problemOf, type Schemas } from '@portal/api-client';
import { $api, api, notify, useLanguage } from '@portal/platform';
import { useQueryClient } from '@tanstack/react-query';
import { quoteInit } from './use-quote';

type Quote = Schemas['Quote'];
type QuoteFile = Schemas['QuoteFile'];
type QuoteFileKind = Schemas['QuoteFileKind'];

/**
 * Save, submit and decline the venue's answer, and its files; answer a preliminary booking. The server's answer replaces the
 * quote on the page and its message is the toast; the venue's lists and dashboard are fetched again.
 * A refusal because the quote changed meanwhile (409: submitted, decided) or went away (404) fetches
 * it again, so the page shows it as it is.
 */
export function useQuoteActions(id: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { queryKey } = $api.queryOptions('get', '/quote/{id}', quoteInit(id));
  const path = { params: { path: { id } } };

  const setQuote = (update: (quote: Quote) => Quote) =>
    queryClient.setQueryData(queryKey, (old: { data: Quote } | undefined) => (old ? { ...old, data: update(old.data) } : old));
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/partner/quotes'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/partner/dashboard'] }),
    ]);
  const handlers = {
    onSuccess: (answer: { data: Quote; message: Schemas['Message'] }) => {
      setQuote(() => answer.data);
      notify.success(pickMessage(answer.message, language));
      void refreshLists();
    },
    onError: (error: unknown) => {
      if (error instanceof ApiError && [404, 409].includes(error.problem.status)) void queryClient.invalidateQueries({ queryKey });
    },
  };
  const answerPreliminary = $api.useMutation('post', '/preliminary-booking/{id}/answer', {
    // The answer changes the quote's preliminary booking only; the rest of the page stays as it is.
    onSuccess: (answer) => {
      setQuote((quote) => ({ ...quote, preliminary_booking: answer.data }));
      notify.success(pickMessage(answer.message, language));
      void refreshLists();
    },
    onError: handlers.onError,
  });
  const save = $api.useMutation('put', '/quote/{id}', handlers);
  const submit = $api.useMutation('post', '/quote/{id}/submit', handlers);
  const deny = $api.useMutation('post', '/quote/{id}/deny', handlers);
  const remove = $api.useMutation('delete', '/quote/{id}/files/{file_id}');

  return {
    save,
    submit,
    deny,
    onSave: (body: Schemas['QuoteResponseInput']) => save.mutateAsync({ ...path, body }).then((answer) => answer.data),
    onSubmit: (body: Schemas['QuoteResponseInput']) => submit.mutateAsync({ ...path, body }).then((answer) => answer.data),
    onDeny: (reason: string) => deny.mutateAsync({ ...path, body: { reason } }),
    /** The venue's answer to the preliminary booking asked of it: hold the dates until a day, or decline. */
    onAnswerPreliminary: (bookingId: number, body: Schemas['PreliminaryHoldInput']) =>
      answerPreliminary.mutateAsync({ params: { path: { id: bookingId } }, body }).then((answer) => answer.data),
    /** Stores a file (multipart) and adds it to the quote; a new attachment replaces the old one. */
    onUpload: async (file: File, kind: QuoteFileKind): Promise<QuoteFile> => {
      const body = new FormData();
      body.append('kind', kind);
      body.append('file', file, file.name);
      const { data, error, response } = await api.POST('/quote/{id}/files', {
        ...path,
        // The wire body is the FormData itself, so fetch writes the multipart boundary.
        body: body as unknown as { file: string; kind: QuoteFileKind },
        bodySerializer: (formData) => formData as unknown as FormData,
      });
      if (!data) throw error instanceof ApiError ? error : new ApiError(problemOf(error, response));
      const stored = data.data;
      setQuote((quote) => ({
        ...quote,
        files: [...quote.files.filter((other) => !(stored.kind === 'attachment' && other.kind === 'attachment')), stored],
      }));
      return stored;
    },
    onRemoveFile: async (file: QuoteFile) => {
      await remove.mutateAsync({ params: { path: { id, file_id: file.id } } });
      setQuote((quote) => ({ ...quote, files: quote.files.filter((other) => other.id !== file.id) }));
    },
  };
}
