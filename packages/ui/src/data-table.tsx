import type { PageMeta } from '@portal/api-client';
import { Alert, Button, Table, type TableColumnsType, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';

export type SortOrder = 'asc' | 'desc';

export interface TableQuery<S extends string> {
  page: number;
  perPage: number;
  sort: S;
  order: SortOrder;
}

export interface DataTableProps<T extends object, S extends string> {
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  /** One page from the server (`{ current_page, per_page, total, … , data }`). */
  page: (PageMeta & { data: T[] }) | undefined;
  loading: boolean;
  error?: boolean;
  onRetry?: () => void;
  query: TableQuery<S>;
  onQueryChange: (query: TableQuery<S>) => void;
  onRowClick?: (row: T) => void;
  /** Accessible name of the table. */
  label: string;
}

/** What a list page's query of one page offers (a TanStack Query result of a paged call). */
export interface PagedResult<T> {
  data: (PageMeta & { data: T[] }) | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The DataTable props every server list wires alike: the page and its loading and failed states
 * from the query, the paging and sorting from the URL (`useListParams`), and changes written back.
 */
export function serverTableProps<T extends object, S extends string>(
  result: PagedResult<T>,
  list: { params: TableQuery<S>; update: (changes: Partial<TableQuery<S>>) => void },
): Pick<DataTableProps<T, S>, 'page' | 'loading' | 'error' | 'onRetry' | 'query' | 'onQueryChange'> {
  return {
    page: result.data,
    loading: result.isFetching,
    error: result.isError,
    onRetry: () => void result.refetch(),
    query: list.params,
    onQueryChange: ({ page, perPage, sort, order }) => list.update({ page, perPage, sort, order }),
  };
}

/**
 * A table paged, sorted and filtered on the server: the columns' `key` is the server's sort field.
 * Loading, empty and failed states are part of it, so every list behaves alike.
 */
export function DataTable<T extends object, S extends string>({
  rowKey,
  columns,
  page,
  loading,
  error,
  onRetry,
  query,
  onQueryChange,
  onRowClick,
  label,
}: DataTableProps<T, S>) {
  const { t, i18n } = useTranslation('common');
  const sortedColumns = columns.map((column) =>
    column.key === query.sort ? { ...column, sortOrder: query.order === 'asc' ? ('ascend' as const) : ('descend' as const) } : { ...column, sortOrder: null },
  );

  const handleChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    const sort = (single?.order ? String(single.columnKey) : query.sort) as S;
    const order: SortOrder = single?.order === 'ascend' ? 'asc' : single?.order === 'descend' ? 'desc' : query.order;
    const sortChanged = sort !== query.sort || order !== query.order;
    onQueryChange({
      page: sortChanged ? 1 : (pagination.current ?? 1),
      perPage: pagination.pageSize ?? query.perPage,
      sort,
      order,
    });
  };

  if (error && !page) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('table.loadFailed')}
        action={onRetry && <Button onClick={onRetry}>{t('actions.retry')}</Button>}
      />
    );
  }

  return (
    <Table<T>
      aria-label={label}
      rowKey={rowKey}
      columns={sortedColumns}
      dataSource={page?.data ?? []}
      loading={loading}
      onChange={handleChange}
      // While the first page loads, the spinner alone speaks; "nothing to show" would be premature.
      locale={{ emptyText: loading && !page ? ' ' : t('table.empty') }}
      scroll={{ x: 'max-content' }}
      onRow={
        onRowClick
          ? (row) => ({
              onClick: () => onRowClick(row),
              // Reachable and opened with the keyboard too.
              onKeyDown: (event) => {
                if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row);
              },
              tabIndex: 0,
              style: { cursor: 'pointer' },
            })
          : undefined
      }
      pagination={{
        current: page?.current_page ?? query.page,
        pageSize: page?.per_page ?? query.perPage,
        total: page?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        // A search stops counting at 10 000 (`total_capped`): "1–20 of more than 10 000".
        showTotal: (total, [from, to]) => {
          const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'sv-SE');
          const values = { from: number.format(from), to: number.format(to), total: number.format(total) };
          return t(page?.total_capped ? 'table.totalCapped' : 'table.total', values);
        },
      }}
    />
  );
}
