/** One page of records in the API's paged envelope (`{ data: { current_page, …, data } }`), as a list call answers. */
export function aPage<T>(items: T[], meta: { page?: number; perPage?: number; total?: number; capped?: boolean } = {}) {
  const page = meta.page ?? 1;
  const perPage = meta.perPage ?? 20;
  const total = meta.total ?? items.length;
  const from = items.length ? (page - 1) * perPage + 1 : null;
  return {
    data: {
      current_page: page,
      per_page: perPage,
      total,
      total_capped: meta.capped ?? false,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      from,
      to: from === null ? null : from + items.length - 1,
      data: items,
    },
  };
}
