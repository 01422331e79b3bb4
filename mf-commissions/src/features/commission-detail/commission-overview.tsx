import { routeUrl, useLanguage } from '@portal/platform';
import { DetailCard } from '@portal/ui';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Commission } from '../../api/commission-types';
import { CommissionStatusTag } from '../../shared/commission-status-tag';
import { formatDateTime, formatEventDates } from '../../shared/format-date';
import { formatBasisPoints } from '../../shared/format-percent';

export interface CommissionOverviewProps {
  commission: Commission;
}

const none = <Typography.Text type="secondary">–</Typography.Text>;

/** Which deal, which venue, when, how many, where the commission stands and on what terms. */
export function CommissionOverview({ commission: c }: CommissionOverviewProps) {
  const { t } = useTranslation('commissions', { keyPrefix: 'detail.overview' });
  const { t: tc } = useTranslation('commissions');
  const language = useLanguage();
  const number = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'sv-SE');
  const items = [
    {
      key: 'opportunity',
      label: t('opportunity'),
      children: <Link to={routeUrl('editOpportunity', { id: c.opportunity_id })}>{c.title}</Link>,
    },
    {
      key: 'venue',
      label: t('venue'),
      children:
        c.account_id === null ? (
          <>
            {c.venue_name} <Typography.Text type="secondary">({t('outsideVenue')})</Typography.Text>
          </>
        ) : (
          <Link to={routeUrl('editAccount', { id: c.account_id })}>{c.venue_name}</Link>
        ),
    },
    { key: 'event', label: t('event'), children: formatEventDates(c.event_start, c.event_end, language) ?? none },
    { key: 'participants', label: t('participants'), children: c.participants === null ? none : number.format(c.participants) },
    { key: 'status', label: t('status'), children: <CommissionStatusTag status={c.status} /> },
    { key: 'type', label: t('commissionType'), children: c.commission_type ? tc(`commissionType.${c.commission_type}`) : none },
    {
      key: 'percent',
      label: t('percent'),
      children: (
        <>
          {t('percentBase', { percent: formatBasisPoints(c.commission_bp, language) })}
          {c.meals_bp > 0 && (
            <>
              <br />
              {t('percentMeals', { percent: formatBasisPoints(c.meals_bp, language) })}
            </>
          )}
        </>
      ),
    },
    { key: 'reminders', label: t('reminders'), children: number.format(c.reminders_sent) },
    ...(c.next_reminder_at
      ? [{ key: 'next', label: t('nextReminder'), children: <time dateTime={c.next_reminder_at}>{formatDateTime(c.next_reminder_at, language)}</time> }]
      : []),
    ...(c.invoiced_at
      ? [{ key: 'invoiced', label: t('invoicedAt'), children: <time dateTime={c.invoiced_at}>{formatDateTime(c.invoiced_at, language)}</time> }]
      : []),
    ...(c.received_at
      ? [{ key: 'received', label: t('receivedAt'), children: <time dateTime={c.received_at}>{formatDateTime(c.received_at, language)}</time> }]
      : []),
  ];
  return (
    <DetailCard title={t('title')}>
      <Descriptions bordered size="small" column={1} items={items} />
    </DetailCard>
  );
}
