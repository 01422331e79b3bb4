import type { LogActivity } from '@portal/api-client';
import { useLanguage, type Language } from '@portal/platform';
import { Alert, Button, Empty, Flex, Skeleton, Tag, theme, Typography, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/lead-dates';
import { useAccountActivity } from './api/use-account-activity';

export interface AccountActivityCardProps {
  accountId: number;
}

/** What happened to the account's tasks and notes: what, who and when, newest first. */
export function AccountActivityCard({ accountId }: AccountActivityCardProps) {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts.activity' });
  const language = useLanguage();
  const activity = useAccountActivity(accountId);

  const body = () => {
    if (activity.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (activity.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={<Button onClick={() => void activity.refetch()}>{t('retry')}</Button>}
        />
      );
    }
    if (activity.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
    return (
      <ol aria-label={t('title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {activity.data.map((entry) => (
          <ActivityEntry key={`${entry.log_name}-${entry.log_id}-${entry.created_at}`} entry={entry} language={language} />
        ))}
      </ol>
    );
  };

  return (
    <Card title={<h2 style={{ margin: 0, font: 'inherit' }}>{t('title')}</h2>} size="small">
      {body()}
    </Card>
  );
}

function ActivityEntry({ entry, language }: { entry: LogActivity; language: Language }) {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts.activity' });
  const { token } = theme.useToken();
  // Underlined: a link inside a sentence must not be told apart by its colour alone (axe link-in-text-block).
  const name = entry.link ? (
    <Link to={entry.link} style={{ textDecoration: 'underline' }}>
      {entry.properties.name}
    </Link>
  ) : (
    entry.properties.name
  );
  return (
    <li style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
      <Flex gap={8} align="baseline" wrap>
        <Tag>{t(`logName.${entry.log_name}`, { defaultValue: entry.log_name })}</Tag>
        <span>
          {t(`event.${entry.event}`)}: {name}
        </span>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {entry.causer_name ? t('byWhom', { name: entry.causer_name }) : t('bySystem')} ·{' '}
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, language)}</time>
      </Typography.Text>
    </li>
  );
}
