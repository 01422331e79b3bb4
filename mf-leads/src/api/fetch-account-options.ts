import { ApiError, problemOf, type Schemas } from '@portal/api-client';
import { api } from '@portal/platform';

export interface AccountOption {
  value: number;
  label: string;
}

/** How an account is named in the picker: its company, and its venue when it has one. */
export function accountOptionLabel(account: { company_name: string; venue_name: string | null }): string {
  return account.venue_name ? `${account.company_name} (${account.venue_name})` : account.company_name;
}

/** The first 20 accounts (of one type, when given) matching what the user typed, by company name, for an account picker. */
export async function fetchAccountOptions(search: string, type?: Schemas['AccountType']): Promise<AccountOption[]> {
  const text = search.trim();
  const { data, error, response } = await api.GET('/accounts', {
    params: { query: { per_page: 20, sort: 'company_name', order: 'asc', ...(text ? { search: text } : {}), ...(type ? { type } : {}) } },
  });
  // The failure itself has been toasted by the client; the picker only needs to know.
  if (!data) throw error instanceof ApiError ? error : new ApiError(problemOf(error, response));
  return data.data.data.map((account) => ({ value: account.id, label: accountOptionLabel(account) }));
}
