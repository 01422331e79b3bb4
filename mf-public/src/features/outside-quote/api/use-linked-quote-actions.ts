import { ApiError, pickMessage, problemOf, type Schemas } from '@portal/api-client';
import { $api, api, notify, useLanguage } from '@portal/platform';
import { linkRequest } from '../../../shared/link-request';
import { useUpdateLinkedQuote } from './use-linked-quote';

type QuoteFile = Schemas['QuoteFile'];
type QuoteFileKind = Schemas['QuoteFileKind'];

/**
 * Save, submit and decline through the link, and answer a preliminary booking, each with the
 * link's token: the server's answer replaces the quote (or its preliminary booking) on the page
 * and its message is the toast. A refusal because the quote changed meanwhile (409: submitted,
 * decided, the booking no longer waiting) fetches it again, so the page shows it as it is.
 */
export function useLinkedQuoteActions(token: string) {
  const language = useLanguage();
  const quote = useUpdateLinkedQuote(token);
  const request = linkRequest(token);
  const handlers = {
    onSuccess: (answer: { data: Schemas['Quote']; message: Schemas['Message'] }) => {
      quote.set(() => answer.data);
      notify.success(pickMessage(answer.message, language));
    },
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.problem.status === 409) void quote.refetch();
    },
  };
  const answerPreliminary = $api.useMutation('post', '/public/quote/preliminary-booking', {
    // The answer changes the quote's preliminary booking only.
    onSuccess: (answer) => {
      quote.set((current) => ({ ...current, preliminary_booking: answer.data }));
      notify.success(pickMessage(answer.message, language));
    },
    onError: handlers.onError,
  });
  const save = $api.useMutation('put', '/public/quote', handlers);
  const submit = $api.useMutation('post', '/public/quote/submit', handlers);
  const deny = $api.useMutation('post', '/public/quote/deny', handlers);
  const remove = $api.useMutation('delete', '/public/quote/files/{file_id}');

  return {
    save,
    submit,
    deny,
    onSave: (body: Schemas['QuoteResponseInput']) => save.mutateAsync({ ...request, body }).then((answer) => answer.data),
    onSubmit: (body: Schemas['QuoteResponseInput']) => submit.mutateAsync({ ...request, body }).then((answer) => answer.data),
    onDeny: (reason: string) => deny.mutateAsync({ ...request, body: { reason } }),
    answerPreliminary,
    /** The venue's answer to the open preliminary booking of its quote: hold the dates until a day, or decline. */
    onAnswerPreliminary: (body: Schemas['PreliminaryHoldInput']) =>
      answerPreliminary.mutateAsync({ ...request, body }).then((answer) => answer.data),
    /** Stores a file (multipart) and adds it to the quote; a new attachment replaces the old one. */
    onUpload: async (file: File, kind: QuoteFileKind): Promise<QuoteFile> => {
      const body = new FormData();
      body.append('kind', kind);
      body.append('file', file, file.name);
      const { data, error, response } = await api.POST('/public/quote/files', {
        ...request,
        // The wire body is the FormData itself, so fetch writes the multipart boundary.
        body: body as unknown as { file: string; kind: QuoteFileKind },
        bodySerializer: (formData) => formData as unknown as FormData,
      });
      if (!data) throw error instanceof ApiError ? error : new ApiError(problemOf(error, response));
      const stored = data.data;
      quote.set((current) => ({
        ...current,
        files: [...current.files.filter((other) => !(stored.kind === 'attachment' && other.kind === 'attachment')), stored],
      }));
      return stored;
    },
    onRemoveFile: async (file: QuoteFile) => {
      await remove.mutateAsync({ ...request, params: { path: { file_id: file.id } } });
      quote.set((current) => ({ ...current, files: current.files.filter((other) => other.id !== file.id) }));
    },
  };
}
