import type { Schemas } from '@portal/api-client';
import { useTranslation } from 'react-i18next';
import { PRELIMINARY_NS } from './i18n';

export type HoldDeclineReason = Schemas['HoldDeclineReason'];

/**
 * A venue's reason for declining a preliminary booking in the reader's language ("Datumen är
 * upptagna"); 'other' reads as the venue's own text. For the venue's card, the admin's opportunity
 * and the venue's account page.
 */
export function useDeclineReasonText(): (reason: HoldDeclineReason, text?: string | null) => string {
  const { t } = useTranslation(PRELIMINARY_NS);
  return (reason, text) => (reason === 'other' && text ? `${t('card.declineReason.other')}: ${text}` : t(`card.declineReason.${reason}`));
}
