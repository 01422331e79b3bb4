import { PlusOutlined } from '@ant-design/icons';
import { routeUrl } from '@portal/platform';
import { ButtonLink, DataTable, PageFrame, SearchBox, serverTableProps } from '@portal/ui';
import { Flex, Segmented, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CrmSettingsButton } from '../opportunity-board/crm-settings-button';
import { useOpportunities, type Opportunity, type OpportunitySortField } from '../../api/use-opportunities';
import { OpportunityStatusFilter } from './opportunity-status-filter';
import { useOpportunityColumns } from './use-opportunity-columns';
import { OpportunityOwnerFilter } from './opportunity-owner-filter';
import { ownerOf, statusOf, toOpportunitiesQuery, useOpportunityListParams } from './use-opportunity-list-params';

type View = 'list' | 'board';

/** The board by stage: fetched when chosen (`?view=board`), not with the list (issue 9). */
const OpportunityBoardView = lazy(async () => ({ default: (await import('../opportunity-board/opportunity-board')).OpportunityBoardView }));

/**
 * `/opportunity`: every opportunity, searched, filtered by status and owner, sorted and paged on the
 * server, its state in the URL; or (`?view=board`) all of them on a board by stage, with the same
 * search and owner.
 */
export function OpportunityListPage() {
  const { t } = useTranslation('opportunities');
  const { t: tBoard } = useTranslation('opportunityBoard');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'board' ? 'board' : 'list';
  const { params, update } = useOpportunityListParams();
  const opportunities = useOpportunities(toOpportunitiesQuery(params), view === 'list');
  const changeView = (next: View) =>
    setSearchParams((current) => {
      const changed = new URLSearchParams(current);
      if (next === 'board') changed.set('view', 'board');
      else changed.delete('view');
      return changed;
    });
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
        <Flex gap={12} wrap align="center">
          <Segmented<View>
            aria-label={tBoard('view.label')}
            value={view}
            onChange={changeView}
            options={[
              { value: 'list', label: tBoard('view.list') },
              { value: 'board', label: tBoard('view.board') },
            ]}
          />
          {view === 'list' && (
            <OpportunityStatusFilter
              value={statusOf(filters)}
              onChange={(status) => update({ filters: { ...filters, status: status ?? undefined }, page: 1 })}
            />
          )}
          <OpportunityOwnerFilter
            value={ownerOf(filters)}
            onChange={(owner) => update({ filters: { ...filters, owner: owner === undefined ? undefined : String(owner) }, page: 1 })}
          />
          <CrmSettingsButton />
        </Flex>
        {/* Each new search starts at page 1; typing replaces the history entry rather than adding one per pause. */}
        <SearchBox
          value={params.search}
          onSearch={(search) => update({ search, page: 1 }, { replace: true })}
          label={t('opportunity.list.searchLabel')}
          placeholder={t('opportunity.list.searchPlaceholder')}
        />
      </Flex>
      {view === 'board' ? (
        <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '64px auto' }} />}>
          <OpportunityBoardView search={params.search} ownerId={ownerOf(filters)} />
        </Suspense>
      ) : (
        <DataTable<Opportunity, OpportunitySortField>
          label={t('opportunity.list.tableLabel')}
          rowKey="id"
          columns={columns}
          {...serverTableProps(opportunities, { params, update })}
          onRowClick={(opportunity) => navigate(routeUrl('editOpportunity', { id: opportunity.id }))}
        />
      )}
    </PageFrame>
  );
}
