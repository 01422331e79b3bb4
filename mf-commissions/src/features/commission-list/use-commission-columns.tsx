import { routeUrl, useLanguage } from '@portal/platform';
import { formatMoney, type DataTableColumn } from '@portal/ui';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommissionListItem } from '../../api/commission-types';
import { CommissionStatusTag } from '../../shared/commission-status-tag';
import { formatEventDates } from '../../shared/format-date';
import { MoneyDifference } from '../../shared/money-difference';

type CommissionColumn = DataTableColumn<CommissionListItem> & {
  key: 'title' | 'venue' | 'event' | 'status' | 'amount' | 'difference' | 'reminders';
};

const none = <Typography.Text type="secondary">–</Typography.Text>;

/**
 * The list's columns (the server keeps each filter's order). On a phone the opportunity (a link
 * to the commission) and the state remain; venue, amount and difference from 576 px, the rest on laptops.
 */
export function useCommissionColumns(): CommissionColumn[] {
  const { t } = useTranslation('commissions', { keyPrefix: 'list.columns' });
  const { t: tc } = useTranslation('commissions');
  const language = useLanguage();
  return [
    {
      key: 'title',
      title: t('title'),
      // A real link for the keyboard and for "open in new tab"; the row itself is clickable too.
      render: (_, commission) => (
        <Link to={routeUrl('editCommission', { id: commission.id })} onClick={(event) => event.stopPropagation()}>
          {commission.title}
        </Link>
      ),
    },
    { key: 'venue', title: t('venue'), priority: 'high', render: (_, commission) => commission.venue_name },
    {
      key: 'event',
      title: t('event'),
      kind: 'dateRange',
      priority: 'medium',
      render: (_, commission) => formatEventDates(commission.event_start, commission.event_end, language) ?? none,
    },
    {
      key: 'status',
      title: t('status'),
      width: 168,
      // The invoiced-on-quote mark under the state: the two belong together, and a column of its own would squeeze the names.
      render: (_, commission) => (
        <Flex vertical gap={4} align="flex-start">
          <CommissionStatusTag status={commission.status} />
          {commission.invoiced_on_quote && <Tag color="orange">{tc('invoicedOnQuote')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'amount',
      title: t('amount'),
      kind: 'money',
      align: 'right',
      priority: 'high',
      render: (_, commission) => formatMoney(commission.amount, language),
    },
    {
      key: 'difference',
      title: t('difference'),
      kind: 'money',
      align: 'right',
      priority: 'high',
      render: (_, commission) => <MoneyDifference value={commission.difference} />,
    },
    { key: 'reminders', title: t('reminders'), kind: 'count', align: 'right', priority: 'medium', render: (_, commission) => commission.reminders_sent },
  ];
}
