import type { PageMeta } from '@portal/api-client';
import type { TableQuery } from '../data-table';
import type { DemoLead } from './demo-leads';

/** The fields the lead list can sort by, as the server names them. */
export type DemoLeadSort = 'submitted_at' | 'name' | 'business' | 'start_date' | 'participants' | 'status';

const collator = new Intl.Collator('sv');

function compare(a: DemoLead, b: DemoLead, sort: DemoLeadSort): number {
  switch (sort) {
    case 'participants':
      return a.participants - b.participants;
    case 'name':
      return collator.compare(`${a.last_name} ${a.first_name}`, `${b.last_name} ${b.first_name}`);
    case 'business':
      return collator.compare(a.business ?? '', b.business ?? '');
    default:
      return collator.compare(a[sort], b[sort]);
  }
}

/**
 * What the server answers for a page of the list, made in memory: sorted, sliced and described
 * like `GET /lead`, so that paging and sorting in a story behave as on a real list.
 */
export function demoLeadPage(rows: DemoLead[], query: TableQuery<DemoLeadSort>): PageMeta & { data: DemoLead[] } {
  const sorted = [...rows].sort((a, b) => (query.order === 'asc' ? 1 : -1) * compare(a, b, query.sort) || a.id - b.id);
  const lastPage = Math.max(1, Math.ceil(sorted.length / query.perPage));
  // A larger page size can leave the current page beyond the end; the server answers the last one.
  const currentPage = Math.min(query.page, lastPage);
  const start = (currentPage - 1) * query.perPage;
  const data = sorted.slice(start, start + query.perPage);
  return {
    current_page: currentPage,
    per_page: query.perPage,
    total: sorted.length,
    total_capped: false,
    last_page: lastPage,
    from: data.length ? start + 1 : null,
    to: data.length ? start + data.length : null,
    data,
  };
}
