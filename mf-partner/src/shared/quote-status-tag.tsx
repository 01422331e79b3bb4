import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '../api/quote-types';

/** The colours the admins' venues panel gives the same states (contrast set in the portal's Tag tokens). */
const COLORS: Record<QuoteStatus, string> = {
  new: 'blue',
  saved: 'gold',
  submitted: 'cyan',
  denied: 'orange',
  won: 'green',
  lost: 'red',
};

export interface QuoteStatusTagProps {
  status: QuoteStatus;
}

/** A quote's state in the reader's language: Ny, Sparad, Skickad, Avböjd, Vunnen, Förlorad. */
export function QuoteStatusTag({ status }: QuoteStatusTagProps) {
  const { t } = useTranslation('partner');
  return <Tag color={COLORS[status]}>{t(`quoteStatus.${status}`)}</Tag>;
}
