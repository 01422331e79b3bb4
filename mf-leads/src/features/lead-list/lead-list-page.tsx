import type { Lead } from '@portal/api-client';
import { routeUrl } from '@portal/platform';
import { DataTable, serverTableProps, PageFrame, SearchBox } from '@portal/ui';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLeads, type LeadSortField } from '../../api/use-leads';
import { LeadStatusFilter } from './lead-status-filter';
import { leadStatusOf, toLeadsQuery, useLeadListParams } from './use-lead-list-params';
import { useLeadColumns } from './use-lead-columns';

/** `/leads`: every lead, searched, filtered, sorted and paged on the server, its state in the URL. */
export function LeadListPage() {
  const { t } = useTranslation('leads');
  const navigate = useNavigate();
  const { params, update } = useLeadListParams();
  const leads = useLeads(toLeadsQuery(params));
  const columns = useLeadColumns();

  return (
    <PageFrame title={t('list.title')} subtitle={t('list.subtitle')}>
      <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
        {/* Each new search starts at page 1; typing replaces the history entry rather than adding one per pause. */}
        <SearchBox
          value={params.search}
          onSearch={(search) => update({ search, page: 1 }, { replace: true })}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
        />
        <LeadStatusFilter
          value={leadStatusOf(params)}
          onChange={(status) => update({ filters: { status: status ?? undefined }, page: 1 })}
        />
      </Flex>
      <DataTable<Lead, LeadSortField>
        label={t('list.tableLabel')}
        rowKey="id"
        columns={columns}
        {...serverTableProps(leads, { params, update })}
        onRowClick={(lead) => navigate(routeUrl('lead', { id: lead.id }))}
      />
    </PageFrame>
  );
}
