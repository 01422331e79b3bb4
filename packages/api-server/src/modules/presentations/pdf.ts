// The presentation as a PDF document to forward to colleagues: the request, each venue with its
// prices, halls and gaps, and the comparison, in Swedish or English. pdf-lib's standard fonts
// (WinAnsi) carry å, ä, ö and é; anything they cannot encode is replaced.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Schemas } from '../../core/contract.js';

type Presentation = Schemas['Presentation'];
type Language = 'sv' | 'en';

const TEXT = {
  sv: {
    title: 'Offertpresentation',
    customer: 'Kund',
    dates: 'Datum',
    participants: 'Deltagare',
    rooms: 'Rum',
    single: 'enkelrum',
    double: 'dubbelrum',
    basis: { ex: 'Priser exklusive moms', inc: 'Priser inklusive moms' },
    total: 'Totalt',
    perParticipant: 'Per deltagare',
    perDay: 'Per dag',
    halls: 'Konferenssalar',
    places: 'platser',
    lines: 'Offererat',
    gaps: 'Avvikelser från förfrågan',
    noGaps: 'Inga avvikelser från förfrågan',
    comparison: 'Jämförelse',
    freeCancellation: 'Fri avbokning',
    information: 'Övrig information',
    booked: 'Bokad',
    contact: 'Kontakt',
    place: 'Ort',
    meals: 'Måltider och tillval',
    everyDay: 'alla dagar',
    roomName: { single_room: 'Enkelrum', double_room: 'Dubbelrum' },
    // The words of the portal's views (platform common.json `lines`): one reading of a line everywhere.
    unit: { room_night: 'per rum och natt', room_day: 'per lokal och dag', person_day: 'per person och dag', person: 'per person', piece: 'per styck' },
    quantity: {
      room_night: ['rumsnatt', 'rumsnätter'],
      room_day: ['lokaldag', 'lokaldagar'],
      person_day: ['persondag', 'persondagar'],
      person: ['person', 'personer'],
      piece: ['st', 'st'],
    },
    of: 'av',
    discount: 'rabatt',
    ordinary: 'ordinarie',
    notOffered: 'ingår inte',
    gap: {
      place: (g: Gap) => `Anläggningen ligger i ${g.name ?? 'en annan ort'}, inte där förfrågan gäller`,
      single_rooms: (g: Gap) => `${g.offered ?? 0} enkelrum av ${g.requested ?? 0} efterfrågade`,
      double_rooms: (g: Gap) => `${g.offered ?? 0} dubbelrum av ${g.requested ?? 0} efterfrågade`,
      hall_capacity: (g: Gap) => (g.offered === null ? `Ingen sal för ${g.requested} personer angiven` : `Största salen har ${g.offered} platser, ${g.requested} efterfrågade`),
      hall_size: (g: Gap) => `${g.name ?? 'Sal'}: ${g.requested} platser efterfrågade, största salen har ${g.offered ?? 0}`,
      meal_missing: (g: Gap) => `${g.name ?? 'Måltid'}${g.day ? ` ${g.day}` : ''} saknas`,
      item_missing: (g: Gap) => `${g.name ?? 'Tillval'}${g.day ? ` ${g.day}` : ''} saknas`,
    },
  },
  en: {
    title: 'Quote presentation',
    customer: 'Customer',
    dates: 'Dates',
    participants: 'Participants',
    rooms: 'Rooms',
    single: 'single rooms',
    double: 'double rooms',
    basis: { ex: 'Prices excluding VAT', inc: 'Prices including VAT' },
    total: 'Total',
    perParticipant: 'Per participant',
    perDay: 'Per day',
    halls: 'Conference halls',
    places: 'places',
    lines: 'Quoted',
    gaps: 'Differences from the request',
    noGaps: 'No differences from the request',
    comparison: 'Comparison',
    freeCancellation: 'Free cancellation',
    information: 'Additional information',
    booked: 'Booked',
    contact: 'Contact',
    place: 'Place',
    meals: 'Meals and extras',
    everyDay: 'every day',
    roomName: { single_room: 'Single room', double_room: 'Double room' },
    unit: { room_night: 'per room and night', room_day: 'per room and day', person_day: 'per person and day', person: 'per person', piece: 'per piece' },
    quantity: {
      room_night: ['room night', 'room nights'],
      room_day: ['room day', 'room days'],
      person_day: ['person day', 'person days'],
      person: ['person', 'persons'],
      piece: ['piece', 'pieces'],
    },
    of: 'of',
    discount: 'discount',
    ordinary: 'ordinary',
    notOffered: 'not included',
    gap: {
      place: (g: Gap) => `The venue is in ${g.name ?? 'another town'}, not where the request asks`,
      single_rooms: (g: Gap) => `${g.offered ?? 0} single rooms of ${g.requested ?? 0} asked for`,
      double_rooms: (g: Gap) => `${g.offered ?? 0} double rooms of ${g.requested ?? 0} asked for`,
      hall_capacity: (g: Gap) => (g.offered === null ? `No hall for ${g.requested} people given` : `The largest hall seats ${g.offered}, ${g.requested} asked for`),
      hall_size: (g: Gap) => `${g.name ?? 'Hall'}: ${g.requested} places asked for, the largest hall seats ${g.offered ?? 0}`,
      meal_missing: (g: Gap) => `${g.name ?? 'Meal'}${g.day ? ` ${g.day}` : ''} missing`,
      item_missing: (g: Gap) => `${g.name ?? 'Extra'}${g.day ? ` ${g.day}` : ''} missing`,
    },
  },
} as const;

