import { $api } from '@portal/platform';

/** The latest activity-log entries of records related to the account (tasks, notes …), newest first. */
export function useAccountActivity(accountId: number) {
  return $api.useQuery('get', '/log-activities', { params: { query: { account_id: accountId } } }, { select: (body) => body.data });
}
