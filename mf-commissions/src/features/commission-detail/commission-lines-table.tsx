import { afterDiscountText, lineQuantityText, lineUnitText, useLanguage } from '@portal/platform';
import { formatMoney, DetailCard } from '@portal/ui';
import { Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Commission, CommissionLine } from '../../api/commission-types';
import { formatDate } from '../../shared/format-date';
import { formatBasisPoints } from '../../shared/format-percent';

export interface CommissionLinesTableProps {
  commission: Commission;
}

const none = <Typography.Text type="secondary">–</Typography.Text>;

/** The winning quote's lines with what each brings in commission, on the quote and as conducted, with totals. */
export function CommissionLinesTable({ commission: c }: CommissionLinesTableProps) {
  const { t } = useTranslation('commissions', { keyPrefix: 'detail.lines' });
  const { t: tc } = useTranslation('commissions');
  const language = useLanguage();
  const money = (value: number | null) => (value === null ? none : formatMoney(value, language));
  const reported = c.lines.some((line) => line.amount_conducted !== null);
  const totalQuote = c.lines.reduce((sum, line) => sum + line.amount_quote, 0);
  const totalConducted = c.lines.reduce((sum, line) => sum + (line.amount_conducted ?? 0), 0);

  const columns: TableColumnsType<CommissionLine> = [
    {
      key: 'name',
      title: t('name'),
      // The line as the quote reads it: its day (if on one) and unit under its name.
      render: (_, line) => (
        <>
          {line.name}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
            {line.day ? `${formatDate(line.day, language)} · ` : ''}
            {lineUnitText(line.unit, language)}
          </Typography.Text>
        </>
      ),
    },
    { key: 'category', title: t('category'), render: (_, line) => tc(`category.${line.category}`) },
    { key: 'quantity_in_quote', title: t('quantityInQuote'), align: 'right', render: (_, line) => lineQuantityText(line.unit, line.quantity_in_quote, language) },
    {
      key: 'quantity_conducted',
      title: t('quantityConducted'),
      align: 'right',
      render: (_, line) => (line.quantity_conducted === null ? none : lineQuantityText(line.unit, line.quantity_conducted, language)),
    },
    {
      key: 'price',
      title: t('price'),
      align: 'right',
      render: (_, line) => (
        <>
          {money(line.price_ex_vat)}
          {line.discount_bp > 0 && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              {afterDiscountText(line.discount_bp, language)}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'percent', title: t('percent'), align: 'right', render: (_, line) => formatBasisPoints(line.percent_bp, language) },
    { key: 'amount_quote', title: t('amountQuote'), align: 'right', render: (_, line) => money(line.amount_quote) },
    { key: 'amount_conducted', title: t('amountConducted'), align: 'right', render: (_, line) => money(line.amount_conducted) },
  ];

  return (
    <DetailCard title={t('title')}>
      {/* Headers wrap to fit a laptop; a phone scrolls the table sideways inside its card. */}
      <div style={{ overflowX: 'auto' }}>
      <Table<CommissionLine>
        aria-label={t('title')}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={c.lines}
        pagination={false}
        locale={{ emptyText: t('empty') }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={6}>
              <strong>{t('total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} align="right">
              <strong>{formatMoney(totalQuote, language)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={7} align="right">
              <strong>{reported ? formatMoney(totalConducted, language) : '–'}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      </div>
    </DetailCard>
  );
}
