import { routeUrl, useLanguage } from '@portal/platform';
import { Typography } from 'antd';
import { formatMoney, type DataTableColumn } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommissionListItem } from '../../api/commission-types';
import { CommissionStatusTag } from '../../shared/commission-status-tag';
import { formatDateSpan, formatDateTime } from '../../shared/quote-dates';

const none = <Typography.Text type="secondary">–</Typography.Text>;

/**
 * The list's columns. On a phone the commission (a link) and its state remain; the event's dates
 * show from 576 px, the amount and when it was reported from 992 px. The amount is what is (or
 * will be) invoiced: the reported one once reported, else the quote's.
 */
export function useCommissionColumns(): DataTableColumn<CommissionListItem>[] {
  const { t } = useTranslation('partner');
  const language = useLanguage();
  return [
    {
      key: 'title',
      title: t('commissions.columns.title'),
      // A venue sees '#<id> · <town>', never the customer's name. A real link for the keyboard and
      // "open in new tab"; the row itself is clickable too.
      render: (_, commission) => (
        <Link to={routeUrl('partnerEditCommission', { id: commission.id })} onClick={(event) => event.stopPropagation()}>
          {commission.title}
        </Link>
      ),
    },
    {
      key: 'event',
      title: t('commissions.columns.event'),
      kind: 'dateRange',
      priority: 'high',
      render: (_, commission) => (commission.event_start ? formatDateSpan(commission.event_start, commission.event_end, language) : none),
    },
    {
      key: 'status',
      title: t('commissions.columns.status'),
      kind: 'tag',
      width: 150,
      render: (_, commission) => <CommissionStatusTag status={commission.status} />,
    },
    {
      key: 'amount',
      title: t('commissions.columns.amount'),
      kind: 'money',
      priority: 'medium',
      align: 'right',
      render: (_, commission) => formatMoney(commission.amount, language),
    },
    {
      key: 'reported_at',
      title: t('commissions.columns.reportedAt'),
      kind: 'dateTime',
      priority: 'medium',
      render: (_, commission) => (commission.reported_at ? formatDateTime(commission.reported_at, language) : none),
    },
  ];
}
