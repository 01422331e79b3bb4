import { describe, expect, it } from 'vitest';
import { afterDiscountText, lineOfferedText, linePriceReading, lineQuantityText, lineUnitText, netPriceText, priceAfterDiscount } from './line-texts';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const kr = (ore: number) => `${(ore / 100).toFixed(2)} kr`;

describe('how a quote line reads (issue 27 §1)', () => {
  it('names each unit in both languages, rooms alike everywhere', () => {
    expect(lineUnitText('room_night', 'sv')).toBe('per rum och natt');
    expect(lineUnitText('room_night', 'en')).toBe('per room and night');
    expect(lineUnitText('person_day', 'sv')).toBe('per person och dag');
    expect(lineUnitText('piece', 'en')).toBe('per piece');
  });

  it('counts a per-person package as persons, and says what was offered of what was asked', () => {
    expect(nbsp(lineQuantityText('person', 20, 'sv'))).toBe('20 personer');
    expect(nbsp(lineQuantityText('person', 1, 'en'))).toBe('1 person');
    expect(nbsp(lineQuantityText('room_night', 1200, 'sv'))).toBe('1 200 rumsnätter');
    expect(nbsp(lineOfferedText('person', 20, 20, 'sv'))).toBe('20 personer');
    expect(nbsp(lineOfferedText('person_day', 36, 40, 'en'))).toBe('36 of 40 person days');
  });

  it('shows the price after the discount with the price and the discount beside it', () => {
    // 12 × 1 450,50 kr − 10 % = 15 665,40 kr: 1 305,45 kr per unit.
    expect(priceAfterDiscount(145_050, 1000)).toBe(130_545);
    expect(priceAfterDiscount(3333, 1500)).toBe(2833); // 28.3305 → 28.33
    const reading = linePriceReading({ price: 145_050, ordinary_price: 160_000, discount_bp: 1000 }, 'sv', kr);
    expect(reading.price).toBe('1305.45 kr');
    expect(reading.notes.map(nbsp)).toEqual(['Ordinarie 1600.00 kr', '1450.50 kr − 10 % rabatt']);
    expect(linePriceReading({ price: 69_500, ordinary_price: 69_500, discount_bp: 0 }, 'en', kr)).toEqual({ price: '695.00 kr', notes: [] });
    expect(nbsp(afterDiscountText(1250, 'sv')!)).toBe('efter 12,5 % rabatt');
    expect(afterDiscountText(0, 'en')).toBeNull();
    expect(netPriceText({ price: 145_050, discount_bp: 1000 }, 'en', kr)).toBe('1305.45 kr after discount');
    expect(netPriceText({ price: 145_050, discount_bp: 0 }, 'en', kr)).toBeNull();
    expect(linePriceReading({ price: null, ordinary_price: null, discount_bp: 0 }, 'en', kr)).toEqual({ price: null, notes: [] });
  });
});
