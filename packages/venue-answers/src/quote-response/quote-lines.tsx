import type { Schemas } from '@portal/api-client';
import { lineQuantityText, lineUnitText, netPriceText, useLanguage, type Language } from '@portal/platform';
import { formatDate, formatMoney, formatPercent, MoneyInput, NumberInput, useFormRules } from '@portal/ui';
import { Flex, Form, Input, Table, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Amounts } from './quote-arithmetic';
import { QUOTE_RESPONSE_NS } from './i18n';
import { quoteAmounts, shownLineAmounts, type LineValues, type Quote, type QuoteLine } from './quote-form-values';

type VatBasis = Schemas['VatBasis'];

/** Largest values the API takes (QuoteLineInput). */
const MAX_QUANTITY = 1_000_000;
const MAX_PRICE = 100_000_000_000;

/** "Lunch" with its day (if it is on one) and its unit: "12 mars 2031 · per person", "per rum och natt". */
export function lineLabel(line: QuoteLine, t: TFunction, language: Language): { name: string; detail: string } {
  // The server names room lines in Swedish; they are named by their kind in the reader's language.
  const name = line.kind === 'single_room' || line.kind === 'double_room' ? t(`lines.roomName.${line.kind}`) : line.name;
  const unit = lineUnitText(line.unit, language);
  return { name, detail: line.day ? `${formatDate(line.day, language)} · ${unit}` : unit };
}

const money = (ore: number | null | undefined, language: Language) => (ore === null || ore === undefined ? '–' : formatMoney(ore, language));

function LineName({ line }: { line: QuoteLine }) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  const { name, detail } = lineLabel(line, t, language);
  return (
    <>
      <Typography.Text strong>{name}</Typography.Text>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
        {detail}
      </Typography.Text>
    </>
  );
}

/** The grand total: ex VAT, the VAT and inc VAT, each the sum of the rounded lines. */
export function QuoteTotals({ totals }: { totals: Amounts | null }) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  const row = (label: string, value: number | undefined, strong = false) => (
    <Flex justify="space-between" gap={16} style={{ padding: '4px 0' }}>
      <dt style={{ fontWeight: strong ? 600 : 400 }}>{label}</dt>
      <dd style={{ margin: 0, fontWeight: strong ? 600 : 400, fontVariantNumeric: 'tabular-nums' }}>{value === undefined ? '–' : formatMoney(value, language)}</dd>
    </Flex>
  );
  return (
    // A named group (a `dl` may not carry a name of its own).
    <div role="group" aria-label={t('lines.totals.title')} style={{ margin: '16px 0 0 auto', maxWidth: 360 }}>
      <dl style={{ margin: 0 }}>
        {row(t('lines.totals.exVat'), totals?.exVat)}
        {row(t('lines.totals.vat'), totals?.vat)}
        {row(t('lines.totals.incVat'), totals?.incVat, true)}
      </dl>
      {totals === null && (
        <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'right' }}>
          {t('lines.totals.incomplete')}
        </Typography.Text>
      )}
    </div>
  );
}

interface LineColumnTitles {
  offered: string;
  ordinary: string;
  price: string;
  discount: string;
}

function columnTitles(t: TFunction, basis: VatBasis): LineColumnTitles & { requested: string; vat: string; totalEx: string; totalInc: string; line: string } {
  const basisText = t(`lines.basis.${basis}`);
  return {
    line: t('lines.columns.line'),
    requested: t('lines.columns.requested'),
    offered: t('lines.columns.offered'),
    ordinary: t('lines.columns.ordinaryPrice', { basis: basisText }),
    price: t('lines.columns.price', { basis: basisText }),
    discount: t('lines.columns.discount'),
    vat: t('lines.columns.vat'),
    totalEx: t('lines.columns.totalEx'),
    totalInc: t('lines.columns.totalInc'),
  };
}

/**
 * One line's total as shown now: it watches only its own line, so typing re-renders this text and
 * not the whole form.
 */
function LineAmount({ quote, index, which }: { quote: Quote; index: number; which: 'exVat' | 'incVat' }) {
  const language = useLanguage();
  const values = Form.useWatch(['lines', index], Form.useFormInstance()) as LineValues | undefined;
  const line = quote.lines[index]!;
  return <>{money(shownLineAmounts(line, values, quote.vat_basis)?.[which], language)}</>;
}

