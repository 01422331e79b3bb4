import { useLanguage } from '@portal/platform';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/record-dates';

export interface BidderDeadlineProps {
  /** The last day the venue may answer (`YYYY-MM-DD`), set with the invitation. */
  deadline: string | null;
  /** Invited, not answered, and the deadline has passed (the server says so). */
  overdue: boolean;
}

/**
 * When a venue has to answer by; a passed deadline in red with the word "Försenad" / "Overdue"
 * on a line of its own (red alone does not reach everyone).
 */
export function BidderDeadline({ deadline, overdue }: BidderDeadlineProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  if (!deadline) return <Typography.Text type="secondary">–</Typography.Text>;
  const date = <time dateTime={deadline}>{formatDate(deadline, language)}</time>;
  return overdue ? (
    <Typography.Text type="danger" strong>
      {date}
      <br />
      {t('venues.overdue')}
    </Typography.Text>
  ) : (
    date
  );
}
