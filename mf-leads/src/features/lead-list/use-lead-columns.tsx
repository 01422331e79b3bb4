import type { Lead } from '@portal/api-client';
import { routeUrl, useLanguage } from '@portal/platform';
import type { DataTableColumn } from '@portal/ui';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LeadSortField } from '../../api/use-leads';
import { formatDateRange, formatDateTime } from '../../shared/lead-dates';
import { leadName } from '../../shared/lead-name';
import { LeadStatusTag } from '../../shared/lead-status-tag';

type LeadColumn = DataTableColumn<Lead> & { key: LeadSortField | 'email' | 'location' };

/**
 * The list's columns; a column's `key` is the server's sort field where the server sorts by it.
 * On a phone the name (a link) and the status remain; a 1280 or 1440 px laptop shows all but the
 * email, which the lead's page shows in full (DataTable's `priority`).
 */
export function useLeadColumns(): LeadColumn[] {
  const { t } = useTranslation('leads');
  const language = useLanguage();
  return [
    {
      key: 'submitted_at',
      title: t('list.columns.submitted_at'),
      sorter: true,
      kind: 'dateTime',
      priority: 'medium',
      render: (_, lead) => <time dateTime={lead.submitted_at}>{formatDateTime(lead.submitted_at, language)}</time>,
    },
    {
      key: 'name',
      title: t('list.columns.name'),
      sorter: true,
      // A real link for the keyboard and for "open in new tab"; the row itself is clickable too.
      render: (_, lead) => (
        <Link to={routeUrl('lead', { id: lead.id })} onClick={(event) => event.stopPropagation()}>
          {leadName(lead)}
        </Link>
      ),
    },
    {
      key: 'business',
      title: t('list.columns.business'),
      sorter: true,
      priority: 'high',
      render: (_, lead) => lead.business ?? <Typography.Text type="secondary">–</Typography.Text>,
    },
    { key: 'email', title: t('list.columns.email'), priority: 'low', render: (_, lead) => lead.email },
    {
      key: 'start_date',
      title: t('list.columns.dates'),
      sorter: true,
      kind: 'dateRange',
      priority: 'high',
      render: (_, lead) => formatDateRange(lead.start_date, lead.end_date, language),
    },
    {
      key: 'participants',
      title: t('list.columns.participants'),
      dataIndex: 'participants',
      sorter: true,
      align: 'right',
      kind: 'count',
      priority: 'medium',
    },
    {
      key: 'location',
      title: t('list.columns.location'),
      priority: 'medium',
      render: (_, lead) => (
        <>
          {lead.city_name}
          <br />
          <Typography.Text type="secondary">{lead.region_name}</Typography.Text>
        </>
      ),
    },
    {
      key: 'status',
      title: t('list.columns.status'),
      sorter: true,
      kind: 'tag',
      render: (_, lead) => <LeadStatusTag status={lead.status} />,
    },
  ];
}
