import { api } from '@portal/platform';

/** How many of the account's contacts the primary-contact picker offers per search. */
const OPTION_COUNT = 20;

/** The account's contacts matching `search`, as options of the primary-contact picker. */
export async function fetchContactOptions(accountId: number, search: string): Promise<{ value: number; label: string }[]> {
  const { data } = await api.GET('/contacts', {
    params: { query: { account_id: accountId, per_page: OPTION_COUNT, sort: 'name', order: 'asc', ...(search ? { search } : {}) } },
  });
  return (data?.data.data ?? []).map((contact) => ({ value: contact.id, label: contact.name }));
}
