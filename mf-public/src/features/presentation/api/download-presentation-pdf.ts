import { ApiError, problemOf } from '@portal/api-client';
import { api, saveBlob, type Language } from '@portal/platform';
import { quietLinkRequest } from '../../../shared/link-request';
import { reportLinkCallError } from '../../../shared/report-link-call-error';
import type { PresentationSource } from './presentation-source';

/**
 * Fetches the presentation as a PDF in the reader's language and saves it as `filename`: the
 * customer's through the link (`GET /public/presentation/pdf`, the token in its header, so a plain
 * link could not do it), the admin's preview with the session (`GET /opportunity/{id}/presentation/pdf`).
 * A failure is shown the portal's way and thrown, for the page to tell a refused link.
 */
export async function downloadPresentationPdf(source: PresentationSource, language: Language, filename: string): Promise<void> {
  if (source.kind === 'link') {
    const { data, error, response } = await api.GET('/public/presentation/pdf', {
      ...quietLinkRequest(source.token),
      params: { query: { lang: language } },
      parseAs: 'blob',
    });
    if (!data) {
      const failure = new ApiError(problemOf(error, response));
      reportLinkCallError(failure, { path: '/public/presentation/pdf', method: 'GET' });
      throw failure;
    }
    saveBlob(data, filename);
    return;
  }
  const { data, error, response } = await api.GET('/opportunity/{id}/presentation/pdf', {
    params: { path: { id: source.opportunityId }, query: { lang: language } },
    parseAs: 'blob',
  });
  if (!data) throw error instanceof ApiError ? error : new ApiError(problemOf(error, response));
  saveBlob(data, filename);
}

