import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '../api/quote-types';

/** The colours the venues panel gives the same states (contrast checked in the providers' Tag tokens). */
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

/** A quote's state in the current language: Ny, Sparad, Skickad, Avböjd, Vunnen, Förlorad. */
export function QuoteStatusTag({ status }: QuoteStatusTagProps) {
  const { t } = useTranslation('quotes');
  return <Tag color={COLORS[status]}>{t(`quoteStatus.${status}`)}</Tag>;
}
