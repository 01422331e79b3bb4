import type { PageMeta } from '@portal/api-client';
import { Button, Grid, Table, type Breakpoint, type TableColumnsType, type TableProps } from 'antd';
import { lazy, Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The list's failure message (antd's Alert) is fetched only when a list fails; plain if even that cannot be fetched. */
function PlainLoadFailed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert">
      <p>{t('table.loadFailed')}</p>
      {onRetry && <Button onClick={onRetry}>{t('actions.retry')}</Button>}
    </div>
  );
}
const TableLoadFailed = lazy(() =>
  import('./table-load-failed').then(
    (loaded) => ({ default: loaded.TableLoadFailed }),
    () => ({ default: PlainLoadFailed }),
  ),
);

/**
 * How much a column matters when the screen is narrow. A list fits its screen without sideways
 * scrolling: the less important columns step aside below a width, the most important ones stay.
 *
 * | priority | shown from | which screens |
 * |---|---|---|
 * | `essential` (default) | always | phones too (390 px): the row's name or link and its state |
 * | `high` | 576 px (antd `sm`) | large phones, tablets and up |
 * | `medium` | 992 px (antd `lg`) | laptops: 1280 and 1440 px with the 220 px menu |
 * | `low` | 1600 px (antd `xxl`) | wide screens only: what the record's own page shows anyway |
 */
export type ColumnPriority = 'essential' | 'high' | 'medium' | 'low';

/** The smallest screen each priority shows on (antd's breakpoints: sm 576, lg 992, xxl 1600 px). */
const SHOWN_FROM: Record<ColumnPriority, Breakpoint | undefined> = {
  essential: undefined,
  high: 'sm',
  medium: 'lg',
  low: 'xxl',
};

/**
 * What a column holds, when it needs a width of its own. Dates never clip ("23 n…"): they do not
 * wrap and get a width that fits their longest form in Swedish and English ("28 jan 2026 12:43",
 * "Jan 28, 2026 12:43 PM") with the sort arrows of their heading. A range may break after its dash.
 */
export type ColumnKind = 'date' | 'dateTime' | 'dateRange' | 'count' | 'money' | 'tag' | 'image';

const KIND_STYLE: Record<ColumnKind, { width: number; nowrap: boolean }> = {
  date: { width: 136, nowrap: true },
  dateTime: { width: 196, nowrap: true },
  dateRange: { width: 168, nowrap: false },
  count: { width: 120, nowrap: true },
  money: { width: 136, nowrap: true },
  tag: { width: 136, nowrap: true },
  image: { width: 72, nowrap: true },
};

/** A bold heading letter, a cell's side padding and the sort arrows, in px (antd's default theme). */
const HEADING_LETTER_PX = 9;
const CELL_PADDING_PX = 32;
const SORTER_PX = 24;

/**
 * The width a heading's longest word needs, so that a fixed-width column's heading wraps between
 * its words but never inside one ("Deltagar|e", "Konferensdatu|m").
 */
function headingWidth(column: TableColumnsType<unknown>[number]): number {
  if (typeof column.title !== 'string') return 0;
  const longestWord = Math.max(...column.title.split(/\s+/).map((word) => word.length));
  return longestWord * HEADING_LETTER_PX + CELL_PADDING_PX + (column.sorter ? SORTER_PX : 0);
}

/**
 * A list column: antd's column plus where it shows (`priority`) and what it holds (`kind`). Text
 * that does not fit is cut with "…" rather than widening the table; hovering a cut cell shows its
 * whole text (and a screen reader reads it whole anyway).
 */
export type DataTableColumn<T> = TableColumnsType<T>[number] & {
  priority?: ColumnPriority;
  kind?: ColumnKind;
};

/** Shows the whole text of a cut cell on hover; a cell that fits gets no title (nothing to add). */
function titleWhenCut(event: MouseEvent<HTMLElement>) {
  const cell = event.currentTarget;
  const cut = cell.scrollWidth > cell.clientWidth;
  if (cut) cell.title = cell.textContent?.trim() ?? '';
  else cell.removeAttribute('title');
}

/**
 * The screen as antd's breakpoints see it. Without any answer (no screen: jsdom, a server render)
 * it is unknown, and a list shows every column rather than guess a phone.
 */
/** One column's sort as a table's `onChange` reports it (antd's SorterResult, by its public types). */
type Sorter<T> = Extract<Parameters<NonNullable<TableProps<T>['onChange']>>[2], { columnKey?: unknown }>;

