import { useLanguage } from '@portal/platform';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@portal/ui';
import { QUOTE_RESPONSE_NS } from './i18n';
import type { Quote } from './quote-form-values';

/**
 * Where the quote stands, above everything: the last day to answer while it can be answered, or
 * why nothing can be changed any more (submitted, declined with its reason, decided).
 */
export function QuoteNotice({ quote }: { quote: Quote }) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  const style = { marginBottom: 16 };

  if (quote.actions.edit) {
    if (!quote.response_deadline) return null;
    const date = formatDate(quote.response_deadline, language);
    return quote.overdue ? (
      <Alert type="warning" showIcon style={style} title={t('notice.overdue', { date })} />
    ) : (
      <Alert type="info" showIcon style={style} title={t('notice.deadline', { date })} />
    );
  }
  switch (quote.status) {
    case 'submitted':
      return (
        <Alert
          type="success"
          showIcon
          style={style}
          title={t('notice.submitted')}
          description={quote.submitted_at ? t('notice.submittedAt', { date: formatDateTime(quote.submitted_at, language) }) : undefined}
        />
      );
    case 'denied':
      return (
        <Alert
          type="info"
          showIcon
          style={style}
          title={t('notice.denied')}
          description={
            <>
              {quote.denied_at && <div>{t('notice.deniedAt', { date: formatDateTime(quote.denied_at, language) })}</div>}
              {quote.denied_reason && <div style={{ whiteSpace: 'pre-wrap' }}>{t('notice.deniedReason', { reason: quote.denied_reason })}</div>}
            </>
          }
        />
      );
    case 'won':
      return <Alert type="success" showIcon style={style} title={t('notice.won')} />;
    case 'lost':
      return <Alert type="info" showIcon style={style} title={t('notice.lost')} />;
    default:
      return <Alert type="info" showIcon style={style} title={t('notice.locked')} />;
  }
}
