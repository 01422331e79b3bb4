import { StatusTag } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { OpportunityStatus } from '../api/use-opportunities';

/** StatusTag's colours are keyed by the capitalised name (Open, Won, Lost, Closed). */
const TAG_STATUS: Record<OpportunityStatus, string> = { open: 'Open', won: 'Won', lost: 'Lost', closed: 'Closed' };

export interface OpportunityStatusTagProps {
  status: OpportunityStatus;
}

/** Open, Won, Lost or Closed, in the portal's status colours. */
export function OpportunityStatusTag({ status }: OpportunityStatusTagProps) {
  const { t } = useTranslation('opportunities');
  return <StatusTag status={TAG_STATUS[status]} label={t(`opportunityStatus.${status}`)} />;
}
