import { routeUrl, useLanguage } from '@portal/platform';
import { Typography, type TableColumnsType } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Contact, ContactSortField } from '../../api/use-contacts';
import { formatDate } from '../../shared/lead-dates';

/** Long texts stop at a width the table can afford; the whole text shows on hover. */
function Shortened({ text }: { text: string | null }) {
  if (!text) return <Typography.Text type="secondary">–</Typography.Text>;
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ maxWidth: 220 }}>
      {text}
    </Typography.Text>
  );
}

/** A link inside a clickable row: the row must not also navigate. */
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

type ContactColumn = TableColumnsType<Contact>[number] & { key: ContactSortField | 'role' | 'phone' | 'mobile_phone' };

/** The list's columns; a column's `key` is the server's sort field where the server sorts by it. */
export function useContactColumns(): ContactColumn[] {
  const { t } = useTranslation('leads');
  const language = useLanguage();
  return [
    {
      key: 'name',
      title: t('contacts.list.columns.name'),
      sorter: true,
      render: (_, contact) => (
        <Link to={routeUrl('editContact', { id: contact.id })} onClick={stopRowClick}>
          {contact.name}
        </Link>
      ),
    },
    { key: 'role', title: t('contacts.list.columns.role'), render: (_, contact) => <Shortened text={contact.role} /> },
    {
      key: 'company',
      title: t('contacts.list.columns.company'),
      sorter: true,
      // A linked account is what the contact belongs to; the free-text company is only a fallback.
      render: (_, contact) =>
        contact.account ? (
          <Link to={routeUrl('editAccount', { id: contact.account.id })} onClick={stopRowClick}>
            {contact.account.name}
          </Link>
        ) : (
          <Shortened text={contact.company} />
        ),
    },
    { key: 'email', title: t('contacts.list.columns.email'), sorter: true, render: (_, contact) => <Shortened text={contact.email} /> },
    { key: 'phone', title: t('contacts.list.columns.phone'), render: (_, contact) => <Shortened text={contact.phone} /> },
    { key: 'mobile_phone', title: t('contacts.list.columns.mobile_phone'), render: (_, contact) => <Shortened text={contact.mobile_phone} /> },
    {
      key: 'created_at',
      title: t('contacts.list.columns.created_at'),
      sorter: true,
      render: (_, contact) => <time dateTime={contact.created_at}>{formatDate(contact.created_at, language)}</time>,
    },
  ];
}
