import type { Lead } from '@portal/api-client';
import { StatusTag } from '@portal/ui';
import { useTranslation } from 'react-i18next';

export interface LeadStatusTagProps {
  status: Lead['status'];
}

/** A lead's status in the portal's status colours, named in the current language. */
export function LeadStatusTag({ status }: LeadStatusTagProps) {
  const { t } = useTranslation('leads');
  return <StatusTag status={status} label={t(`status.${status}`)} />;
}