type Gap = Schemas['PresentationGap'];
type QuoteLine = Schemas['QuoteLine'];

const count = (value: number, language: Language) => new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB').format(value);

/**
 * One line as the customer's page reads it (mf-public venue-lines-table.tsx, the platform's
 * line-texts.ts): "Heldagskonferens (per person): 20 personer × 695,00 kr = 13 900,00 kr", with
 * the discount and the ordinary price when the venue gave them, the offered of the asked when they differ.
 */
export function lineText(line: QuoteLine, basis: 'ex' | 'inc', language: Language): string {
  const t = TEXT[language];
  const money = (ore: number) => formatMoney(ore, language);
  const name = line.kind === 'single_room' || line.kind === 'double_room' ? t.roomName[line.kind] : line.name;
  const label = `${name} (${line.day ? `${line.day}, ` : ''}${t.unit[line.unit]})`;
  const quantity = line.offered_quantity ?? line.requested_quantity;
  if (line.price === null || quantity === 0) return `${label}: ${t.notOffered}`;
  const inUnit = (value: number) => `${count(value, language)} ${t.quantity[line.unit][value === 1 ? 0 : 1]}`;
  const amount = quantity === line.requested_quantity ? inUnit(quantity) : `${count(quantity, language)} ${t.of} ${inUnit(line.requested_quantity)}`;
  const discount = line.discount_bp > 0 ? ` - ${new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB', { style: 'percent', maximumFractionDigits: 2 }).format(line.discount_bp / 10_000)} ${t.discount}` : '';
  const ordinary = line.ordinary_price !== null && line.ordinary_price !== line.price ? ` (${t.ordinary} ${money(line.ordinary_price)})` : '';
  const total = basis === 'inc' ? line.total_inc_vat : line.total_ex_vat;
  return `${label}: ${amount} × ${money(line.price)}${discount} = ${money(total)}${ordinary}`;
}

/** Öre as kronor: "12 345,00 kr" in Swedish, "SEK 12,345.00" in English. */
export function formatMoney(ore: number, language: Language): string {
  const amount = new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ore / 100);
  return language === 'sv' ? `${amount} kr` : `SEK ${amount}`;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };

/** Writes text top to bottom, wrapping lines and starting new pages as needed. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Characters the standard fonts cannot draw become '?' (names may hold any script). */
  private clean(text: string, font: PDFFont): string {
    return [...text.replace(/[\u2013\u2014]/g, '-').replace(/\s+/g, ' ')]
      .map((char) => {
        try {
          font.encodeText(char);
          return char;
        } catch {
          return '?';
        }
      })
      .join('');
  }

  private ensure(height: number): void {
    if (this.y - height < PAGE.margin) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - PAGE.margin;
    }
  }

  text(value: string, options: { size?: number; bold?: boolean; indent?: number; gap?: number; colour?: [number, number, number] } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    const width = PAGE.width - 2 * PAGE.margin - indent;
    const words = this.clean(value, font).split(' ');
    let line = '';
    const flush = () => {
      this.ensure(size * 1.4);
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y - size, size, font, color: rgb(...(options.colour ?? [0.1, 0.1, 0.1])) });
      this.y -= size * 1.4;
      line = '';
    };
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) flush();
      line = line ? `${line} ${word}` : word;
    }
    if (line) flush();
    this.y -= options.gap ?? 2;
  }

  /** A row of cells at fixed x offsets (the comparison table). */
  row(cells: string[], widths: number[], bold = false): void {
    const size = 9;
    const font = bold ? this.bold : this.regular;
    this.ensure(size * 1.6);
    let x = PAGE.margin;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 80;
      let text = this.clean(cell, font);
      while (text.length > 1 && font.widthOfTextAtSize(text, size) > width - 4) text = `${text.slice(0, -2)}…`.replace(/…$/, '.');
      this.page.drawText(text, { x, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      x += width;
    });
    this.y -= size * 1.6;
  }

  space(points: number): void {
    this.y -= points;
  }
}

