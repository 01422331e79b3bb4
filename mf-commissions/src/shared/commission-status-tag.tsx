import { CommissionStatusTag as CommissionTag } from '@portal/venue-answers';
import { useTranslation } from 'react-i18next';
import type { CommissionStatus } from '../api/commission-types';

/** A commission's state in the current language: Kommande, Att rapportera, Rapporterad, Fakturerad, Mottagen (colours: @portal/venue-answers). */
export function CommissionStatusTag({ status }: { status: CommissionStatus }) {
  const { t } = useTranslation('commissions');
  return <CommissionTag status={status} label={t(`status.${status}`)} />;
}
