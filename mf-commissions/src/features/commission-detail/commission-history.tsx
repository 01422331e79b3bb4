import { useLanguage } from '@portal/platform';
import { formatMoney, Typography } from '@portal/ui';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommissionHistoryEntry } from '../../api/commission-types';
import { formatDate, formatDateTime } from '../../shared/format-date';
import { DetailCard } from './detail-card';

export interface CommissionHistoryProps {
  /** Oldest first, as the server keeps it. */
  history: CommissionHistoryEntry[];
}

/** A detail that is a day (a new date) or a whole number of öre (an amount) is shown as such; else as it is. */
function useFormatDetail() {
  const language = useLanguage();
  return (event: CommissionHistoryEntry['event'], text: string) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDate(text, language);
    if (event === 'final_changed' && /^-?\d+$/.test(text)) return formatMoney(Number(text), language);
    return text;
  };
}

/** What happened to the commission, by whom (or the portal itself) and when, newest first. */
export function CommissionHistory({ history }: CommissionHistoryProps) {
  const { t } = useTranslation('commissions', { keyPrefix: 'detail.history' });
  const language = useLanguage();
  const formatDetail = useFormatDetail();
  const entries = [...history].reverse();
  return (
    <DetailCard title={t('title')}>
      {entries.length === 0 ? (
        <Typography.Text type="secondary">{t('empty')}</Typography.Text>
      ) : (
        <Timeline
          items={entries.map((entry, index) => ({
            key: index,
            content: (
              <>
                <Typography.Text strong>{t(`event.${entry.event}`)}</Typography.Text>
                {entry.text && (
                  <>
                    <br />
                    <Typography.Text style={{ whiteSpace: 'pre-line' }}>{formatDetail(entry.event, entry.text)}</Typography.Text>
                  </>
                )}
                <br />
                <Typography.Text type="secondary">
                  <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
                  {` · ${entry.by ?? t('byPortal')}`}
                </Typography.Text>
              </>
            ),
          }))}
        />
      )}
    </DetailCard>
  );
}
