import { ApiError } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Button, Card, Result, Skeleton } from '@portal/plain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { linkRefusal, linkThrottling } from '../../shared/link-refusal';
import type { PresentationSource } from './api/presentation-source';
import { useBookPresentation } from './api/use-book-presentation';
import { usePresentation } from './api/use-presentation';
import { PdfButton } from './pdf-button';
import { PresentationFrame } from './presentation-frame';
import { PresentationView } from './presentation-view';
import { PRESENTATION_NS } from './texts';
import { useCustomerLanguage } from '../../shared/use-customer-language';

// A link that does not open, or is throttled, is explained by the shared link pages: fetched only then.
const LinkUnavailable = lazy(async () => ({ default: (await import('./presentation-problems')).LinkUnavailable }));
const LinkThrottled = lazy(async () => ({ default: (await import('./presentation-problems')).LinkThrottled }));

/**
 * The presentation in each of its states: loading, a link that does not open (unknown, expired,
 * replaced by a newer presentation — also when that turns out on booking or on the PDF), a preview
 * an admin may not see, a failure with a retry, and the presentation. Drawn with @portal/plain (no
 * antd, issue 25): the view comes with the page, so it is drawn as soon as the data arrives.
 */
export function PresentationScreen({ source }: { source: PresentationSource }) {
  const { t } = useTranslation(PRESENTATION_NS);
  const language = useLanguage();
  const presentation = usePresentation(source);
  const booking = useBookPresentation(source.kind === 'link' ? source.token : '');
  const [pdfError, setPdfError] = useState<unknown>(null);
  useCustomerLanguage(source.kind === 'link' ? presentation.data?.language : undefined);

  const refusal = source.kind === 'link' ? linkRefusal([presentation.error, booking.mutation.error, pdfError]) : undefined;
  if ((source.kind === 'link' && source.token === '') || refusal) {
    return (
      <PresentationFrame>
        <Card>
          <Suspense fallback={<Skeleton rows={3} />}>
            <LinkUnavailable ns={PRESENTATION_NS} gone={refusal?.problem.status === 410} />
          </Suspense>
        </Card>
      </PresentationFrame>
    );
  }
  if (presentation.isPending) {
    return (
      <PresentationFrame>
        <Skeleton rows={10} label={t('loading')} />
      </PresentationFrame>
    );
  }
  // A failed refetch (the tab back in view) keeps the presentation shown; only one never fetched is a failure to show.
  if (!presentation.data) {
    const status = presentation.error instanceof ApiError ? presentation.error.problem.status : 0;
    const refused = source.kind === 'preview' && (status === 401 || status === 403);
    const missing = status === 404;
    const throttled = source.kind === 'link' ? linkThrottling(presentation.error) : undefined;
    return (
      <PresentationFrame>
        <Card>
          {throttled ? (
            <Suspense fallback={<Skeleton rows={3} />}>
              <LinkThrottled error={throttled} retrying={presentation.isFetching} onRetry={() => void presentation.refetch()} />
            </Suspense>
          ) : refused ? (
            <Result status="warning" title={t('preview.forbidden.title')} subTitle={t('preview.forbidden.text')} />
          ) : missing ? (
            <Result
              status="warning"
              title={t(source.kind === 'preview' ? 'preview.missing.title' : 'missing.title')}
              subTitle={t(source.kind === 'preview' ? 'preview.missing.text' : 'missing.text')}
            />
          ) : (
            <Result
              status="error"
              title={t('failed.title')}
              subTitle={t('failed.text')}
              extra={
                <Button loading={presentation.isFetching} onClick={() => void presentation.refetch()}>
                  {t('failed.retry')}
                </Button>
              }
            />
          )}
        </Card>
      </PresentationFrame>
    );
  }

  const data = presentation.data;
  return (
    <PresentationFrame
      intro={
        <div className="cp-intro">
          {data.customer_name && <span className="cp-strong">{t('for', { customer: data.customer_name })}</span>}
          {data.sent_at && <span className="plain-secondary">{t('sentAt', { date: formatDateTime(data.sent_at, language) })}</span>}
          {data.venues.length > 0 && data.booked_at === null && <span>{t('intro')}</span>}
        </div>
      }
      actions={data.venues.length > 0 ? <PdfButton source={source} opportunityId={data.opportunity_id} onFailed={setPdfError} /> : undefined}
    >
      <PresentationView
        presentation={data}
        booking={source.kind === 'link' ? { token: source.token, pending: booking.mutation.isPending, refusal: booking.choiceRefusal, onBook: booking.book } : undefined}
      />
    </PresentationFrame>
  );
}
