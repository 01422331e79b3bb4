import { useLanguage } from '@portal/platform';
import { formatMoney, DetailCard } from '@portal/ui';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommissionHistoryEntry } from '../../api/commission-types';
import { formatDate, formatDateTime } from '../../shared/format-date';

export interface CommissionHistoryProps {
  /** In the server's order (the contract names none: the server sends newest first today). */
  history: CommissionHistoryEntry[];
}

const OUTCOME = /^(conducted|rescheduled|cancelled_fee|cancelled_no_fee): (-?\d+(?:\.\d+)?) SEK$/;
const AMOUNT_REASON = /^(-?\d+(?:\.\d+)?) SEK: ([\s\S]*)$/;
const REMINDER = /^(\d+)\/(\d+)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const ore = (kronor: string) => Math.round(Number(kronor) * 100);

/**
 * The text that goes with an event, in the reader's language where the server's shape is known
 * (a day, "conducted: 6491.34 SEK", "15000.50 SEK: reason", "1/3"); any other text as it is.
 */
function useFormatDetail() {
  const { t } = useTranslation('commissions');
  const language = useLanguage();
  return (text: string): string => {
    if (DAY.test(text)) return formatDate(text, language);
    const outcome = OUTCOME.exec(text);
    if (outcome) return `${t(`bookingStatus.${outcome[1]}`)} · ${formatMoney(ore(outcome[2]!), language)}`;
    const amountReason = AMOUNT_REASON.exec(text);
    if (amountReason) return `${formatMoney(ore(amountReason[1]!), language)} · ${amountReason[2]}`;
    const reminder = REMINDER.exec(text);
    if (reminder) return t('detail.history.reminderOf', { sent: reminder[1], total: reminder[2] });
    return text;
  };
}

/** What happened to the commission, by whom (or the portal itself) and when, newest first. */
export function CommissionHistory({ history }: CommissionHistoryProps) {
  const { t } = useTranslation('commissions', { keyPrefix: 'detail.history' });
  const language = useLanguage();
  const formatDetail = useFormatDetail();
  // Newest first whatever order the server sends; a stable sort keeps its order within the same instant.
  const entries = [...history].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
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
                    <Typography.Text style={{ whiteSpace: 'pre-line' }}>{formatDetail(entry.text)}</Typography.Text>
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
