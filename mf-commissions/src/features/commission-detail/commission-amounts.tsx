import { useLanguage } from '@portal/platform';
import { formatMoney, DetailCard } from '@portal/ui';
import { Alert, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Commission } from '../../api/commission-types';
import { MoneyDifference } from '../../shared/money-difference';

export interface CommissionAmountsProps {
  commission: Commission;
  /** The actions that change the amounts (edit final amount), when allowed. */
  extra?: ReactNode;
}

const rowStyle: React.CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: 16, padding: '8px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' };

/**
 * The amounts side by side: the commission from the quote, from the venue's report, an admin's
 * final amount (with its reason), and, set apart, what is invoiced and its difference from the quote.
 */
export function CommissionAmounts({ commission: c, extra }: CommissionAmountsProps) {
  const { t } = useTranslation('commissions', { keyPrefix: 'detail.amounts' });
  const language = useLanguage();
  const money = (value: number | null) => (value === null ? <Typography.Text type="secondary">–</Typography.Text> : formatMoney(value, language));
  return (
    <DetailCard title={t('title')} extra={extra}>
      <Flex vertical gap={12}>
        {c.invoiced_on_quote && <Alert type="warning" showIcon title={t('invoicedOnQuote')} />}
        <dl style={{ margin: 0 }}>
          <div style={rowStyle}>
            <dt>{t('quote')}</dt>
            <dd style={{ margin: 0 }}>{money(c.quote_amount)}</dd>
          </div>
          <div style={rowStyle}>
            <dt>{t('reported')}</dt>
            <dd style={{ margin: 0 }}>{money(c.reported_amount)}</dd>
          </div>
          <div style={rowStyle}>
            <dt>
              {t('final')}
              {c.final_reason && (
                <>
                  <br />
                  <Typography.Text type="secondary" style={{ whiteSpace: 'pre-line' }}>
                    {t('finalReason', { reason: c.final_reason })}
                  </Typography.Text>
                </>
              )}
            </dt>
            <dd style={{ margin: 0 }}>{money(c.final_amount)}</dd>
          </div>
        </dl>
        {/* What the venue is invoiced, and how far it is from the quote: what the admin looks for first. */}
        <dl
          aria-label={t('invoicedLabel')}
          style={{ margin: 0, padding: '12px 16px', borderRadius: 8, background: '#f0f7f7', border: '1px solid #b5d6d8' }}
        >
          <div style={{ ...rowStyle, borderTop: 'none', padding: '4px 0', fontSize: 18 }}>
            <dt style={{ fontWeight: 600 }}>{t('amount')}</dt>
            <dd style={{ margin: 0, fontWeight: 700 }}>{formatMoney(c.amount, language)}</dd>
          </div>
          <div style={{ ...rowStyle, borderTop: 'none', padding: '4px 0', fontSize: 16 }}>
            <dt>{t('difference')}</dt>
            <dd style={{ margin: 0 }}>
              <MoneyDifference value={c.difference} strong />
            </dd>
          </div>
        </dl>
      </Flex>
    </DetailCard>
  );
}
