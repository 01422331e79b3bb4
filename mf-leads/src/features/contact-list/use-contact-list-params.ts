import { pageQuery, useListParams, type ListParams } from '@portal/ui';
import { CONTACT_SORT_FIELDS, type ContactSortField, type ContactsQuery } from '../../api/use-contacts';

const FILTERS = ['account_id'] as const;
type ContactFilter = (typeof FILTERS)[number];
export type ContactListParams = ListParams<ContactSortField, ContactFilter>;

/** The list's state in the URL (`?search=…&account_id=3&sort=email&order=desc&page=2`); by name A–Ö by default. */
export function useContactListParams() {
  return useListParams<ContactSortField, ContactFilter>({
    sorts: CONTACT_SORT_FIELDS,
    defaultSort: 'name',
    defaultOrder: 'asc',
    filters: FILTERS,
  });
}

const MAX_ID = 2_147_483_647;

/** The account filter as an id, or undefined when absent or not a possible id (a hand-edited URL). */
export function accountIdFilter(params: ContactListParams): number | undefined {
  const id = Number(params.filters.account_id);
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/** The server's query for the list's state; an empty search is left out. */
export function toContactsQuery(params: ContactListParams): ContactsQuery {
  const accountId = accountIdFilter(params);
  return {
    ...pageQuery(params),
    ...(accountId === undefined ? {} : { account_id: accountId }),
  };
}
