import type { Schemas } from '@portal/api-client';
import { PaperClipOutlined } from '@ant-design/icons';
import { useLanguage } from '@portal/platform';
import { formatMoney, Typography } from '@portal/ui';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate } from '../../shared/format';
import { PRESENTATION_NS } from './texts';

type PresentedVenue = Schemas['PresentedVenue'];
type QuoteLine = Schemas['QuoteLine'];

export interface VenueDetailsProps {
  venue: PresentedVenue;
  vatBasis: Schemas['VatBasis'];
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={4} style={{ fontSize: 15, marginBottom: 4 }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}

/** What "View more" shows of a venue: its priced lines, halls, terms and attachment. */
export function VenueDetails({ venue, vatBasis }: VenueDetailsProps) {
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
    <>
      <Part title={t('venue.lines.title')}>
        {/* A region the keyboard reaches scrolls sideways on a phone (axe: scrollable regions need keyboard access). */}
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
      </Part>

      <Part title={t('venue.halls.title')}>
        {venue.halls.length === 0 ? (
          <Typography.Text type="secondary">{t('venue.halls.none')}</Typography.Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {venue.halls.map((hall, index) => (
              <li key={index}>
                <Typography.Text strong>{hall.name}</Typography.Text>
                {[
                  hall.size_sqm === null ? null : t('venue.halls.size', { size: number(hall.size_sqm) }),
                  hall.capacity === null ? null : t('venue.halls.places', { count: hall.capacity, formatted: number(hall.capacity) }),
                  hall.seating ? t(`seating.${hall.seating}`) : null,
                ]
                  .filter(Boolean)
                  .map((part) => `, ${part}`)
                  .join('')}
                {hall.comment && (
                  <Typography.Text type="secondary" style={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                    {hall.comment}
                  </Typography.Text>
                )}
              </li>
            ))}
          </ul>
        )}
      </Part>

      {venue.additional_information && (
        <Part title={t('venue.additionalInformation')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{venue.additional_information}</Typography.Paragraph>
        </Part>
      )}
      {venue.free_cancellation && (
        <Part title={t('venue.freeCancellation')}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{venue.free_cancellation}</Typography.Paragraph>
        </Part>
      )}
      {venue.attachment && (
        <Part title={t('venue.attachment')}>
          <Typography.Link href={venue.attachment.url} target="_blank" rel="noopener noreferrer">
            <PaperClipOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
            {venue.attachment.name}
          </Typography.Link>
        </Part>
      )}
    </>
  );
}
