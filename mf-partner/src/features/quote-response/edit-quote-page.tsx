import { ArrowLeftOutlined } from '@ant-design/icons';
import { ApiError } from '@portal/api-client';
import { routeUrl, useLanguage, type RoutePageProps } from '@portal/platform';
import { ButtonLink, PageFrame } from '@portal/ui';
import { PreliminaryAnswerCard, QuoteResponseForm } from '@portal/venue-answers';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateSpan } from '../../shared/quote-dates';
import { useQuote } from './api/use-quote';
import { useQuoteActions } from './api/use-quote-actions';
import { PARTNER_QUOTE_NS } from './texts';

const MAX_ID = 2_147_483_647;

function parseQuoteId(raw: string | undefined): number | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

function BackToQuotes() {
  const { t } = useTranslation(PARTNER_QUOTE_NS);
  return (
    <ButtonLink to={routeUrl('partnerQuotes')} icon={<ArrowLeftOutlined aria-hidden />}>
      {t('back')}
    </ButtonLink>
  );
}

/**
 * `/p-editquote&id={id}`: the venue answers one quote request (SPEC §3 "Quote response") with the
 * shared form: the request, prices, halls, terms, files; save, submit or decline. A preliminary
 * booking asked of the venue (`quote.preliminary_booking`) shows above it, with its answer. A
 * quote that does not exist, or is not this venue's (the same 404), says so with the way back to
 * the list.
 */
export function EditQuotePage({ params }: RoutePageProps) {
  const { t } = useTranslation(PARTNER_QUOTE_NS);
  const language = useLanguage();
  const id = parseQuoteId(params.id);
  const quote = useQuote(id);
  const actions = useQuoteActions(id ?? 0);
  const title = t('common:routes.partnerEditQuote');

  const missing = id === undefined || (quote.error instanceof ApiError && quote.error.problem.status === 404);
  if (missing) {
    return (
      <PageFrame title={t('notFound.title')}>
        <Result status="404" title={t('notFound.title')} subTitle={t('notFound.text')} extra={<BackToQuotes />} />
      </PageFrame>
    );
  }

  const request = quote.data?.request;
  const preliminary = quote.data?.preliminary_booking ?? null;
  const subtitle = request
    ? [request.start_date && formatDateSpan(request.start_date, request.end_date, language), request.city].filter(Boolean).join(' · ')
    : undefined;

  return (
    <PageFrame title={title} subtitle={subtitle || undefined} extra={<BackToQuotes />}>
      {quote.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={
            <Button loading={quote.isFetching} onClick={() => void quote.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : quote.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : (
        <>
          {/* The preliminary booking asked of the venue comes first: it is what waits for an answer now. */}
          {preliminary && (
            <PreliminaryAnswerCard
              booking={preliminary}
              onAnswer={(input) => actions.onAnswerPreliminary(preliminary.preliminary_booking_id, input)}
            />
          )}
          <QuoteResponseForm
            key={quote.data.id}
            quote={quote.data}
            onSave={actions.onSave}
            onSubmit={actions.onSubmit}
            onDeny={actions.onDeny}
            onUpload={actions.onUpload}
            onRemoveFile={actions.onRemoveFile}
            saving={actions.save.isPending}
            submitting={actions.submit.isPending}
            denying={actions.deny.isPending}
          />
        </>
      )}
    </PageFrame>
  );
}
