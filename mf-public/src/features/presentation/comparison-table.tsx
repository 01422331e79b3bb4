import type { Schemas } from '@portal/api-client';
import { Card, Typography } from '@portal/ui';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useComparisonRows } from './comparison-rows';
import { PRESENTATION_NS } from './texts';

type PresentedVenue = Schemas['PresentedVenue'];

export interface ComparisonTableProps {
  venues: PresentedVenue[];
  request: Schemas['QuoteRequest'];
  vatBasis: Schemas['VatBasis'];
}

/**
 * All venues side by side: the same request priced by each (in total, per participant, per day)
 * and what each offers, with its gaps counted. The lowest price of a row is marked. On a phone the
 * table scrolls sideways inside its own labelled region, never the page.
 */
export function ComparisonTable({ venues, request, vatBasis }: ComparisonTableProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const { token } = theme.useToken();
  const rows = useComparisonRows(venues, request);

  // A plain table drawn as antd's small bordered one (antd's Table brings its filters, menu and
  // pagination: 60 KiB of a phone's first visit, issue 9).
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const cell = { padding: `${token.paddingXS}px ${token.paddingXS}px`, border, whiteSpace: 'nowrap' as const };
  const head = { ...cell, background: token.colorFillAlter, fontWeight: token.fontWeightStrong, color: token.colorTextHeading };

  return (
    <section aria-labelledby="presentation-comparison-title" style={{ marginBottom: 24 }}>
      <Card
        title={
          <Typography.Title level={2} id="presentation-comparison-title" style={{ fontSize: 20, margin: 0 }}>
            {t('comparison.title')}
          </Typography.Title>
        }
        styles={{ title: { whiteSpace: 'normal' } }}
      >
        <Typography.Paragraph type="secondary">{t('comparison.intro', { basis: t(`basis.${vatBasis}`) })}</Typography.Paragraph>
        {/* A region the keyboard reaches scrolls sideways on a phone (axe: scrollable regions need keyboard access). */}
        <div role="region" aria-label={t('comparison.label')} tabIndex={0} style={{ overflowX: 'auto', borderRadius: token.borderRadius }}>
          {/* As wide as its content: the region scrolls, not the table's own container (which the keyboard cannot reach). */}
          <table style={{ minWidth: 'max-content', width: '100%', borderCollapse: 'collapse', fontSize: token.fontSize, lineHeight: token.lineHeight }}>
            <thead>
              <tr>
                <th scope="col" style={{ ...head, textAlign: 'start', width: 150, whiteSpace: 'normal' }}>
                  {t('comparison.row')}
                </th>
                {venues.map((venue) => (
                  <th key={venue.bidder_id} scope="col" style={{ ...head, textAlign: 'end' }}>
                    {t('venue.heading', { position: venue.position, name: venue.name })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 'normal', whiteSpace: 'normal' }}>
                    {row.label}
                  </th>
                  {row.cells.map((value, index) => (
                    <td key={venues[index]!.bidder_id} style={{ ...cell, textAlign: 'end' }}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </section>
  );
}
