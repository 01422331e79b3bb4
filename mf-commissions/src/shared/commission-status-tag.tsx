import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommissionStatus } from '../api/commission-types';

/**
 * Preset colours whose text the portal's theme darkens to 4.5:1 or more on their own background
 * (base-providers.tsx); never antd's `success` or `processing`, which stay too pale (docs/bundle-budgets.md).
 */
const COLORS: Record<CommissionStatus, string> = {
  upcoming: 'blue',
  to_report: 'gold',
  reported: 'cyan',
  invoiced: 'purple',
  received: 'green',
};

export interface CommissionStatusTagProps {
  status: CommissionStatus;
}

/** A commission's state in the current language: Kommande, Att rapportera, Rapporterad, Fakturerad, Mottagen. */
export function CommissionStatusTag({ status }: CommissionStatusTagProps) {
  const { t } = useTranslation('commissions');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
