import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '../../api/use-accounts';

const COLORS: Record<AccountType, string> = { Customer: 'blue', Partner: 'purple' };

export interface AccountTypeTagProps {
  type: AccountType;
}

/** Customer or Partner, in the current language. */
export function AccountTypeTag({ type }: AccountTypeTagProps) {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts' });
  return <Tag color={COLORS[type]}>{t(`types.${type}`)}</Tag>;
}
