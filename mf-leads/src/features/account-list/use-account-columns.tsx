import { routeUrl, useLanguage } from '@portal/platform';
import type { DataTableColumn } from '@portal/ui';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountSortField, AccountSummary } from '../../api/use-accounts';
import { formatDate } from '../../shared/lead-dates';
import { AccountThumbnail } from './account-thumbnail';
import { AccountTypeTag } from './account-type-tag';

/** An empty cell, said as a dash. */
const none = <Typography.Text type="secondary">–</Typography.Text>;

type AccountColumn = DataTableColumn<AccountSummary> & {
  key: AccountSortField | 'thumbnail' | 'corporate_number' | 'phone' | 'owner';
};

/**
 * The list's columns; a column's `key` is the server's sort field where the server sorts by it.
 * On a phone the company (a link) remains; a laptop adds the venue, type, email, owner and date;
 * the corporate number and phone show on wide screens and on the account's page.
 */
export function useAccountColumns(): AccountColumn[] {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts' });
  const language = useLanguage();
  return [
    {
      key: 'thumbnail',
      title: t('list.columns.thumbnail'),
      kind: 'image',
      priority: 'medium',
      render: (_, account) => <AccountThumbnail url={account.thumbnail_url} />,
    },
    {
      key: 'company_name',
      title: t('list.columns.company_name'),
      sorter: true,
      // A real link for the keyboard and for "open in new tab"; the row itself is clickable too.
      render: (_, account) => (
        <Link to={routeUrl('editAccount', { id: account.id })} onClick={(event) => event.stopPropagation()}>
          {account.company_name}
        </Link>
      ),
    },
    { key: 'venue_name', title: t('list.columns.venue_name'), sorter: true, priority: 'high', render: (_, account) => account.venue_name ?? none },
    { key: 'type', title: t('list.columns.type'), sorter: true, kind: 'tag', priority: 'high', render: (_, account) => <AccountTypeTag type={account.type} /> },
    { key: 'corporate_number', title: t('list.columns.corporate_number'), priority: 'low', render: (_, account) => account.corporate_number ?? none },
    { key: 'email', title: t('list.columns.email'), sorter: true, priority: 'medium', render: (_, account) => account.email ?? none },
    { key: 'phone', title: t('list.columns.phone'), priority: 'low', render: (_, account) => account.phone ?? none },
    { key: 'owner', title: t('list.columns.owner'), priority: 'medium', render: (_, account) => account.owner?.name ?? none },
    {
      key: 'created_at',
      title: t('list.columns.created_at'),
      sorter: true,
      kind: 'date',
      priority: 'medium',
      render: (_, account) => <time dateTime={account.created_at}>{formatDate(account.created_at, language)}</time>,
    },
  ];
}
