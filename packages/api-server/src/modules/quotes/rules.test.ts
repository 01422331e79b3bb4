import { describe, expect, it } from 'vitest';
import { eventDays, eventNights, isOverdue, linesFromRequest, requestedOfItem, type RequestItemForLines, median, missingForSubmit, priceLineValues, quoteActions, totalsOfLines } from './rules.js';

const row: RequestItemForLines = { id: 9, kind: 'product', name: 'Rad', day: null, quantity: 1, pricePerPerson: 0, minimumPrice: 0, startPrice: 0 };

describe('the lines a request makes', () => {
  const request = {
    conferenceType: 'overnight',
    startDate: '2030-05-14',
    endDate: '2030-05-16',
    participants: 20,
    singleRooms: 12,
    doubleRooms: 0,
    conferenceRoomSize: 20,
    items: [] as RequestItemForLines[],
  };

  it('counts days and nights: an overnight conference has at least one night, a day conference none', () => {
    expect(eventDays('2030-05-14', '2030-05-16')).toBe(3);
    expect(eventDays('2030-05-14', null)).toBe(1);
    expect(eventNights('overnight', '2030-05-14', '2030-05-14')).toBe(1);
    expect(eventNights('day', '2030-05-14', '2030-05-14')).toBe(0);
    // Across the change to summer time (30 March 2030) a day is still a day.
    expect(eventDays('2030-03-30', '2030-04-01')).toBe(3);
  });

  it('prices rooms per night and, without listed rooms, one conference room of the asked size per day', () => {
    expect(linesFromRequest(request).map((line) => [line.kind, line.requestedQuantity, line.vatKind, line.position])).toEqual([
      ['single_room', 24, 'accommodation', 0],
      ['conference_room', 3, 'conference', 1],
    ]);
  });

  it('makes a line per listed room, meal and product: on its day once, or on every day', () => {
    const lines = linesFromRequest({
      ...request,
      conferenceType: 'day',
      singleRooms: 5,
      items: [
        { ...row, id: 1, kind: 'meal', name: 'Lunch', day: null, quantity: 20 },
        { ...row, id: 2, kind: 'conference_room', name: 'Grupprum', day: '2030-05-15', quantity: 6 },
        { ...row, id: 3, kind: 'product', name: 'Paddling', day: '2030-05-15', quantity: 8, pricePerPerson: 59_000 },
      ],
    });
    expect(lines.map((line) => [line.kind, line.name, line.unit, line.requestedQuantity, line.itemId])).toEqual([
      ['single_room', 'Enkelrum', 'room_night', 10, null],
      ['conference_room', 'Grupprum', 'room_day', 1, 2],
      ['meal', 'Lunch', 'person_day', 60, 1],
      ['product', 'Paddling', 'person', 8, 3],
    ]);
  });

  it('counts a per-person package and a product once in persons, whatever the "every day" default (issue 27)', () => {
    // "Heldagskonferens" for 20 persons at 695 kr/person on a two-day event: 20 persons, never 2 or 40.
    const package_ = { ...row, kind: 'conference_room' as const, name: 'Heldagskonferens', quantity: 20, pricePerPerson: 69_500, minimumPrice: 700_000 };
    expect(requestedOfItem(package_, 2)).toEqual({ unit: 'person', quantity: 20 });
    expect(requestedOfItem({ ...package_, kind: 'product' }, 2)).toEqual({ unit: 'person', quantity: 20 });
    expect(requestedOfItem({ ...package_, kind: 'product', day: '2030-05-15' }, 2)).toEqual({ unit: 'person', quantity: 20 });
    // A meal every day is persons × days; on its day, persons.
    expect(requestedOfItem({ ...row, kind: 'meal', quantity: 20 }, 2)).toEqual({ unit: 'person_day', quantity: 40 });
    expect(requestedOfItem({ ...row, kind: 'meal', quantity: 20, day: '2030-05-15' }, 2)).toEqual({ unit: 'person', quantity: 20 });
    // A room priced per room: one per day; a product priced only as a whole: one piece.
    expect(requestedOfItem({ ...row, kind: 'conference_room', quantity: 20, startPrice: 150_000 }, 3)).toEqual({ unit: 'room_day', quantity: 3 });
    expect(requestedOfItem({ ...row, kind: 'product', quantity: 20, startPrice: 150_000 }, 3)).toEqual({ unit: 'piece', quantity: 1 });
  });
});

