import { afterDiscountText, lineQuantityText, lineUnitText, useLanguage } from '@portal/platform';
import { formatMoney } from '@portal/ui';
import { Flex, theme, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/quote-dates';
import type { CommissionLine } from './commission-arithmetic';
import { formatPercent } from './commission-format';
import { PARTNER_COMMISSION_NS } from './texts';

export interface CommissionLinesProps {
  lines: CommissionLine[];
  /** A phone or a narrow window: one block per line instead of a table. */
  stacked: boolean;
  /**
   * Editing: draws the conducted quantity's field of a line (with its own label on a phone, named
   * by `aria-label` in the table). Without it the reported quantity is shown as text. A prop, so
   * that the read-only page does not load the form's code.
   */
  quantityField?: (line: CommissionLine, index: number, label: string | undefined, ariaLabel: string | undefined) => ReactNode;
  /** Each line's commission to show (live while editing, the server's once reported); null: not computable yet. */
  amounts: (number | null)[];
}

/**
 * The quote's lines with what each brings: name, day, quantity in the quote, quantity conducted (a
 * field while reporting), price ex VAT, percent and the commission. A plain table (no antd Table:
 * nothing here sorts or pages) that becomes one block per line on a phone.
 */
export function CommissionLines({ lines, stacked, quantityField, amounts }: CommissionLinesProps) {
  const { t } = useTranslation(PARTNER_COMMISSION_NS);
  const language = useLanguage();
  const editable = quantityField !== undefined;
  const { token } = theme.useToken();
  const money = (ore: number | null) => (ore === null ? '–' : formatMoney(ore, language));
  // The line as the quote reads it: its day (if on one) and its unit ("per rum och natt").
  const day = (line: CommissionLine) => `${line.day ? `${formatDate(line.day, language)} · ` : ''}${lineUnitText(line.unit, language)}`;
  const inUnit = (line: CommissionLine, value: number) => lineQuantityText(line.unit, value, language);
  const price = (line: CommissionLine) => {
    const discount = afterDiscountText(line.discount_bp, language);
    return discount ? `${money(line.price_ex_vat)} (${discount})` : money(line.price_ex_vat);
  };

  const quantity = (line: CommissionLine, index: number, withLabel: boolean): ReactNode =>
    quantityField ? (
      quantityField(line, index, withLabel ? t('lines.columns.conducted') : undefined, withLabel ? undefined : t('lines.conductedOf', { name: line.name, day: day(line) }))
    ) : line.quantity_conducted === null ? (
      '–'
    ) : (
      inUnit(line, line.quantity_conducted)
    );

  if (lines.length === 0) return <Typography.Text type="secondary">{t('lines.none')}</Typography.Text>;

  if (stacked) {
    return (
      <Flex vertical gap={12} role="list" aria-label={t('lines.tableLabel')}>
        {lines.map((line, index) => (
          <div
            key={line.id}
            role="listitem"
            style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadiusLG, padding: '8px 12px' }}
          >
            <Typography.Text strong style={{ display: 'block' }}>
              {line.name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
              {day(line)}
            </Typography.Text>
            <dl style={{ margin: 0 }}>
              <Pair label={t('lines.columns.inQuote')} value={inUnit(line, line.quantity_in_quote)} />
              {!editable && <Pair label={t('lines.columns.conducted')} value={quantity(line, index, false)} />}
              <Pair label={t('lines.columns.price')} value={price(line)} />
              <Pair label={t('lines.columns.percent')} value={formatPercent(line.percent_bp, language)} />
              <Pair label={t('lines.columns.amount')} value={<strong>{money(amounts[index] ?? null)}</strong>} />
            </dl>
            {editable && quantity(line, index, true)}
          </div>
        ))}
      </Flex>
    );
  }

  const cell: CSSProperties = { padding: '8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, verticalAlign: 'middle' };
  const head: CSSProperties = { ...cell, background: token.colorFillAlter, fontWeight: 600, textAlign: 'left' };
  const number: CSSProperties = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' };
  return (
    <div role="region" aria-label={t('lines.tableLabel')} tabIndex={0} style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', minWidth: 760 }}>
        <thead>
          <tr>
            <th scope="col" style={head}>{t('lines.columns.name')}</th>
            <th scope="col" style={head}>{t('lines.columns.day')}</th>
            <th scope="col" style={{ ...head, ...number }}>{t('lines.columns.inQuote')}</th>
            <th scope="col" style={{ ...head, ...number, width: editable ? 130 : undefined }}>{t('lines.columns.conducted')}</th>
            <th scope="col" style={{ ...head, ...number }}>{t('lines.columns.price')}</th>
            <th scope="col" style={{ ...head, ...number }}>{t('lines.columns.percent')}</th>
            <th scope="col" style={{ ...head, ...number }}>{t('lines.columns.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.id}>
              <th scope="row" style={{ ...cell, fontWeight: 400, textAlign: 'left' }}>{line.name}</th>
              <td style={cell}>{day(line)}</td>
              <td style={{ ...cell, ...number }}>{inUnit(line, line.quantity_in_quote)}</td>
              <td style={{ ...cell, ...(editable ? {} : number) }}>{quantity(line, index, false)}</td>
              <td style={{ ...cell, ...number }}>{price(line)}</td>
              <td style={{ ...cell, ...number }}>{formatPercent(line.percent_bp, language)}</td>
              <td style={{ ...cell, ...number }}>{money(amounts[index] ?? null)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Pair({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Flex justify="space-between" gap={12} style={{ padding: '2px 0' }}>
      <dt>{label}</dt>
      <dd style={{ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{value}</dd>
    </Flex>
  );
}

export interface CommissionTotalsProps {
  /** The commission the report gives (null: not computable yet, or nothing to compare: a reschedule). */
  amount: number | null;
  /** The commission on the quote. */
  quoteAmount: number;
  difference: number | null;
}

/** The final value against the quote's: what the report gives, the quote's, and the difference. */
export function CommissionTotals({ amount, quoteAmount, difference }: CommissionTotalsProps) {
  const { t } = useTranslation(PARTNER_COMMISSION_NS);
  const language = useLanguage();
  const money = (ore: number | null, signed = false) => {
    if (ore === null) return '–';
    const text = formatMoney(ore, language);
    return signed && ore > 0 ? `+${text}` : text;
  };
  const row = (label: string, value: string, strong = false) => (
    <Flex justify="space-between" gap={16} style={{ padding: '4px 0' }}>
      <dt style={{ fontWeight: strong ? 600 : 400 }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: strong ? 600 : 400, fontVariantNumeric: 'tabular-nums' }}>{value}</dd>
    </Flex>
  );
  return (
    // A named group (a `dl` may not carry a name of its own); polite, so the new sum is read out.
    <div role="group" aria-label={t('totals.title')} style={{ margin: '16px 0 0 auto', maxWidth: 380 }}>
      <dl style={{ margin: 0 }} aria-live="polite">
        {row(t('totals.quote'), money(quoteAmount))}
        {row(t('totals.reported'), money(amount), true)}
        {row(t('totals.difference'), money(difference, true))}
      </dl>
    </div>
  );
}
