import { routeUrl } from '@portal/platform';
import { DataTable, PageFrame, SearchBox, serverTableProps } from '@portal/ui';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CommissionListItem } from '../../api/commission-types';
import { useCommissions } from './api/use-commissions';
import { CommissionExportButton } from './commission-export-button';
import { CommissionFilterBar } from './commission-filter-bar';
import { ReminderSettingsButton } from './reminder-settings-button';
import { useCommissionColumns } from './use-commission-columns';
import { filterOf, toCommissionsQuery, useCommissionListParams } from './use-commission-list-params';

/**
 * `/commission`: every commission in one of the admin's filters (new to report, upcoming,
 * pending, received, all; each with its count and sum), searched and paged on the server, its
 * state in the URL; the CSV export of what the list shows and the reminders' settings.
 */
export function CommissionListPage() {
  const { t } = useTranslation('commissions');
  const navigate = useNavigate();
  const { params, update } = useCommissionListParams();
  const filter = filterOf(params);
  const commissions = useCommissions(toCommissionsQuery(params));
  const columns = useCommissionColumns();
  const paged = { ...commissions, data: commissions.data?.data };

  return (
    <PageFrame
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      extra={
        <>
          <CommissionExportButton filter={filter} search={params.search} />
          <ReminderSettingsButton />
        </>
      }
    >
      <CommissionFilterBar
        value={filter}
        summary={commissions.data?.summary}
        onChange={(next) => update({ filters: { filter: next === 'all' ? undefined : next }, page: 1 })}
      />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        {/* Each new search starts at page 1; typing replaces the history entry rather than adding one per pause. */}
        <SearchBox
          value={params.search}
          onSearch={(search) => update({ search, page: 1 }, { replace: true })}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
        />
      </Flex>
      <DataTable<CommissionListItem, 'default'>
        label={t('list.tableLabel')}
        rowKey="id"
        columns={columns}
        {...serverTableProps(paged, { params, update })}
        onRowClick={(commission) => navigate(routeUrl('editCommission', { id: commission.id }))}
      />
    </PageFrame>
  );
}
