import type { Schemas } from '@portal/api-client';
import { lineOfferedText, linePriceReading, lineUnitText, useLanguage } from '@portal/platform';
import { formatMoney } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format';
import { PRESENTATION_NS } from './texts';

type QuoteLine = Schemas['QuoteLine'];

export interface VenueLinesTableProps {
  venue: Schemas['PresentedVenue'];
  vatBasis: Schemas['VatBasis'];
}

/**
 * A venue's priced lines: each one's day and unit, quantity offered of the requested in that unit
 * ("20 personer"), the price paid per unit with the price and discount it comes from (and the
 * ordinary price) beside it, and the total, ex or inc VAT as the customer asked. The reading is the
 * platform's (`line-texts.ts`), the same as the venue's form and the PDF.
 */
export function VenueLinesTable({ venue, vatBasis }: VenueLinesTableProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const language = useLanguage();
  const lineName = (line: QuoteLine) =>
    // The server names room lines in Swedish; they are named by their kind in the reader's language.
    line.kind === 'single_room' || line.kind === 'double_room' ? t(`venue.lines.roomName.${line.kind}`) : line.name;
  // A quantity the venue left as it was is the requested one (as in the answer form's arithmetic).
  const quantity = (line: QuoteLine) => line.offered_quantity ?? line.requested_quantity;
  const offered = (line: QuoteLine) => line.price !== null && quantity(line) > 0;
  const basis = t(`basis.${vatBasis}`);

  const lineLabel = (line: QuoteLine) => (
    <>
      {lineName(line)}
      <span className="plain-secondary cp-note">
        {line.day ? `${formatDate(line.day, language)} · ` : ''}
        {lineUnitText(line.unit, language)}
      </span>
    </>
  );
  const amount = (line: QuoteLine) => (offered(line) ? lineOfferedText(line.unit, quantity(line), line.requested_quantity, language) : t('venue.lines.notOffered'));
  const total = (line: QuoteLine) => (offered(line) ? formatMoney(vatBasis === 'inc' ? line.total_inc_vat : line.total_ex_vat, language) : '–');

  return (
    // A region the keyboard reaches scrolls sideways where the table is wider than the card (axe:
    // scrollable regions need keyboard access). On a phone the lines are blocks instead (one per
    // line: what, how many in its unit × the price, the total), so no number is cut at the edge.
    <div role="region" aria-label={t('venue.lines.label', { name: venue.name })} tabIndex={0} className="cp-scroll">
      {/* As wide as its content, the numbers never wrap; a product's name takes one or two lines. */}
      <table className="cp-table cp-lines cp-lines-wide">
        <thead>
          <tr>
            <th scope="col" className="cp-cell-label">
              {t('venue.lines.name')}
            </th>
            <th scope="col">{t('venue.lines.quantity')}</th>
            <th scope="col">{`${t('venue.lines.price')} (${basis})`}</th>
            <th scope="col">{`${t('venue.lines.total')} (${basis})`}</th>
          </tr>
        </thead>
        <tbody>
          {venue.lines.length === 0 && (
            <tr>
              <td colSpan={4} className="plain-secondary" style={{ textAlign: 'center' }}>
                –
              </td>
            </tr>
          )}
          {venue.lines.map((line) => (
            <tr key={line.id}>
              <td className="cp-cell-label">{lineLabel(line)}</td>
              <td>{amount(line)}</td>
              <td>{offered(line) ? <PriceCell line={line} /> : '–'}</td>
              <td>{total(line)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="cp-lines-list">
        {venue.lines.map((line) => (
          <li key={line.id}>
            <div className="cp-lines-list-head">
              <span>{lineLabel(line)}</span>
              <strong>{total(line)}</strong>
            </div>
            {offered(line) ? (
              <div>
                {`${amount(line)} × `}
                <PriceCell line={line} />
              </div>
            ) : (
              <div className="plain-secondary">{amount(line)}</div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The price paid per unit, and under it what it comes from: "1 450,50 kr − 10 % rabatt", "Ordinarie 1 600,00 kr". */
function PriceCell({ line }: { line: QuoteLine }) {
  const language = useLanguage();
  const reading = linePriceReading(line, language, (ore) => formatMoney(ore, language));
  return (
    <>
      {reading.price}
      {reading.notes.map((note) => (
        <span key={note} className="plain-secondary cp-note">
          {note}
        </span>
      ))}
    </>
  );
}
