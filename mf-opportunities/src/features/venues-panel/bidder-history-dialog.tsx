import { useLanguage, type Language } from '@portal/platform';
import { Modal, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../shared/record-dates';
import type { Bidder } from './use-bidders';

interface HistoryEntry {
  at: string;
  by: { id: number; name: string } | null;
  event: string;
  detail?: string | null;
}

/** Events whose text names their detail (the address an invitation went to, the new place, the day a hold ends). */
const DETAIL_IN_TEXT = new Set(['invited', 'reinvited', 'reordered', 'preliminary_held']);

/** Events whose detail is the day they are about, even when the server words it ("until 2031-02-20"). */
const DAY_OF_EVENT = new Set(['preliminary_held']);

/** A detail that is a day (a new response deadline) is shown as dates are; anything else as it is. */
function formatDetail(event: string, detail: string, language: Language): string {
  const day = DAY_OF_EVENT.has(event) ? /\d{4}-\d{2}-\d{2}/.exec(detail)?.[0] : undefined;
  if (day) return formatDate(day, language);
  return /^\d{4}-\d{2}-\d{2}$/.test(detail) ? formatDate(detail, language) : detail;
}

/** `history` is JSON text (SPEC §3): a list of entries, oldest first. Anything unreadable shows as none. */
export function parseHistory(history: string): HistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(history);
    return Array.isArray(parsed) ? (parsed as HistoryEntry[]) : [];
  } catch {
    return [];
  }
}

export interface BidderHistoryDialogProps {
  bidder: Bidder | null;
  onClose: () => void;
}

/** Who did what to a venue and its quote, and when, newest first. */
export function BidderHistoryDialog({ bidder, onClose }: BidderHistoryDialogProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const entries = bidder ? parseHistory(bidder.history).reverse() : [];
  return (
    <Modal open={bidder !== null} title={t('venues.history.title', { name: bidder?.name ?? '' })} footer={null} onCancel={onClose} destroyOnHidden>
      {entries.length === 0 ? (
        <Typography.Text type="secondary">{t('venues.history.empty')}</Typography.Text>
      ) : (
        <Timeline
          items={entries.map((entry, index) => {
            const detail = entry.detail ? formatDetail(entry.event, entry.detail, language) : '';
            return {
              key: index,
              content: (
                <>
                  <Typography.Text strong>
                    {/* An event that names its detail, without one, says what happened without it ("Inbjudan skickad"). */}
                    {DETAIL_IN_TEXT.has(entry.event) && !detail
                      ? t(`venues.history.eventWithoutDetail.${entry.event}`, { defaultValue: entry.event })
                      : t(`venues.history.event.${entry.event}`, { defaultValue: entry.event, detail })}
                  </Typography.Text>
                  {/* The quote's own events (a reason for declining, a new deadline) carry their detail on a line of its own. */}
                  {detail && !DETAIL_IN_TEXT.has(entry.event) && (
                    <>
                      <br />
                      <Typography.Text style={{ whiteSpace: 'pre-line' }}>{detail}</Typography.Text>
                    </>
                  )}
                  <br />
                  <Typography.Text type="secondary">
                    {formatDateTime(entry.at, language)}
                    {entry.by ? ` · ${entry.by.name}` : ''}
                  </Typography.Text>
                </>
              ),
            };
          })}
        />
      )}
    </Modal>
  );
}
