import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CommissionStatus } from '../api/commission-types';

/** Colour names of the portal's Tag tokens (their contrast is set in the theme). */
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

/** A commission's state as a venue reads it: Kommande, Att rapportera, Rapporterad, Fakturerad, Betald. */
export function CommissionStatusTag({ status }: CommissionStatusTagProps) {
  const { t } = useTranslation('partner');
  return <Tag color={COLORS[status]}>{t(`commissionStatus.${status}`)}</Tag>;
}
