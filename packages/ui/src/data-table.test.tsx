import { PortalProviders, setLanguage } from '@portal/platform';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type TableQuery } from './data-table';

type Row = { id: number; name: string };
const page = { current_page: 1, per_page: 10, total: 2, total_capped: false, last_page: 1, from: 1, to: 2, data: [{ id: 1, name: 'Anna' }, { id: 2, name: 'Bo' }] };
const query: TableQuery<'name'> = { page: 1, perPage: 10, sort: 'name', order: 'asc' };

function renderTable(props: Partial<Parameters<typeof DataTable<Row, 'name'>>[0]> = {}) {
  const onQueryChange = vi.fn();
  render(
    <PortalProviders>
      <DataTable<Row, 'name'>
        label="People"
        rowKey="id"
        columns={[{ key: 'name', dataIndex: 'name', title: 'Name', sorter: true }]}
        page={page}
        loading={false}
        query={query}
        onQueryChange={onQueryChange}
        {...props}
      />
    </PortalProviders>,
  );
  return { onQueryChange };
}

describe('DataTable', () => {
  it('shows the rows and the range in the current language', () => {
    setLanguage('en');
    renderTable();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByText('Anna')).toBeInTheDocument();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    // An exact count ends the pager on its last page.
    expect(document.querySelector('.ant-pagination-next')).toHaveClass('ant-pagination-disabled');
  });

  it('says "10 000+" when the list stopped counting at its cap, and still pages past the last counted page', async () => {
    setLanguage('sv');
    const capped = { ...page, total: 10_000, total_capped: true, last_page: 1000 };
    const { onQueryChange } = renderTable({ page: { ...capped, current_page: 1000, from: 9991, to: 10_000 }, query: { ...query, page: 1000 } });
    expect(document.querySelector('.ant-pagination-total-text')?.textContent).toMatch(/^9\s991–10\s000 av 10\s000\+$/);
    const next = document.querySelector('.ant-pagination-next');
    expect(next).not.toHaveClass('ant-pagination-disabled');
    await userEvent.click(next!.querySelector('button')!);
    expect(onQueryChange).toHaveBeenCalledWith({ page: 1001, perPage: 10, sort: 'name', order: 'asc' });
  });

  it('writes the capped total the English way', () => {
    setLanguage('en');
    renderTable({ page: { ...page, total: 10_000, total_capped: true, last_page: 1000, current_page: 3, from: 21, to: 30 }, query: { ...query, page: 3 } });
    expect(document.querySelector('.ant-pagination-total-text')?.textContent).toBe('21–30 of 10,000+');
  });

  it('asks the server for the other order when a sorted column is clicked', async () => {
    const { onQueryChange } = renderTable();
    await userEvent.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(onQueryChange).toHaveBeenCalledWith({ page: 1, perPage: 10, sort: 'name', order: 'desc' });
  });

  it('says when there is nothing, and offers a retry when the list failed', async () => {
    setLanguage('sv');
    const onRetry = vi.fn();
    renderTable({ page: undefined, error: true, onRetry });
    // The failure's message is fetched when a list fails.
    expect(await screen.findByText('Listan kunde inte hämtas.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

/** A screen `width` px wide for antd's breakpoints (jsdom has none: every media query says no). */
function atScreenWidth(width: number) {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => {
      const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
      const matches = conditions.length > 0 && conditions.every(([, bound, px]) => (bound === 'min' ? width >= Number(px) : width <= Number(px)));
      return { matches, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false };
    };
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}

type Lead = { id: number; name: string; city: string; email: string; submitted_at: string };
const lead: Lead = { id: 1, name: 'Anna Andersson', city: 'Sigtuna', email: 'anna@acme.se', submitted_at: '23 nov 2026 12:43' };
const leadQuery: TableQuery<'name'> = { page: 1, perPage: 10, sort: 'name', order: 'asc' };
const leadColumns: DataTableColumn<Lead>[] = [
  { key: 'name', title: 'Name', dataIndex: 'name' },
  { key: 'city', title: 'City', dataIndex: 'city', priority: 'high' },
  { key: 'submitted_at', title: 'Changed', dataIndex: 'submitted_at', priority: 'medium', kind: 'dateTime' },
  { key: 'email', title: 'Email', dataIndex: 'email', priority: 'low' },
];

function renderLeads() {
  render(
    <PortalProviders>
      <DataTable<Lead, 'name'>
        label="Leads"
        rowKey="id"
        columns={leadColumns}
        page={{ ...page, total: 1, to: 1, data: [lead] }}
        loading={false}
        query={leadQuery}
        onQueryChange={() => {}}
      />
    </PortalProviders>,
  );
  return screen.getByRole('table', { name: 'Leads' });
}

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent);

describe.each([
  { width: 390, shown: ['Name'] },
  { width: 800, shown: ['Name', 'City'] },
  { width: 1280, shown: ['Name', 'City', 'Changed'] },
  { width: 1440, shown: ['Name', 'City', 'Changed'] },
  { width: 1920, shown: ['Name', 'City', 'Changed', 'Email'] },
])('DataTable on a $width px screen', ({ width, shown }) => {
  atScreenWidth(width);

  it('shows the columns whose priority fits that screen, and never scrolls sideways', () => {
    const table = renderLeads();
    expect(headers(table)).toEqual(shown);
    // No sideways scroll: the columns share the width given (not `max-content`).
    expect(table.style.tableLayout).toBe('fixed');
    expect(table.style.width).not.toBe('max-content');
  });
});

describe('DataTable columns', () => {
  it('shows every column when the screen is unknown (no media queries answer)', () => {
    expect(headers(renderLeads())).toEqual(['Name', 'City', 'Changed', 'Email']);
  });

  it('never wraps or cuts a date: it gets the width of its longest form', () => {
    const table = renderLeads();
    const date = within(table).getByText('23 nov 2026 12:43');
    expect(date).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(date).not.toHaveClass('ant-table-cell-ellipsis');
    const columnWidths = [...table.querySelectorAll('col')].map((col) => col.style.width);
    expect(columnWidths).toContain('196px');
  });

  it('makes a fixed-width column wide enough for its heading, whose words never break', () => {
    render(
      <PortalProviders>
        <DataTable<Row, 'name'>
          label="People"
          rowKey="id"
          columns={[
            { key: 'name', dataIndex: 'name', title: 'Name' },
            { key: 'id', dataIndex: 'id', title: 'Konferensdeltagare', kind: 'count', sorter: true },
          ]}
          page={page}
          loading={false}
          query={query}
          onQueryChange={() => {}}
        />
      </PortalProviders>,
    );
    const widths = [...screen.getByRole('table').querySelectorAll('col')].map((col) => col.style.width);
    // 18 letters of 9 px, 32 px of padding and 24 px of sort arrows, more than a count's 120 px.
    expect(widths).toContain('218px');
  });

  it('cuts a long text with "…" and shows all of it on hover, only when it is cut', () => {
    const table = renderLeads();
    const cell = within(table).getByText('Sigtuna');
    expect(cell).toHaveClass('ant-table-cell-ellipsis');
    Object.defineProperty(cell, 'clientWidth', { configurable: true, value: 40 });
    Object.defineProperty(cell, 'scrollWidth', { configurable: true, value: 80 });
    fireEvent.mouseEnter(cell);
    expect(cell).toHaveAttribute('title', 'Sigtuna');

    Object.defineProperty(cell, 'scrollWidth', { configurable: true, value: 40 });
    fireEvent.mouseEnter(cell);
    expect(cell).not.toHaveAttribute('title');
  });
});

