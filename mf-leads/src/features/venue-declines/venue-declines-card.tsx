import { HOLD_DECLINE_REASONS, useDeclineReasonText } from '@portal/venue-answers';
import { Alert, Button, Card, Descriptions, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHoldDeclines } from './api/use-hold-declines';

export interface VenueDeclinesCardProps {
  /** A partner account (a venue). */
  accountId: number;
}

/**
 * How often the venue declined a preliminary booking, per preset reason (issue 27 §2), with the
 * latest reasons given in its own words: helps choose whom to ask to hold the dates.
 */
export function VenueDeclinesCard({ accountId }: VenueDeclinesCardProps) {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts.holdDeclines' });
  const reasonText = useDeclineReasonText();
  const declines = useHoldDeclines(accountId);

  const body = () => {
    if (declines.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (declines.isError) {
      return <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void declines.refetch()}>{t('retry')}</Button>} />;
    }
    const figures = declines.data;
    if (figures.total === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
    return (
      <>
        <Descriptions
          size="small"
          column={1}
          items={[
            ...HOLD_DECLINE_REASONS.map((reason) => ({ key: reason, label: reasonText(reason), children: figures[reason] })),
            { key: 'total', label: t('total'), children: figures.total },
          ]}
        />
        {figures.latest_other.length > 0 && (
          <>
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
              {t('latestOther')}
            </Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {figures.latest_other.map((text, index) => (
                <li key={index} style={{ overflowWrap: 'anywhere' }}>
                  {text}
                </li>
              ))}
            </ul>
          </>
        )}
      </>
    );
  };

  return <Card title={t('title')}>{body()}</Card>;
}
