import { lineQuantityText, lineUnitText, netPriceText, useLanguage } from '@portal/platform';
import { formatMoney, DetailCard } from '@portal/ui';
import { Descriptions, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Quote, QuoteLine } from '../../api/quote-types';
import { formatDate } from '../../shared/format-date';
import { formatBasisPoints } from './format-quote';

export interface QuoteLinesTableProps {
  quote: Quote;
}

const none = <Typography.Text type="secondary">–</Typography.Text>;

/**
 * What the venue offers, line by line, as it entered its prices (in the request's VAT basis), with
 * each line's totals and the quote's, all computed by the server.
 */
export function QuoteLinesTable({ quote }: QuoteLinesTableProps) {
  const { t } = useTranslation('quotes', { keyPrefix: 'quoteDetail.lines' });
  const language = useLanguage();
  const money = (ore: number | null) => (ore === null ? none : formatMoney(ore, language));
  const basis = t(`basis.${quote.vat_basis}`);
  const right = { align: 'right' as const, onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };
  const columns: TableColumnsType<QuoteLine> = [
    {
      key: 'name',
      title: t('columns.name'),
      width: 196,
      render: (_, line) => (
        <Flex vertical>
          <span>{line.name}</span>
          <Typography.Text type="secondary">
            {line.day ? `${formatDate(line.day, language)} · ` : ''}
            {lineUnitText(line.unit, language)}
          </Typography.Text>
          {line.courses && <Typography.Text type="secondary">{t('courses', { courses: line.courses })}</Typography.Text>}
        </Flex>
      ),
    },
    // Wide enough for its heading's one word ("Efterfrågat"): a narrower one breaks it in the middle.
    { key: 'requested', title: t('columns.requested'), width: 120, ...right, render: (_, line) => lineQuantityText(line.unit, line.requested_quantity, language) },
    { key: 'offered', title: t('columns.offered'), width: 120, ...right, render: (_, line) => (line.offered_quantity === null ? none : lineQuantityText(line.unit, line.offered_quantity, language)) },
    { key: 'ordinary_price', title: t('columns.ordinary_price', { basis }), width: 132, ...right, render: (_, line) => money(line.ordinary_price) },
    {
      key: 'price',
      title: t('columns.price', { basis }),
      width: 160,
      ...right,
      // With a discount, the price paid per unit under the price (issue 27 §1).
      render: (_, line) => (
        <>
          {money(line.price)}
          {line.discount_bp > 0 && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              {netPriceText(line, language, (ore) => formatMoney(ore, language))}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'discount', title: t('columns.discount'), width: 88, ...right, render: (_, line) => (line.discount_bp ? formatBasisPoints(line.discount_bp, language) : none) },
    { key: 'vat', title: t('columns.vat'), width: 72, ...right, render: (_, line) => formatBasisPoints(line.vat_rate_bp, language) },
    { key: 'total_ex_vat', title: t('columns.total_ex_vat'), width: 140, ...right, render: (_, line) => money(line.total_ex_vat) },
    { key: 'total_inc_vat', title: t('columns.total_inc_vat'), width: 140, ...right, render: (_, line) => money(line.total_inc_vat) },
  ];

  return (
    <DetailCard title={t('title')}>
      <Flex vertical gap={16}>
        {/* Scrolls sideways on a phone in a region of its own that the keyboard reaches (axe:
            scrollable regions need keyboard access; antd's own scroll box takes no tabIndex). */}
        <div role="region" aria-label={t('tableLabel')} tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table<QuoteLine>
            aria-label={t('tableLabel')}
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={quote.lines}
            pagination={false}
            tableLayout="fixed"
            style={{ minWidth: 1144 }}
            // In a text colour of its own: antd's placeholder grey is too faint for the contrast rules.
            locale={{ emptyText: <Typography.Text type="secondary">{t('empty')}</Typography.Text> }}
          />
        </div>
        <Descriptions
          bordered
          size="small"
          column={1}
          style={{ maxWidth: 420, marginInlineStart: 'auto' }}
          items={[
            { key: 'ex', label: t('totalExVat'), children: formatMoney(quote.totals.ex_vat, language) },
            { key: 'vat', label: t('vat'), children: formatMoney(quote.totals.vat, language) },
            { key: 'inc', label: t('totalIncVat'), children: <strong>{formatMoney(quote.totals.inc_vat, language)}</strong> },
          ]}
        />
      </Flex>
    </DetailCard>
  );
}
