import { routeUrl, useLanguage } from '@portal/platform';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccountSortField, AccountSummary } from '../../api/use-accounts';
import { formatDate } from '../../shared/lead-dates';
import { AccountThumbnail } from './account-thumbnail';
import { AccountTypeTag } from './account-type-tag';

/** Long texts stop at a width the table can afford; the whole text shows on hover. */
function Shortened({ text }: { text: string | null }) {
  if (!text) return <Typography.Text type="secondary">–</Typography.Text>;
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: 220 }}>
      {text}
    </Typography.Text>
  );
}

type AccountColumn = TableColumnsType<AccountSummary>[number] & {
  key: AccountSortField | 'thumbnail' | 'corporate_number' | 'phone' | 'owner';
};

/** The list's columns; a column's `key` is the server's sort field where the server sorts by it. */
export function useAccountColumns(): AccountColumn[] {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts' });
  const language = useLanguage();
  return [
    { key: 'thumbnail', title: t('list.columns.thumbnail'), width: 56, render: (_, account) => <AccountThumbnail url={account.thumbnail_url} /> },
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
    { key: 'venue_name', title: t('list.columns.venue_name'), sorter: true, render: (_, account) => <Shortened text={account.venue_name} /> },
    { key: 'type', title: t('list.columns.type'), sorter: true, render: (_, account) => <AccountTypeTag type={account.type} /> },
    { key: 'corporate_number', title: t('list.columns.corporate_number'), render: (_, account) => account.corporate_number ?? <Shortened text={null} /> },
    { key: 'email', title: t('list.columns.email'), sorter: true, render: (_, account) => <Shortened text={account.email} /> },
    { key: 'phone', title: t('list.columns.phone'), render: (_, account) => account.phone ?? <Shortened text={null} /> },
    { key: 'owner', title: t('list.columns.owner'), render: (_, account) => <Shortened text={account.owner?.name ?? null} /> },
    {
      key: 'created_at',
      title: t('list.columns.created_at'),
      sorter: true,
      render: (_, account) => <time dateTime={account.created_at}>{formatDate(account.created_at, language)}</time>,
    },
  ];
}
