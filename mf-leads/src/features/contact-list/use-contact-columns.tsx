import { routeUrl, useLanguage } from '@portal/platform';
import type { DataTableColumn } from '@portal/ui';
import { Typography } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Contact, ContactSortField } from '../../api/use-contacts';
import { formatDate } from '../../shared/lead-dates';

/** A text, or a dash for none. */
function orDash(text: string | null) {
  return text || <Typography.Text type="secondary">–</Typography.Text>;
}

/** A link inside a clickable row: the row must not also navigate. */
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

type ContactColumn = DataTableColumn<Contact> & { key: ContactSortField | 'role' | 'phone' | 'mobile_phone' };

/**
 * The list's columns; a column's `key` is the server's sort field where the server sorts by it.
 * On a phone the name (a link) and company remain; the mobile number shows on wide screens.
 */
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
    { key: 'role', title: t('contacts.list.columns.role'), priority: 'medium', render: (_, contact) => orDash(contact.role) },
    {
      key: 'company',
      title: t('contacts.list.columns.company'),
      sorter: true,
      priority: 'high',
      // A linked account is what the contact belongs to; the free-text company is only a fallback.
      render: (_, contact) =>
        contact.account ? (
          <Link to={routeUrl('editAccount', { id: contact.account.id })} onClick={stopRowClick}>
            {contact.account.name}
          </Link>
        ) : (
          orDash(contact.company)
        ),
    },
    { key: 'email', title: t('contacts.list.columns.email'), sorter: true, priority: 'medium', render: (_, contact) => orDash(contact.email) },
    { key: 'phone', title: t('contacts.list.columns.phone'), priority: 'medium', render: (_, contact) => orDash(contact.phone) },
    { key: 'mobile_phone', title: t('contacts.list.columns.mobile_phone'), priority: 'low', render: (_, contact) => orDash(contact.mobile_phone) },
    {
      key: 'created_at',
      title: t('contacts.list.columns.created_at'),
      sorter: true,
      kind: 'date',
      priority: 'medium',
      render: (_, contact) => <time dateTime={contact.created_at}>{formatDate(contact.created_at, language)}</time>,
    },
  ];
}
