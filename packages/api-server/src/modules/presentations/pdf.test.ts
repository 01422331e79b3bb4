import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../core/contract.js';
import { lineText } from './pdf.js';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const line = (values: Partial<Schemas['QuoteLine']>): Schemas['QuoteLine'] => ({
  id: 1,
  kind: 'product',
  name: 'Heldagskonferens',
  day: null,
  vat_kind: 'conference',
  vat_rate_bp: 2500,
  unit: 'person',
  requested_quantity: 20,
  offered_quantity: null,
  ordinary_price: null,
  price: 69_500,
  discount_bp: 0,
  courses: null,
  total_ex_vat: 1_390_000,
  total_inc_vat: 1_737_500,
  ...values,
});

describe("the PDF's lines read as the customer's page (issue 27 §1)", () => {
  it('names the unit and counts a per-person package in persons', () => {
    expect(nbsp(lineText(line({}), 'ex', 'sv'))).toBe('Heldagskonferens (per person): 20 personer × 695,00 kr = 13 900,00 kr');
    expect(nbsp(lineText(line({}), 'inc', 'en'))).toBe('Heldagskonferens (per person): 20 persons × SEK 695.00 = SEK 17,375.00');
  });

  it('shows the discount and the ordinary price, so the sum reads right', () => {
    // 12 × 1 450,50 kr − 10 % = 15 665,40 kr.
    const room = line({ kind: 'single_room', name: 'Enkelrum', unit: 'room_night', requested_quantity: 12, price: 145_050, ordinary_price: 160_000, discount_bp: 1000, total_ex_vat: 1_566_540 });
    expect(nbsp(lineText(room, 'ex', 'sv'))).toBe('Enkelrum (per rum och natt): 12 rumsnätter × 1 450,50 kr - 10 % rabatt = 15 665,40 kr (ordinarie 1 600,00 kr)');
    expect(nbsp(lineText(room, 'ex', 'en'))).toBe('Single room (per room and night): 12 room nights × SEK 1,450.50 - 10% discount = SEK 15,665.40 (ordinary SEK 1,600.00)');
  });

  it('says what was offered of what was asked, and what is not included', () => {
    const lunch = line({ kind: 'meal', name: 'Lunch', day: '2030-05-15', unit: 'person', offered_quantity: 18, price: 18_500, total_ex_vat: 333_000 });
    expect(nbsp(lineText(lunch, 'ex', 'sv'))).toBe('Lunch (2030-05-15, per person): 18 av 20 personer × 185,00 kr = 3 330,00 kr');
    expect(lineText(line({ price: null }), 'ex', 'en')).toBe('Heldagskonferens (per person): not included');
  });
});
