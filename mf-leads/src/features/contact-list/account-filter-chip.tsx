import { CloseOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContactAccount } from '../../api/use-contacts';

export interface AccountFilterChipProps {
  accountId: number;
  onClear: () => void;
}

/** Shows that the list holds one account's contacts (`?account_id=`), with a button to show every contact again. */
export function AccountFilterChip({ accountId, onClear }: AccountFilterChipProps) {
  const { t } = useTranslation('leads');
  const account = useContactAccount(accountId);
  // Until (or unless) the account's name arrives, its number says which account it is.
  const name = account.data?.company_name ?? t('contacts.list.accountNumber', { id: accountId });
  return (
    <Tag color="blue" style={{ fontSize: 14, padding: '2px 4px 2px 8px', marginInlineEnd: 0 }}>
      {t('contacts.list.accountFilter', { name })}
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined aria-hidden />}
        aria-label={t('contacts.list.clearAccount')}
        onClick={onClear}
        style={{ marginInlineStart: 4 }}
      />
    </Tag>
  );
}
