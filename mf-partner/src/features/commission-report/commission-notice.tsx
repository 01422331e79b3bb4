import { useLanguage } from '@portal/platform';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../shared/quote-dates';
import type { Commission } from './api/use-commission';
import { PARTNER_COMMISSION_NS } from './texts';

/**
 * Why the page is what it is: the report is due (and what it asks), the event is still ahead, or
 * the report is in (when, by whom) and can no longer be changed.
 */
export function CommissionNotice({ commission }: { commission: Commission }) {
  const { t } = useTranslation(PARTNER_COMMISSION_NS);
  const language = useLanguage();
  const date = (value: string | null) => (value ? formatDate(value, language) : '–');
  if (commission.actions.report) {
    return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('notice.toReport.title')} description={t('notice.toReport.text')} />;
  }
  if (commission.status === 'upcoming') {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('notice.upcoming.title')}
        description={t('notice.upcoming.text', { date: date(commission.event_end ?? commission.event_start) })}
      />
    );
  }
  if (commission.invoiced_on_quote) {
    return <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('notice.onQuote.title')} description={t('notice.onQuote.text')} />;
  }
  if (commission.reported_at) {
    const when = formatDateTime(commission.reported_at, language);
    return (
      <Alert
        type="success"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('notice.submitted.title')}
        description={commission.reported_by ? t('notice.submitted.textBy', { when, by: commission.reported_by }) : t('notice.submitted.text', { when })}
      />
    );
  }
  return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('notice.closed.title')} description={t('notice.closed.text')} />;
}
