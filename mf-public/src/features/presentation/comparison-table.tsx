import type { Schemas } from '@portal/api-client';
import { Card } from '@portal/plain';
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
 * table scrolls sideways inside its own labelled region, never the page; its numbers never wrap,
 * a venue's name does (so one or two venues fit a phone's width), and the row names stay in view.
 */
export function ComparisonTable({ venues, request, vatBasis }: ComparisonTableProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const rows = useComparisonRows(venues, request);

  return (
    <section aria-labelledby="presentation-comparison-title" className="cp-section">
      <Card
        title={
          <h2 id="presentation-comparison-title" className="cp-h2">
            {t('comparison.title')}
          </h2>
        }
      >
        <p className="cp-p plain-secondary">{t('comparison.intro', { basis: t(`basis.${vatBasis}`) })}</p>
        {/* A region the keyboard reaches scrolls sideways on a phone (axe: scrollable regions need keyboard access). */}
        <div role="region" aria-label={t('comparison.label')} tabIndex={0} className="cp-scroll">
          <table className="cp-table cp-compare">
            <thead>
              <tr>
                <th scope="col" className="cp-cell-label">
                  {t('comparison.row')}
                </th>
                {venues.map((venue) => (
                  <th key={venue.bidder_id} scope="col">
                    {t('venue.heading', { position: venue.position, name: venue.name })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="cp-cell-label">
                    {row.label}
                  </th>
                  {row.cells.map((value, index) => (
                    <td key={venues[index]!.bidder_id}>{value}</td>
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
