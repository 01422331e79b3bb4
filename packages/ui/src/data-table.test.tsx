import { PortalProviders, setLanguage } from '@portal/platform';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type TableQuery } from './data-table';

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
  });

  it('says "more than" when a search stopped counting at its cap, with the number written out', () => {
    setLanguage('sv');
    const capped = { ...page, total: 10_000, total_capped: true, last_page: 1000 };
    renderTable({ page: { ...capped, current_page: 1000, from: 9991, to: 10_000 }, query: { ...query, page: 1000 } });
    expect(document.querySelector('.ant-pagination-total-text')?.textContent).toMatch(/^9\s991–10\s000 av fler än 10\s000$/);
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
    expect(screen.getByText('Listan kunde inte hämtas.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
