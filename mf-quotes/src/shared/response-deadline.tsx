import { useLanguage } from '@portal/platform';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format-date';

export interface ResponseDeadlineProps {
  /** The last day to answer (`YYYY-MM-DD`). */
  deadline: string | null;
  /** Not answered and the deadline has passed (the server says so). */
  overdue: boolean;
  /** Puts "Försenad" beside the date rather than under it. */
  inline?: boolean;
}

/**
 * The last day a venue may answer; a passed one in red with the word "Försenad" / "Overdue", since
 * red alone does not reach everyone.
 */
export function ResponseDeadline({ deadline, overdue, inline = false }: ResponseDeadlineProps) {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  if (!deadline) return <Typography.Text type="secondary">{t('noDeadline')}</Typography.Text>;
  const date = <time dateTime={deadline}>{formatDate(deadline, language)}</time>;
  if (!overdue) return date;
  return (
    <Typography.Text type="danger" strong>
      {date}
      {inline ? ' · ' : <br />}
      {t('overdue')}
    </Typography.Text>
  );
}
