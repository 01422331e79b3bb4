import type { Schemas } from '../contract.js';

/** The page description of every list (`total_capped`: a search stopped counting at its cap). */
export type PageMeta = Schemas['PageMeta'];

/** A list's matching rows: exact, or the cap when there are more (`capped`). */
export interface MatchCount {
  total: number;
  capped: boolean;
}

/** The Laravel-style page description the portal's lists read. */
export function pageMeta(page: number, perPage: number, matches: number | MatchCount, rowsOnPage: number): PageMeta {
  const offset = (page - 1) * perPage;
  const { total, capped } = typeof matches === 'number' ? { total: matches, capped: false } : matches;
  return {
    current_page: page,
    per_page: perPage,
    total,
    total_capped: capped,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from: rowsOnPage > 0 ? offset + 1 : null,
    to: rowsOnPage > 0 ? offset + rowsOnPage : null,
  };
}

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A trimmed search term, or undefined when there is nothing to search for. */
export function searchTerm(raw: string | undefined): string | undefined {
  const term = raw?.trim();
  return term ? term : undefined;
}

/** The direction of a list's sort. */
export type SortOrder = 'asc' | 'desc';

/** The window a list request asks for: which page, how many rows (20 unless asked, at most 100), which sort. */
export interface ListWindow<Sort extends string> {
  page: number;
  perPage: number;
  sort: Sort;
  order: SortOrder;
}

/** A list request's window, with the list's own default sort where the request names none. */
export function listWindow<Sort extends string>(
  input: { page?: number; per_page?: number; sort?: Sort; order?: SortOrder },
  defaults: { sort: Sort; order: SortOrder },
): ListWindow<Sort> {
  return {
    page: input.page ?? 1,
    perPage: Math.min(input.per_page ?? 20, 100),
    sort: input.sort ?? defaults.sort,
    order: input.order ?? defaults.order,
  };
}
