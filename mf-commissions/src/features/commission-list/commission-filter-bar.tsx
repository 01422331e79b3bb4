import { useLanguage } from '@portal/platform';
import { formatMoney } from '@portal/ui';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMISSION_FILTERS, type CommissionFilter, type CommissionPage } from '../../api/commission-types';

export interface CommissionFilterBarProps {
  value: CommissionFilter;
  /** Each filter's count and sum under the current search; undefined until the first page came. */
  summary: CommissionPage['summary'] | undefined;
  onChange: (filter: CommissionFilter) => void;
}

/**
 * The admin's filters as a row of toggle buttons, each with its count and sum, so the figures
 * are read before choosing (and a screen reader hears them in the button's name).
 */
export function CommissionFilterBar({ value, summary, onChange }: CommissionFilterBarProps) {
  const { t } = useTranslation('commissions');
  const language = useLanguage();
  const number = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'sv-SE');
  return (
    <Flex role="group" aria-label={t('list.filtersLabel')} gap={8} wrap style={{ marginBottom: 16 }}>
      {COMMISSION_FILTERS.map((filter) => {
        const sum = summary?.[filter];
        const selected = filter === value;
        return (
          <Button
            key={filter}
            type={selected ? 'primary' : 'default'}
            aria-pressed={selected}
            onClick={() => onChange(filter)}
            style={{ height: 'auto', paddingBlock: 6, textAlign: 'left' }}
          >
            <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
              <span style={{ fontWeight: 600 }}>
                {t(`filter.${filter}`)}
                {sum && ` (${number.format(sum.count)})`}
              </span>
              {sum && <span style={{ fontSize: 12 }}>{formatMoney(sum.amount, language)}</span>}
            </span>
          </Button>
        );
      })}
    </Flex>
  );
}