/** The grand total, live: watches the lines and nothing else. */
function LiveQuoteTotals({ quote }: { quote: Quote }) {
  const lines = Form.useWatch('lines', Form.useFormInstance()) as LineValues[] | undefined;
  return <QuoteTotals totals={quoteAmounts(quote, lines).totals} />;
}

export interface QuoteLinesEditorProps {
  quote: Quote;
  /** A phone: one block per line instead of a table. */
  stacked: boolean;
  /** A message about the prices as a whole (none given, or the server's), under the lines. */
  pricesError: ReactNode;
}

/** The lines to price inside the form: offered quantity, ordinary price, price, discount and a meal's courses. */
export function QuoteLinesEditor({ quote, stacked, pricesError }: QuoteLinesEditorProps) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  const rules = useFormRules();
  const titles = columnTitles(t, quote.vat_basis);
  const errorId = `quote-prices-error-${quote.id}`;

  /** In the table a field has no label of its own: its name says the column and the line ("Pris (ex moms), Lunch 12 mars 2031"). */
  const nameInTable = (label: string, line: QuoteLine) => {
    const { name, detail } = lineLabel(line, t, language);
    return `${label}, ${name} ${detail}`;
  };

  const field = (index: number, line: QuoteLine, name: 'offered_quantity' | 'ordinary_price' | 'price' | 'discount_percent', withLabel: boolean) => {
    const label = { offered_quantity: titles.offered, ordinary_price: titles.ordinary, price: titles.price, discount_percent: titles.discount }[name];
    const aria = withLabel ? undefined : nameInTable(label, line);
    const rule =
      name === 'offered_quantity'
        ? rules.number({ min: 0, max: MAX_QUANTITY, integer: true })
        : name === 'discount_percent'
          ? rules.number({ min: 0, max: 100, decimals: 2 })
          : rules.money({ min: 0, max: MAX_PRICE });
    const control =
      name === 'offered_quantity' ? (
        <NumberInput integer aria-label={aria} style={{ width: '100%' }} />
      ) : name === 'discount_percent' ? (
        <NumberInput aria-label={aria} suffix="%" style={{ width: '100%' }} />
      ) : (
        <MoneyInput aria-label={aria} aria-describedby={name === 'price' && pricesError ? errorId : undefined} />
      );
    return (
      <Form.Item
        name={['lines', index, name]}
        label={withLabel ? label : undefined}
        rules={[rule]}
        style={withLabel ? { flex: '1 1 140px', minWidth: 120, marginBottom: 12 } : { margin: 0 }}
      >
        {control}
      </Form.Item>
    );
  };

  const courses = (index: number, line: QuoteLine, withLabel: boolean) =>
    line.kind === 'meal' && (
      <Form.Item
        name={['lines', index, 'courses']}
        label={withLabel ? t('lines.columns.courses') : undefined}
        rules={[rules.maxLength(2000)]}
        style={withLabel ? { flex: '1 1 100%', marginBottom: 12 } : { margin: '8px 0 0' }}
      >
        <Input.TextArea
          rows={2}
          placeholder={t('lines.coursesPlaceholder')}
          aria-label={withLabel ? undefined : nameInTable(t('lines.columns.courses'), line)}
        />
      </Form.Item>
    );

  const table = stacked ? (
    <Flex vertical gap={12}>
      {quote.lines.map((line, index) => (
        <fieldset key={line.id} style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '8px 12px 4px', margin: 0, minWidth: 0 }}>
          <legend style={{ fontSize: 15, padding: '0 4px', width: 'auto', border: 0, margin: 0, fontWeight: 600 }}>
            {lineLabel(line, t, language).name} · {lineLabel(line, t, language).detail}
          </legend>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {t('lines.requestedText', { formatted: lineQuantityText(line.unit, line.requested_quantity, language) })} · {t('lines.vatText', { rate: formatPercent(line.vat_rate_bp, language) })}
          </Typography.Text>
          <Flex gap={12} wrap align="start">
            {field(index, line, 'offered_quantity', true)}
            {field(index, line, 'ordinary_price', true)}
            {field(index, line, 'price', true)}
            {field(index, line, 'discount_percent', true)}
            {courses(index, line, true)}
          </Flex>
          <Flex gap={16} wrap style={{ marginBottom: 8 }}>
            <Typography.Text>
              {titles.totalEx}: <strong><LineAmount quote={quote} index={index} which="exVat" /></strong>
            </Typography.Text>
            <Typography.Text>
              {titles.totalInc}: <strong><LineAmount quote={quote} index={index} which="incVat" /></strong>
            </Typography.Text>
          </Flex>
        </fieldset>
      ))}
    </Flex>
  ) : (
    // A region the keyboard reaches scrolls sideways where the table is wider than the page.
    <div role="region" aria-label={t('lines.tableLabel')} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<QuoteLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={quote.lines}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <Typography.Text type="secondary">{t('lines.none')}</Typography.Text> }}
        columns={[
          {
            key: 'line',
            title: titles.line,
            width: 220,
            render: (_, line, index) => (
              <>
                <LineName line={line} />
                {courses(index, line, false)}
              </>
            ),
          },
          { key: 'requested', title: titles.requested, width: 120, align: 'right', render: (_, line) => lineQuantityText(line.unit, line.requested_quantity, language) },
          { key: 'offered', title: titles.offered, width: 110, render: (_, line, index) => field(index, line, 'offered_quantity', false) },
          { key: 'ordinary', title: titles.ordinary, width: 150, render: (_, line, index) => field(index, line, 'ordinary_price', false) },
          { key: 'price', title: titles.price, width: 150, render: (_, line, index) => field(index, line, 'price', false) },
          { key: 'discount', title: titles.discount, width: 100, render: (_, line, index) => field(index, line, 'discount_percent', false) },
          { key: 'vat', title: titles.vat, width: 70, align: 'right', render: (_, line) => formatPercent(line.vat_rate_bp, language) },
          { key: 'totalEx', title: titles.totalEx, width: 130, align: 'right', render: (_, _line, index) => <LineAmount quote={quote} index={index} which="exVat" /> },
          { key: 'totalInc', title: titles.totalInc, width: 130, align: 'right', render: (_, _line, index) => <LineAmount quote={quote} index={index} which="incVat" /> },
        ]}
      />
    </div>
  );

  return (
    <>
      {table}
      {pricesError && (
        <div id={errorId} role="alert" style={{ marginTop: 8 }}>
          <Typography.Text type="danger">{pricesError}</Typography.Text>
        </div>
      )}
      <LiveQuoteTotals quote={quote} />
    </>
  );
}

