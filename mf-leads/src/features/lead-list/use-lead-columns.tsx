import type { Lead } from '@portal/api-client';
import { routeUrl, useLanguage } from '@portal/platform';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LeadSortField } from '../../api/use-leads';
import { formatDateRange, formatDateTime } from '../../shared/lead-dates';
import { leadName } from '../../shared/lead-name';
import { LeadStatusTag } from '../../shared/lead-status-tag';

/** Long texts stop at a width the table can afford; the whole text shows on hover. */
function Shortened({ text }: { text: string }) {
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: 200 }}>
      {text}
    </Typography.Text>
  );
}

type LeadColumn = TableColumnsType<Lead>[number] & { key: LeadSortField | 'email' | 'location' };

/** The list's columns; a column's `key` is the server's sort field where the server sorts by it. */
export function useLeadColumns(): LeadColumn[] {
  const { t } = useTranslation('leads');
  const language = useLanguage();
  return [
    {
      key: 'submitted_at',
      title: t('list.columns.submitted_at'),
      sorter: true,
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
      render: (_, lead) => (lead.business ? <Shortened text={lead.business} /> : <Typography.Text type="secondary">–</Typography.Text>),
    },
    // Shortened here; the lead page shows it in full, as a mail link.
    { key: 'email', title: t('list.columns.email'), render: (_, lead) => <Shortened text={lead.email} /> },
    {
      key: 'start_date',
      title: t('list.columns.dates'),
      sorter: true,
      render: (_, lead) => formatDateRange(lead.start_date, lead.end_date, language),
    },
    { key: 'participants', title: t('list.columns.participants'), dataIndex: 'participants', sorter: true, align: 'right' },
    {
      key: 'location',
      title: t('list.columns.location'),
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
      // Stays in view when a narrow screen scrolls the table sideways.
      fixed: 'end',
      render: (_, lead) => <LeadStatusTag status={lead.status} />,
    },
  ];
}
