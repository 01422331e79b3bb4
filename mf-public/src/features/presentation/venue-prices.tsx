import type { Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { formatMoney, Typography } from '@portal/ui';
import { Flex } from 'antd';
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
      <Typography.Text type="secondary">{t('venue.prices', { basis: t(`basis.${vatBasis}`) })}</Typography.Text>
      <Flex component="dl" wrap gap="4px 24px" style={{ margin: '4px 0 0' }}>
        {prices.map((price) => (
          <div key={price.key}>
            <dt style={{ fontSize: 13 }}>{price.label}</dt>
            <dd style={{ margin: 0, fontSize: price.strong ? 20 : 16, fontWeight: price.strong ? 600 : 400, fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(price.value, language)}
            </dd>
          </div>
        ))}
      </Flex>
    </div>
  );
}