describe("a line's arithmetic", () => {
  it('rounds once per line, half away from zero, after the discount', () => {
    // 3 × 33.33 kr = 99.99 kr; 15 % off is 14.9985 kr → 15.00 kr rounded (1 499.85 öre → 1 500).
    expect(priceLineValues({ requestedQuantity: 3, offeredQuantity: null, price: 3333, discountBp: 1500 }, 1200, 'ex')).toEqual({ exVat: 8499, incVat: 9519 });
    // Half an öre of VAT rounds up: 2 öre × 25 % = 0.5 → 1.
    expect(priceLineValues({ requestedQuantity: 1, offeredQuantity: null, price: 2, discountBp: 0 }, 2500, 'ex')).toEqual({ exVat: 2, incVat: 3 });
  });

  it('takes an inc-VAT price as the line total inc VAT and works out the part ex VAT', () => {
    expect(priceLineValues({ requestedQuantity: 1, offeredQuantity: 2, price: 11_200, discountBp: 0 }, 1200, 'inc')).toEqual({ exVat: 20_000, incVat: 22_400 });
    expect(priceLineValues({ requestedQuantity: 1, offeredQuantity: null, price: 1, discountBp: 0 }, 600, 'inc')).toEqual({ exVat: 1, incVat: 1 });
  });

  it('counts a line without a price as nothing, and sums lines already rounded', () => {
    expect(priceLineValues({ requestedQuantity: 9, offeredQuantity: null, price: null, discountBp: 5000 }, 2500, 'ex')).toEqual({ exVat: 0, incVat: 0 });
    expect(totalsOfLines([{ totalExVat: 8499, totalIncVat: 9519 }, { totalExVat: 2, totalIncVat: 3 }])).toEqual({ ex_vat: 8501, vat: 1021, inc_vat: 9522 });
  });
});

describe('submitting and acting', () => {
  it('names every missing field of a submit', () => {
    expect(missingForSubmit({ responderName: ' ', responderPhone: null, responderEmail: 'a@b.se', respondedAccordingly: false, totalExVat: 0 }).map(([field]) => field)).toEqual([
      'responder_name',
      'responder_phone',
      'lines',
      'responded_accordingly',
    ]);
    expect(missingForSubmit({ responderName: 'Eva', responderPhone: '1', responderEmail: 'a@b.se', respondedAccordingly: true, totalExVat: 1 })).toEqual([]);
  });

  it('lets a quote be answered only while new or saved on an open opportunity', () => {
    expect(quoteActions('saved', 'open', false)).toEqual({ edit: true, submit: true, deny: true, extend_deadline: false });
    expect(quoteActions('new', 'open', true).extend_deadline).toBe(true);
    expect(quoteActions('submitted', 'open', true)).toEqual({ edit: false, submit: false, deny: false, extend_deadline: false });
    expect(quoteActions('new', 'lost', false).edit).toBe(false);
  });

  it('is overdue only unanswered and after its last day', () => {
    expect(isOverdue('new', '2030-05-13', '2030-05-14')).toBe(true);
    expect(isOverdue('new', '2030-05-14', '2030-05-14')).toBe(false);
    expect(isOverdue('submitted', '2030-05-01', '2030-05-14')).toBe(false);
    expect(isOverdue('saved', null, '2030-05-14')).toBe(false);
  });

  it('finds the median of odd and even counts', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
