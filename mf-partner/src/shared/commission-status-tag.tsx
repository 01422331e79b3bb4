import { CommissionStatusTag as CommissionTag } from '@portal/venue-answers';
import { useTranslation } from 'react-i18next';
import type { CommissionStatus } from '../api/commission-types';

/** A commission's state as a venue reads it: Kommande, Att rapportera, Rapporterad, Fakturerad, Betald (colours: @portal/venue-answers). */
export function CommissionStatusTag({ status }: { status: CommissionStatus }) {
  const { t } = useTranslation('partner');
  return <CommissionTag status={status} label={t(`commissionStatus.${status}`)} />;
}
