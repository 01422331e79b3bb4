import { useLanguage, type Language } from '@portal/platform';
import { DetailCard } from '@portal/ui';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuoteHistoryEntry } from '../../api/quote-types';
import { formatDate, formatDateTime } from '../../shared/format-date';

export interface QuoteHistoryProps {
  /** The bidder's history, oldest first as the server keeps it (null: none given). */
  history: QuoteHistoryEntry[] | null;
}

/** Events whose text names their detail (the address an invitation went to, the new place). */
const DETAIL_IN_TEXT: ReadonlySet<QuoteHistoryEntry['event']> = new Set(['invited', 'reinvited', 'reordered']);

/** A detail that is a day (a new deadline) is shown as dates are; anything else as it is. */
function formatDetail(detail: string, language: Language): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(detail) ? formatDate(detail, language) : detail;
}

/** Who did what to the venue and its quote, and when, newest first. */
export function QuoteHistory({ history }: QuoteHistoryProps) {
  const { t } = useTranslation('quotes', { keyPrefix: 'quoteDetail.history' });
  const language = useLanguage();
  const entries = [...(history ?? [])].reverse();
  return (
    <DetailCard title={t('title')}>
      {entries.length === 0 ? (
        <Typography.Text type="secondary">{t('empty')}</Typography.Text>
      ) : (
        <Timeline
          items={entries.map((entry, index) => {
            const detail = entry.detail ? formatDetail(entry.detail, language) : '';
            return {
              key: index,
              content: (
                <>
                  <Typography.Text strong>{t(`event.${entry.event}`, { detail })}</Typography.Text>
                  {detail && !DETAIL_IN_TEXT.has(entry.event) && (
                    <>
                      <br />
                      <Typography.Text style={{ whiteSpace: 'pre-line' }}>{detail}</Typography.Text>
                    </>
                  )}
                  <br />
                  <Typography.Text type="secondary">
                    <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
                    {entry.by ? ` · ${entry.by.name}` : ''}
                  </Typography.Text>
                </>
              ),
            };
          })}
        />
      )}
    </DetailCard>
  );
}
