import { useLanguage, type Language } from '@portal/platform';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../data-table';
import { formatDate, formatDateSpan } from '../format';
import { StatusTag } from '../status-tag';
import type { DemoLeadSort } from './demo-lead-page';
import type { DemoLead } from './demo-leads';
import { DEMO_NS } from './demo-texts';

const formatDateRange = (start: string, end: string, language: Language): string => formatDateSpan(start, end, language) ?? '';

type DemoLeadColumn = DataTableColumn<DemoLead> & { key: DemoLeadSort | 'location' };

/**
 * A lead list's columns as a module writes them: `key` is the server's sort field, titles
 * translated, each with its `priority` on narrow screens (on a phone: name and status) and, for
 * dates and numbers, its `kind`.
 */
export function useDemoLeadColumns(): DemoLeadColumn[] {
  const { t } = useTranslation(DEMO_NS);
  const language = useLanguage();
  return [
    {
      key: 'submitted_at',
      title: t('leads.columns.submitted_at'),
      sorter: true,
      kind: 'date',
      priority: 'medium',
      render: (_, lead) => <time dateTime={lead.submitted_at}>{formatDate(lead.submitted_at, language)}</time>,
    },
    {
      key: 'name',
      title: t('leads.columns.name'),
      sorter: true,
      render: (_, lead) => `${lead.first_name} ${lead.last_name}`,
    },
    {
      key: 'business',
      title: t('leads.columns.business'),
      sorter: true,
      priority: 'high',
      render: (_, lead) => lead.business ?? <Typography.Text type="secondary">–</Typography.Text>,
    },
    {
      key: 'start_date',
      title: t('leads.columns.dates'),
      sorter: true,
      kind: 'dateRange',
      priority: 'high',
      render: (_, lead) => formatDateRange(lead.start_date, lead.end_date, language),
    },
    {
      key: 'participants',
      title: t('leads.columns.participants'),
      dataIndex: 'participants',
      sorter: true,
      align: 'right',
      kind: 'count',
      priority: 'medium',
    },
    {
      key: 'location',
      title: t('leads.columns.location'),
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
      title: t('leads.columns.status'),
      sorter: true,
      kind: 'tag',
      render: (_, lead) => <StatusTag status={lead.status} label={t(`status.${lead.status}`)} />,
    },
  ];
}
