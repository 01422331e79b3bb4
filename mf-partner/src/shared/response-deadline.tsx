import { useLanguage } from '@portal/platform';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from './quote-dates';

/** "Försenad" / "Overdue": a quote not answered by its deadline. A word, so that colour is not the only sign. */
export function OverdueTag() {
  const { t } = useTranslation('partner');
  return <Tag color="red">{t('deadline.overdue')}</Tag>;
}

export interface ResponseDeadlineProps {
  /** The last day to answer (`YYYY-MM-DD`). */
  deadline: string;
  /** The server's verdict: not answered and the deadline has passed. */
  overdue: boolean;
}

/** The last day to answer a quote, in red and bold once it has passed unanswered. */
export function ResponseDeadline({ deadline, overdue }: ResponseDeadlineProps) {
  const language = useLanguage();
  return (
    <Typography.Text type={overdue ? 'danger' : undefined} strong={overdue}>
      <time dateTime={deadline}>{formatDate(deadline, language)}</time>
    </Typography.Text>
  );
}
