import { useLanguage } from '@portal/platform';
import { Alert, Button, Descriptions, Empty, Skeleton, Typography, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVenueResponsiveness } from './api/use-venue-responsiveness';
import { formatNumber, formatShare, responseTime } from './response-time';

export interface VenueResponsivenessCardProps {
  /** A partner account (a venue). */
  accountId: number;
}

/**
 * How the venue answers its invitations to quote: how many it got, answered, answered by the
 * deadline, and the median time it took. Helps choose whom to invite.
 */
export function VenueResponsivenessCard({ accountId }: VenueResponsivenessCardProps) {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts.responsiveness' });
  const language = useLanguage();
  const figures = useVenueResponsiveness(accountId);

  const medianText = (hours: number | null) => {
    if (hours === null) return <Typography.Text type="secondary">–</Typography.Text>;
    const time = responseTime(hours);
    if (time.unit === 'underHour') return t('underHour');
    return t(time.unit, { count: time.value, value: formatNumber(time.value, language) });
  };

  const body = () => {
    if (figures.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (figures.isError) {
      return (
        <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void figures.refetch()}>{t('retry')}</Button>} />
      );
    }
    const { invited, answered, answered_in_time: inTime, median_hours: median } = figures.data;
    if (invited === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
    return (
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'invited', label: t('invited'), children: invited },
          { key: 'answered', label: t('answered'), children: t('answeredValue', { part: answered, whole: invited, share: formatShare(answered, invited, language) }) },
          {
            key: 'answered_in_time',
            label: t('answeredInTime'),
            children: answered === 0 ? '–' : t('inTimeValue', { part: inTime, whole: answered, share: formatShare(inTime, answered, language) }),
          },
          { key: 'median', label: t('median'), children: medianText(median) },
        ]}
      />
    );
  };

  return (
    <Card
      title={<h2 style={{ margin: 0, font: 'inherit' }}>{t('title')}</h2>}
      size="small"
      // A long title wraps on a phone instead of being cut off.
      styles={{ title: { whiteSpace: 'normal' } }}
    >
      {body()}
    </Card>
  );
}
