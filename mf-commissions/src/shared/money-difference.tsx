import { useLanguage } from '@portal/platform';
import { Typography } from 'antd';
import { formatMoney } from '@portal/ui';
import { useTranslation } from 'react-i18next';

export interface MoneyDifferenceProps {
  /** What is invoiced minus the quote's commission, in öre; null before there is any. */
  value: number | null;
  strong?: boolean;
}

// Dark enough for 4.5:1 on white and on antd's light fills (antd's colorSuccess is not).
const GREEN = '#237804';
const RED = '#c0262d';

/**
 * The difference from the quote: red below, green above, always with its sign, so the colour is
 * never the only cue.
 */
export function MoneyDifference({ value, strong = false }: MoneyDifferenceProps) {
  const { t } = useTranslation('commissions');
  const language = useLanguage();
  if (value === null) return <Typography.Text type="secondary">–</Typography.Text>;
  const text = value > 0 ? `+${formatMoney(value, language)}` : formatMoney(value, language);
  const color = value < 0 ? RED : value > 0 ? GREEN : undefined;
  const meaning = value < 0 ? t('difference.below') : value > 0 ? t('difference.above') : t('difference.same');
  return (
    <span style={{ color, fontWeight: strong ? 600 : undefined, whiteSpace: 'nowrap' }} title={meaning}>
      {text}
    </span>
  );
}