/** The lines as answered (read only), with the totals the server computed. */
export function QuoteLinesView({ quote }: { quote: Quote }) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  const titles = columnTitles(t, quote.vat_basis);
  const columns: TableColumnsType<QuoteLine> = [
    {
      key: 'line',
      title: titles.line,
      width: 220,
      render: (_, line) => (
        <>
          <LineName line={line} />
          {line.kind === 'meal' && line.courses && (
            <Typography.Text style={{ display: 'block', whiteSpace: 'pre-wrap', fontSize: 13 }}>
              {t('lines.columns.courses')}: {line.courses}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'requested', title: titles.requested, align: 'right', render: (_, line) => lineQuantityText(line.unit, line.requested_quantity, language) },
    { key: 'offered', title: titles.offered, align: 'right', render: (_, line) => (line.offered_quantity === null ? '–' : lineQuantityText(line.unit, line.offered_quantity, language)) },
    { key: 'ordinary', title: titles.ordinary, align: 'right', render: (_, line) => money(line.ordinary_price, language) },
    {
      key: 'price',
      title: titles.price,
      align: 'right',
      render: (_, line) => (
        <>
          {money(line.price, language)}
          {line.discount_bp > 0 && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              {netPriceText(line, language, (ore) => formatMoney(ore, language))}
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'discount', title: titles.discount, align: 'right', render: (_, line) => (line.discount_bp ? formatPercent(line.discount_bp, language) : '–') },
    { key: 'vat', title: titles.vat, align: 'right', render: (_, line) => formatPercent(line.vat_rate_bp, language) },
    { key: 'totalEx', title: titles.totalEx, align: 'right', render: (_, line) => formatMoney(line.total_ex_vat, language) },
    { key: 'totalInc', title: titles.totalInc, align: 'right', render: (_, line) => formatMoney(line.total_inc_vat, language) },
  ];
  return (
    <>
      <div role="region" aria-label={t('lines.tableLabel')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<QuoteLine>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={quote.lines}
          scroll={{ x: 960 }}
          locale={{ emptyText: <Typography.Text type="secondary">{t('lines.none')}</Typography.Text> }}
          columns={columns}
        />
      </div>
      <QuoteTotals totals={{ exVat: quote.totals.ex_vat, vat: quote.totals.vat, incVat: quote.totals.inc_vat }} />
    </>
  );
}