export async function presentationPdf(presentation: Presentation, language: Language): Promise<Buffer> {
  const t = TEXT[language];
  const doc = await PDFDocument.create();
  doc.setTitle(`${t.title} #${presentation.opportunity_id}`);
  doc.setLanguage(language === 'sv' ? 'sv-SE' : 'en-GB');
  const writer = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  const money = (ore: number | null) => (ore === null ? '-' : formatMoney(ore, language));
  const { request } = presentation;

  writer.text(t.title, { size: 20, bold: true, gap: 8 });
  if (presentation.customer_name) writer.text(`${t.customer}: ${presentation.customer_name}`);
  writer.text(`${t.dates}: ${[request.start_date, request.end_date].filter(Boolean).join(' - ')}`);
  if (request.participants !== null) writer.text(`${t.participants}: ${request.participants}`);
  if (request.single_rooms + request.double_rooms > 0) {
    writer.text(`${t.rooms}: ${request.single_rooms} ${t.single}, ${request.double_rooms} ${t.double}`);
  }
  const place = [request.city, request.region].filter(Boolean).join(', ');
  if (place) writer.text(`${t.place}: ${place}`);
  const extras = request.items.filter((item) => item.kind !== 'conference_room');
  if (extras.length > 0) {
    writer.text(`${t.meals}: ${extras.map((item) => {
        // A meal without a day is every day; a product is once (quotes/rules.ts requestedOfItem), on its day if it has one.
        const when = item.day ?? (item.kind === 'meal' ? t.everyDay : null);
        return `${item.name} (${when ? `${when}, ` : ''}${count(item.quantity, language)} ${t.quantity.person[item.quantity === 1 ? 0 : 1]})`;
      }).join(', ')}`);
  }
  writer.text(t.basis[presentation.vat_basis], { bold: true, gap: 12 });

  for (const venue of presentation.venues) {
    writer.space(6);
    writer.text(`${venue.position}. ${venue.name}${venue.booked ? ` (${t.booked})` : ''}`, { size: 14, bold: true, gap: 4 });
    const address = [venue.address, venue.city].filter(Boolean).join(', ');
    if (address) writer.text(address, { colour: [0.35, 0.35, 0.35] });
    if (venue.title) writer.text(venue.title, { bold: true });
    if (venue.description) writer.text(venue.description, { gap: 6 });
    writer.text(
      `${t.total}: ${money(venue.comparison.total)} · ${t.perParticipant}: ${money(venue.comparison.per_participant)} · ${t.perDay}: ${money(venue.comparison.per_day)}`,
      { bold: true, gap: 6 },
    );
    writer.text(t.lines, { bold: true });
    for (const line of venue.lines) writer.text(lineText(line, presentation.vat_basis, language), { indent: 10 });
    if (venue.halls.length > 0) {
      writer.text(t.halls, { bold: true });
      for (const hall of venue.halls) {
        writer.text(`${hall.name}${hall.size_sqm ? `, ${hall.size_sqm} m²` : ''}${hall.capacity ? `, ${hall.capacity} ${t.places}` : ''}`, { indent: 10 });
      }
    }
    if (venue.free_cancellation) writer.text(`${t.freeCancellation}: ${venue.free_cancellation}`);
    if (venue.additional_information) writer.text(`${t.information}: ${venue.additional_information}`);
    const gaps = venue.comparison.gaps;
    writer.text(gaps.length === 0 ? t.noGaps : t.gaps, { bold: true, colour: gaps.length === 0 ? [0.1, 0.45, 0.2] : [0.65, 0.2, 0.1] });
    for (const gap of gaps) writer.text(`• ${t.gap[gap.kind](gap)}`, { indent: 10 });
  }

  if (presentation.venues.length > 1) {
    writer.space(12);
    writer.text(t.comparison, { size: 14, bold: true, gap: 6 });
    const widths = [110, ...presentation.venues.map(() => Math.min(120, (PAGE.width - 2 * PAGE.margin - 110) / presentation.venues.length))];
    writer.row(['', ...presentation.venues.map((venue) => venue.name)], widths, true);
    writer.row([t.total, ...presentation.venues.map((venue) => money(venue.comparison.total))], widths);
    writer.row([t.perParticipant, ...presentation.venues.map((venue) => money(venue.comparison.per_participant))], widths);
    writer.row([t.perDay, ...presentation.venues.map((venue) => money(venue.comparison.per_day))], widths);
    writer.row([t.gaps, ...presentation.venues.map((venue) => String(venue.comparison.gaps.length))], widths);
  }

  if (presentation.contact) {
    writer.space(12);
    writer.text(`${t.contact}: ${presentation.contact.name}, ${presentation.contact.email}`);
  }
  return Buffer.from(await doc.save());
}
