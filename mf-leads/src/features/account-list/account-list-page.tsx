import { PlusOutlined } from '@ant-design/icons';
import { routeUrl } from '@portal/platform';
import { ButtonLink, DataTable, serverTableProps, PageFrame, SearchBox, useListParams } from '@portal/ui';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_SORT_FIELDS,
  isAccountType,
  useAccounts,
  type AccountSortField,
  type AccountSummary,
  type AccountsQuery,
} from '../../api/use-accounts';
import { RecordImportExport } from '../csv-import-export/record-import-export';
import { AccountTypeFilter } from './account-type-filter';
import { useAccountColumns } from './use-account-columns';

const TYPE_FILTER = ['type'] as const;

/** `/accounts`: customer and partner accounts, searched, filtered, sorted and paged on the server, the state in the URL. */
export function AccountListPage() {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts' });
  const navigate = useNavigate();
  const { params, update } = useListParams<AccountSortField, 'type'>({
    sorts: ACCOUNT_SORT_FIELDS,
    defaultSort: 'company_name',
    defaultOrder: 'asc',
    filters: TYPE_FILTER,
  });
  // A hand-edited `?type=` the server does not know counts as "All".
  const type = isAccountType(params.filters.type) ? params.filters.type : null;
  const query: AccountsQuery = {
    page: params.page,
    per_page: params.perPage,
    sort: params.sort,
    order: params.order,
    ...(params.search ? { search: params.search } : {}),
    ...(type ? { type } : {}),
  };
  const accounts = useAccounts(query);
  const columns = useAccountColumns();

  return (
    <PageFrame
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      extra={
        <>
          <RecordImportExport kind="accounts" filters={{ search: params.search, type: type ?? undefined }} />
          <ButtonLink type="primary" icon={<PlusOutlined aria-hidden />} to={routeUrl('addAccount')}>
            {t('list.add')}
          </ButtonLink>
        </>
      }
    >
      <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
        {/* Each new search starts at page 1; typing replaces the history entry rather than adding one per pause. */}
        <SearchBox
          value={params.search}
          onSearch={(search) => update({ search, page: 1 }, { replace: true })}
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
        />
        <AccountTypeFilter
          value={type}
          onChange={(next) => update({ filters: { ...params.filters, type: next ?? undefined }, page: 1 })}
        />
      </Flex>
      <DataTable<AccountSummary, AccountSortField>
        label={t('list.tableLabel')}
        rowKey="id"
        columns={columns}
        {...serverTableProps(accounts, { params, update })}
        onRowClick={(account) => navigate(routeUrl('editAccount', { id: account.id }))}
      />
    </PageFrame>
  );
}