/** What antd's `Grid.useBreakpoint` tells: which breakpoints the screen reaches. */
type ScreenMap = Partial<Record<Breakpoint, boolean>>;

function useScreen(): { screens: ScreenMap; known: boolean; phone: boolean } {
  const screens = Grid.useBreakpoint();
  const known = Object.values(screens).some(Boolean);
  return { screens, known, phone: known && !screens.sm };
}

/**
 * The portal's column convention (`priority`, `kind`, "…" with its whole text on hover) turned into
 * antd columns for the screen at hand. DataTable applies it; a list on a plain antd Table (all rows
 * at once, such as the email templates) uses it too.
 */
export function useTableColumns<T>(columns: DataTableColumn<T>[]): TableColumnsType<T> {
  const { screens, known } = useScreen();
  return columns
    .filter(({ priority = 'essential' }) => {
      const from = SHOWN_FROM[priority];
      return !known || from === undefined || screens[from] === true;
    })
    .map(({ priority: _priority, kind, ...column }) => {
      const style = kind ? KIND_STYLE[kind] : undefined;
      const ownOnCell = column.onCell;
      return {
        width: style ? Math.max(style.width, headingWidth(column as TableColumnsType<unknown>[number])) : undefined,
        // A fixed-width kind is given room enough; everything else is cut with "…" when narrow.
        ellipsis: !style,
        ...column,
        onCell: (row: T, index?: number) => {
          const own = ownOnCell?.(row, index) ?? {};
          return {
            ...own,
            style: style?.nowrap ? { whiteSpace: 'nowrap', ...own.style } : own.style,
            onMouseEnter: (event: MouseEvent<HTMLElement>) => {
              titleWhenCut(event);
              own.onMouseEnter?.(event as never);
            },
          };
        },
      } as TableColumnsType<T>[number];
    });
}

export type SortOrder = 'asc' | 'desc';

export interface TableQuery<S extends string> {
  page: number;
  perPage: number;
  sort: S;
  order: SortOrder;
}

export interface DataTableProps<T extends object, S extends string> {
  rowKey: keyof T & string;
  /** The columns, each with its `priority` on narrow screens and, for dates and the like, its `kind`. */
  columns: DataTableColumn<T>[];
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
 * The row count the pager is given. A capped count (`total_capped`: the server stopped counting at
 * 10 000, or at the end of the page asked when that lies further) means at least one row more than
 * `total`, so the pager gets one row more: the page after the last counted one stays reachable
 * ("next" enabled on it), and asking for it makes the server count to that page's end, which
 * again offers the next one while the rows keep coming. Deep pages cost what the first does.
 */
function pagerTotal(page: PageMeta | undefined): number {
  if (!page) return 0;
  return page.total_capped ? page.total + 1 : page.total;
}

/**
 * A table paged, sorted and filtered on the server: the columns' `key` is the server's sort field.
 * Loading, empty and failed states are part of it, so every list behaves alike. It fits the width
 * it is given, from a 1440 or 1280 px laptop down to a 390 px phone: never a sideways scroll bar;
 * columns step aside by their `priority`, long texts end in "…" (see `DataTableColumn`).
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
  // On a phone the pager offers fewer page numbers and no page size, so that it fits as the rows do.
  const { phone } = useScreen();
  const sortedColumns = useTableColumns(
    columns.map((column) =>
      column.key === query.sort ? { ...column, sortOrder: query.order === 'asc' ? ('ascend' as const) : ('descend' as const) } : { ...column, sortOrder: null },
    ),
  );

  const handleChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const single = (Array.isArray(sorter) ? sorter[0] : sorter) as Sorter<T> | undefined;
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
      <Suspense fallback={null}>
        <TableLoadFailed onRetry={onRetry} />
      </Suspense>
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
      tableLayout="fixed"
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
        total: pagerTotal(page),
        showLessItems: phone,
        showSizeChanger: !phone,
        pageSizeOptions: [10, 20, 50, 100],
        // A list stops counting at 10 000 (`total_capped`): "1–20 av 10 000+" / "1–20 of 10,000+".
        showTotal: (_pagerTotal, [from, to]) => {
          const number = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'sv-SE');
          const values = { from: number.format(from), to: number.format(to), total: number.format(page?.total ?? 0) };
          return t(page?.total_capped ? 'table.totalCapped' : 'table.total', values);
        },
      }}
    />
  );
}
