import { PlusOutlined } from '@ant-design/icons';
import { routeUrl } from '@portal/platform';
import { ButtonLink, DataTable, PageFrame, SearchBox, serverTableProps } from '@portal/ui';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOpportunities, type Opportunity, type OpportunitySortField } from '../../api/use-opportunities';
import { OpportunityStatusFilter } from './opportunity-status-filter';
import { useOpportunityColumns } from './use-opportunity-columns';
import { statusOf, toOpportunitiesQuery, useOpportunityListParams } from './use-opportunity-list-params';

/** `/opportunity`: every opportunity, searched, filtered by status, sorted and paged on the server, its state in the URL. */
export function OpportunityListPage() {
  const { t } = useTranslation('opportunities');
  const navigate = useNavigate();
  const { params, update } = useOpportunityListParams();
  const opportunities = useOpportunities(toOpportunitiesQuery(params));
  const columns = useOpportunityColumns();
  const { filters } = params;

  return (
    <PageFrame
      title={t('opportunity.list.title')}
      subtitle={t('opportunity.list.subtitle')}
      extra={
        <ButtonLink type="primary" to={routeUrl('addOpportunity')} icon={<PlusOutlined aria-hidden />}>
          {t('opportunity.list.add')}
        </ButtonLink>
      }
    >
      <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <OpportunityStatusFilter
          value={statusOf(filters)}
          onChange={(status) => update({ filters: { ...filters, status: status ?? undefined }, page: 1 })}
        />
        {/* Each new search starts at page 1; typing replaces the history entry rather than adding one per pause. */}
        <SearchBox
          value={params.search}
          onSearch={(search) => update({ search, page: 1 }, { replace: true })}
          label={t('opportunity.list.searchLabel')}
          placeholder={t('opportunity.list.searchPlaceholder')}
        />
      </Flex>
      <DataTable<Opportunity, OpportunitySortField>
        label={t('opportunity.list.tableLabel')}
        rowKey="id"
        columns={columns}
        {...serverTableProps(opportunities, { params, update })}
        onRowClick={(opportunity) => navigate(routeUrl('editOpportunity', { id: opportunity.id }))}
      />
    </PageFrame>
  );
}
