import { useLanguage } from '@portal/platform';
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
    { key: 'name', title: t('name'), render: (_, line) => line.name },
    { key: 'day', title: t('day'), onCell: () => ({ style: { whiteSpace: 'nowrap' } }), render: (_, line) => (line.day ? formatDate(line.day, language) : t('allDays')) },
    { key: 'category', title: t('category'), render: (_, line) => tc(`category.${line.category}`) },
    { key: 'quantity_in_quote', title: t('quantityInQuote'), align: 'right', render: (_, line) => line.quantity_in_quote },
    { key: 'quantity_conducted', title: t('quantityConducted'), align: 'right', render: (_, line) => line.quantity_conducted ?? none },
    { key: 'price', title: t('price'), align: 'right', render: (_, line) => money(line.price_ex_vat) },
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
            <Table.Summary.Cell index={0} colSpan={7}>
              <strong>{t('total')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={7} align="right">
              <strong>{formatMoney(totalQuote, language)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={8} align="right">
              <strong>{reported ? formatMoney(totalConducted, language) : '–'}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      </div>
    </DetailCard>
  );
}
