// How a quote line reads, the same in every view (issue 27 §1): the venue's answer form, the
// admin's quote and comparison, the customer's presentation and the commission. The unit comes
// from the server (`QuoteLine.unit`, one rule: api-server quotes/rules.ts `requestedOfItem`); the
// texts live in the common namespace, so every module words a unit alike. The PDF, made on the
// server, carries the same words (api-server presentations/pdf.ts).
import type { Schemas } from '@portal/api-client';
import { i18n, type Language } from './i18n';

export type LineUnit = Schemas['QuoteLineUnit'];

const numberFormat = (language: Language) => new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'sv-SE');

/** What the line's quantity counts: "per person och dag", "per room and night". */
export function lineUnitText(unit: LineUnit, language: Language): string {
  return i18n.t(`lines.unit.${unit}`, { ns: 'common', lng: language });
}

/** A quantity in its unit: "20 personer", "12 room nights", "1 st". */
export function lineQuantityText(unit: LineUnit, quantity: number, language: Language): string {
  return i18n.t(`lines.quantity.${unit}`, { ns: 'common', lng: language, count: quantity, formatted: numberFormat(language).format(quantity) });
}

/** What was offered against what was asked: "20 personer", or "18 av 20 personer" when they differ. */
export function lineOfferedText(unit: LineUnit, offered: number, requested: number, language: Language): string {
  if (offered === requested) return lineQuantityText(unit, offered, language);
  return i18n.t('lines.offeredOf', { ns: 'common', lng: language, offered: numberFormat(language).format(offered), requested: lineQuantityText(unit, requested, language) });
}

/**
 * The unit price after the line's discount, to whole öre (half away from zero), for reading only:
 * the line's total stays the server's (quantity × price − the discount of that, rounded once).
 */
export function priceAfterDiscount(price: number, discountBp: number): number {
  const net = (price * (10_000 - discountBp)) / 10_000;
  return Math.sign(net) * Math.round(Math.abs(net));
}

/** A discount as people read it: "10 %", "12,5 %" / "12.5%". */
export function discountText(discountBp: number, language: Language): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'sv-SE', { style: 'percent', maximumFractionDigits: 2 }).format(discountBp / 10_000);
}

/** Under a price the discount is already off (the commission's price ex VAT): "efter 10 % rabatt"; null without one. */
export function afterDiscountText(discountBp: number, language: Language): string | null {
  return discountBp > 0 ? i18n.t('lines.afterDiscount', { ns: 'common', lng: language, discount: discountText(discountBp, language) }) : null;
}

/** Under a price a discount is still to come off (the quote's price): "1 305,45 kr efter rabatt"; null without a price or a discount. */
export function netPriceText(line: { price: number | null; discount_bp: number }, language: Language, money: (ore: number) => string): string | null {
  if (line.price === null || line.discount_bp <= 0) return null;
  return i18n.t('lines.netPrice', { ns: 'common', lng: language, price: money(priceAfterDiscount(line.price, line.discount_bp)) });
}

/** A line's price as the reader sees it: the price paid per unit, and beside it the ordinary price and the discount taken. */
export interface LinePriceReading {
  /** The unit price after the discount ("1 305,45 kr"); null without a price. */
  price: string | null;
  /** "Ordinarie 1 600,00 kr" when the venue gave an ordinary price other than its price; "1 450,50 kr − 10 % rabatt" when it gave a discount. */
  notes: string[];
}

export function linePriceReading(
  line: { price: number | null; ordinary_price: number | null; discount_bp: number },
  language: Language,
  money: (ore: number) => string,
): LinePriceReading {
  if (line.price === null) return { price: null, notes: [] };
  const notes: string[] = [];
  if (line.ordinary_price !== null && line.ordinary_price !== line.price) {
    notes.push(i18n.t('lines.ordinary', { ns: 'common', lng: language, price: money(line.ordinary_price) }));
  }
  if (line.discount_bp > 0) {
    notes.push(i18n.t('lines.discounted', { ns: 'common', lng: language, price: money(line.price), discount: discountText(line.discount_bp, language) }));
  }
  return { price: money(priceAfterDiscount(line.price, line.discount_bp)), notes };
}
