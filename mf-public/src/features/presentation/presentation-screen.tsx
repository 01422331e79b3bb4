import { Card, Typography } from '@portal/ui';
import { ApiError } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Button, Flex, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { linkRefusal, linkThrottling } from '../../shared/link-refusal';
import type { PresentationSource } from './api/presentation-source';
import { useBookPresentation } from './api/use-book-presentation';
import { usePresentation } from './api/use-presentation';
import { PresentationFrame } from './presentation-frame';
import { PRESENTATION_NS } from './texts';
import { useCustomerLanguage } from './use-customer-language';

const PresentationView = lazy(async () => ({ default: (await import('./presentation-content')).PresentationView }));
const LinkUnavailable = lazy(async () => ({ default: (await import('./presentation-problems')).LinkUnavailable }));
const Result = lazy(async () => ({ default: (await import('./presentation-problems')).Result }));
const LinkThrottled = lazy(async () => ({ default: (await import('./presentation-problems')).LinkThrottled }));
const PdfButton = lazy(async () => ({ default: (await import('./presentation-content')).PdfButton }));

/**
 * The presentation in each of its states: loading, a link that does not open (unknown, expired,
 * replaced by a newer presentation — also when that turns out on booking or on the PDF), a preview
 * an admin may not see, a failure with a retry, and the presentation.
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
          <Suspense fallback={null}>
            <LinkUnavailable ns={PRESENTATION_NS} gone={refusal?.problem.status === 410} message={refusal?.problem.message} />
          </Suspense>
        </Card>
      </PresentationFrame>
    );
  }
  const loading = (
    <div role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton active paragraph={{ rows: 10 }} />
    </div>
  );
  if (presentation.isPending) return <PresentationFrame>{loading}</PresentationFrame>;
  // A failed refetch (the tab back in view) keeps the presentation shown; only one never fetched is a failure to show.
  if (!presentation.data) {
    const status = presentation.error instanceof ApiError ? presentation.error.problem.status : 0;
    const refused = source.kind === 'preview' && (status === 401 || status === 403);
    const missing = status === 404;
    const throttled = source.kind === 'link' ? linkThrottling(presentation.error) : undefined;
    return (
      <PresentationFrame>
        <Card>
          <Suspense fallback={null}>
            {throttled ? (
              <LinkThrottled error={throttled} retrying={presentation.isFetching} onRetry={() => void presentation.refetch()} />
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
          </Suspense>
        </Card>
      </PresentationFrame>
    );
  }

  const data = presentation.data;
  return (
    <PresentationFrame
      intro={
        <Flex vertical gap={2} style={{ marginTop: 4 }}>
          {data.customer_name && <Typography.Text strong>{t('for', { customer: data.customer_name })}</Typography.Text>}
          {data.sent_at && <Typography.Text type="secondary">{t('sentAt', { date: formatDateTime(data.sent_at, language) })}</Typography.Text>}
          {data.venues.length > 0 && data.booked_at === null && <Typography.Text>{t('intro')}</Typography.Text>}
        </Flex>
      }
      actions={
        data.venues.length > 0 ? (
          <Suspense fallback={null}>
            <PdfButton source={source} opportunityId={data.opportunity_id} onFailed={setPdfError} />
          </Suspense>
        ) : undefined
      }
    >
      <Suspense fallback={loading}>
        <PresentationView
          presentation={data}
          booking={source.kind === 'link' ? { pending: booking.mutation.isPending, refusal: booking.choiceRefusal, onBook: booking.book } : undefined}
        />
      </Suspense>
    </PresentationFrame>
  );
}
