import { useLanguage } from '@portal/platform';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@portal/ui';
import { PRELIMINARY_NS } from './i18n';
import { PRELIMINARY_STATUS_COLORS, type PreliminaryBookingStatus } from './preliminary-status-colors';

export type { PreliminaryBookingStatus };

export interface PreliminaryStatusTagProps {
  status: PreliminaryBookingStatus;
  /** The last day the venue holds the dates (`YYYY-MM-DD`), named in a held booking's tag. */
  holdUntil?: string | null;
  /**
   * Whose words: the intermediary's ("Preliminärbokning skickad", "Kunden har bekräftat") or the
   * venue's ("Väntar på ert svar", "Avböjd av er").
   */
  audience: 'admin' | 'venue';
}

/** A preliminary booking's state (PIPELINE.md: requested → held → confirmed | declined; cancelled; expired) as a tag. */
export function PreliminaryStatusTag({ status, holdUntil, audience }: PreliminaryStatusTagProps) {
  const { t } = useTranslation(PRELIMINARY_NS);
  const language = useLanguage();
  const text =
    status === 'held'
      ? holdUntil
        ? t(`status.${audience}.held`, { date: formatDate(holdUntil, language) })
        : t(`status.${audience}.heldNoDate`)
      : t(`status.${audience}.${status}`);
  // A long state ("Anläggningen avböjde preliminärbokningen") wraps rather than widening its cell.
  return (
    <Tag color={PRELIMINARY_STATUS_COLORS[status]} style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
      {text}
    </Tag>
  );
}
