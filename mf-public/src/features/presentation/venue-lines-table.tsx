import type { Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { formatMoney, Typography } from '@portal/ui';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate } from '../../shared/format';
import { PRESENTATION_NS } from './texts';

type QuoteLine = Schemas['QuoteLine'];

export interface VenueLinesTableProps {
  venue: Schemas['PresentedVenue'];
  vatBasis: Schemas['VatBasis'];
}

/** A venue's priced lines: each one's day, quantity offered of the requested, price and total, ex or inc VAT as the customer asked. */
export function VenueLinesTable({ venue, vatBasis }: VenueLinesTableProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const language = useLanguage();
  const number = (value: number) => formatCount(value, language);
  const lineName = (line: QuoteLine) =>
    // The server names room lines in Swedish; they are named by their kind in the reader's language.
    line.kind === 'single_room' || line.kind === 'double_room' ? t(`venue.lines.roomName.${line.kind}`) : line.name;
  // A quantity the venue left as it was is the requested one (as in the answer form's arithmetic).
  const quantity = (line: QuoteLine) => line.offered_quantity ?? line.requested_quantity;
  const offered = (line: QuoteLine) => line.price !== null && quantity(line) > 0;
  const basis = t(`basis.${vatBasis}`);

  return (
    // A region the keyboard reaches scrolls sideways on a phone (axe: scrollable regions need keyboard access).
    <div role="region" aria-label={t('venue.lines.label', { name: venue.name })} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<QuoteLine>
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={venue.lines}
        // As wide as its content: the region scrolls, not the table's own container (which the keyboard cannot reach).
        style={{ minWidth: 'max-content' }}
        locale={{ emptyText: <Typography.Text type="secondary">–</Typography.Text> }}
        columns={[
          {
            key: 'name',
            title: t('venue.lines.name'),
            // Wide enough for a product's name on one or two lines; the numbers never wrap.
            width: 170,
            render: (_, line) => (
              <>
                <Typography.Text>{lineName(line)}</Typography.Text>
                <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                  {line.day ? formatDate(line.day, language) : t('venue.lines.everyDay')}
                </Typography.Text>
              </>
            ),
          },
          {
            key: 'quantity',
            title: t('venue.lines.quantity'),
            align: 'right',
            render: (_, line) => (
              <span style={{ whiteSpace: 'nowrap' }}>
                {offered(line)
                  ? t('venue.lines.quantityValue', { offered: number(quantity(line)), requested: number(line.requested_quantity) })
                  : t('venue.lines.notOffered')}
              </span>
            ),
          },
          {
            key: 'price',
            title: `${t('venue.lines.price')} (${basis})`,
            align: 'right',
            render: (_, line) => <span style={{ whiteSpace: 'nowrap' }}>{offered(line) && line.price !== null ? formatMoney(line.price, language) : '–'}</span>,
          },
          {
            key: 'total',
            title: `${t('venue.lines.total')} (${basis})`,
            align: 'right',
            render: (_, line) => (
              <span style={{ whiteSpace: 'nowrap' }}>{offered(line) ? formatMoney(vatBasis === 'inc' ? line.total_inc_vat : line.total_ex_vat, language) : '–'}</span>
            ),
          },
        ]}
      />
    </div>
  );
}
