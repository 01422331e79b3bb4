import type { Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { formatMoney } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { PRESENTATION_NS } from './texts';

export interface VenuePricesProps {
  comparison: Schemas['VenueComparison'];
  vatBasis: Schemas['VatBasis'];
}

/** The whole request priced by the venue: in total, per participant and per day, in the request's VAT basis. */
export function VenuePrices({ comparison, vatBasis }: VenuePricesProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const language = useLanguage();
  const prices = [
    { key: 'total', label: t('venue.total'), value: comparison.total, strong: true },
    { key: 'perParticipant', label: t('venue.perParticipant'), value: comparison.per_participant, strong: false },
    { key: 'perDay', label: t('venue.perDay'), value: comparison.per_day, strong: false },
  ].filter((price): price is { key: string; label: string; value: number; strong: boolean } => price.value !== null);
  return (
    <div style={{ marginBottom: 16 }}>
      <span className="plain-secondary">{t('venue.prices', { basis: t(`basis.${vatBasis}`) })}</span>
      <dl className="cp-prices">
        {prices.map((price) => (
          <div key={price.key}>
            <dt>{price.label}</dt>
            <dd className={price.strong ? 'cp-price-main' : undefined}>{formatMoney(price.value, language)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
