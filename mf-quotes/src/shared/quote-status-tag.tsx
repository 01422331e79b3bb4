import { QuoteStatusTag as QuoteTag } from '@portal/venue-answers';
import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '../api/quote-types';

/** A quote's state in the current language: Ny, Sparad, Skickad, Avböjd, Vunnen, Förlorad (colours: @portal/venue-answers). */
export function QuoteStatusTag({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation('quotes');
  return <QuoteTag status={status} label={t(`quoteStatus.${status}`)} />;
}
