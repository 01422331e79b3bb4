import { routeUrl } from '@portal/platform';
import { ButtonLink, DataTable, serverTableProps, PageFrame, SearchBox } from '@portal/ui';
import { PlusOutlined } from '@ant-design/icons';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useContacts, type Contact, type ContactSortField } from '../../api/use-contacts';
import { RecordImportExport } from '../csv-import-export/record-import-export';
import { AccountFilterChip } from './account-filter-chip';
import { accountIdFilter, toContactsQuery, useContactListParams } from './use-contact-list-params';
import { useContactColumns } from './use-contact-columns';

/** `/contacts`: every contact (or one account's, `?account_id=`), searched, sorted and paged on the server. */
export function ContactListPage() {
  const { t } = useTranslation('leads');
  const navigate = useNavigate();
  const { params, update } = useContactListParams();
  const accountId = accountIdFilter(params);
  const contacts = useContacts(toContactsQuery(params));
  const columns = useContactColumns();
  // A new contact from an account's list belongs to that account.
  const addUrl = routeUrl('addContact') + (accountId === undefined ? '' : `?account_id=${accountId}`);

  return (
    <PageFrame
      title={t('contacts.list.title')}
      subtitle={t('contacts.list.subtitle')}
      extra={
        <>
          <RecordImportExport kind="contacts" filters={{ search: params.search, account_id: accountId }} />
          <ButtonLink type="primary" to={addUrl} icon={<PlusOutlined aria-hidden />}>
            {t('contacts.list.add')}
          </ButtonLink>
        </>
      }
    >
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        {/* Each new search starts at page 1; typing replaces the history entry rather than adding one per pause. */}
        <SearchBox
          value={params.search}
          onSearch={(search) => update({ search, page: 1 }, { replace: true })}
          label={t('contacts.list.searchLabel')}
          placeholder={t('contacts.list.searchPlaceholder')}
        />
        {accountId !== undefined && (
          <AccountFilterChip accountId={accountId} onClear={() => update({ filters: { ...params.filters, account_id: undefined }, page: 1 })} />
        )}
      </Flex>
      <DataTable<Contact, ContactSortField>
        label={t('contacts.list.tableLabel')}
        rowKey="id"
        columns={columns}
        {...serverTableProps(contacts, { params, update })}
        onRowClick={(contact) => navigate(routeUrl('editContact', { id: contact.id }))}
      />
    </PageFrame>
  );
}
