import { describe, expect, it } from 'vitest';
import { compareVenue, type ComparedLine, type ComparedRequest } from './comparison.js';

const request: ComparedRequest = {
  conferenceType: 'overnight',
  startDate: '2030-05-14',
  endDate: '2030-05-15',
  participants: 20,
  singleRooms: 6,
  doubleRooms: 2,
  conferenceRoomSize: 20,
  vatBasis: 'ex',
  city: 'Karlshamn',
  items: [
    { kind: 'meal', name: 'Lunch', day: '2030-05-15', roomSize: null },
    { kind: 'meal', name: 'Middag', day: null, roomSize: null },
    { kind: 'product', name: 'Projektor', day: null, roomSize: null },
  ],
};

const line = (values: Partial<ComparedLine>): ComparedLine => ({
  kind: 'meal',
  name: '',
  day: null,
  requestedQuantity: 1,
  offeredQuantity: null,
  price: 100_00,
  totalExVat: 0,
  totalIncVat: 0,
  ...values,
});

describe('compareVenue', () => {
  it('prices the request per participant and per day in its VAT basis, half away from zero', () => {
    const lines = [
      line({ kind: 'single_room', requestedQuantity: 6, totalExVat: 600_001, totalIncVat: 672_001 }),
      line({ kind: 'double_room', requestedQuantity: 2, totalExVat: 200_000, totalIncVat: 224_000 }),
      line({ name: 'Lunch', day: '2030-05-15', totalExVat: 10_000, totalIncVat: 11_200 }),
      line({ name: 'Middag', requestedQuantity: 40, totalExVat: 20_000, totalIncVat: 22_400 }),
      line({ kind: 'product', name: 'Projektor', totalExVat: 5_000, totalIncVat: 6_250 }),
    ];
    const ex = compareVenue(request, lines, [{ sizeSqm: 60, capacity: 24 }]);
    expect(ex).toMatchObject({ days: 2, total: 835_001, per_participant: 41_750, per_day: 417_501, per_participant_day: 20_875, single_rooms: 6, double_rooms: 2, gaps: [] });
    const inc = compareVenue({ ...request, vatBasis: 'inc' }, lines, [{ sizeSqm: 60, capacity: 24 }]);
    expect(inc.total).toBe(935_851);
    expect(inc.per_participant).toBe(46_793);
  });

  it('flags fewer rooms than asked, a hall with too few places, and a meal or product left out', () => {
    const lines = [
      line({ kind: 'single_room', requestedQuantity: 6, offeredQuantity: 4 }),
      line({ kind: 'double_room', requestedQuantity: 2 }),
      line({ name: 'Lunch', day: '2030-05-15', offeredQuantity: 0 }),
      line({ name: 'Middag' }),
      line({ kind: 'product', name: 'Projektor', price: null }),
    ];
    const { gaps } = compareVenue(request, lines, [{ sizeSqm: 30, capacity: 12 }]);
    expect(gaps).toEqual([
      { kind: 'single_rooms', requested: 6, offered: 4, name: null, day: null },
      { kind: 'hall_capacity', requested: 20, offered: 12, name: null, day: null },
      { kind: 'meal_missing', requested: null, offered: null, name: 'Lunch', day: '2030-05-15' },
      { kind: 'item_missing', requested: null, offered: null, name: 'Projektor', day: null },
    ]);
  });

  it('counts a hall as missing when the venue describes none, and a larger asked room of its own', () => {
    const asked: ComparedRequest = {
      ...request,
      conferenceRoomSize: null,
      items: [{ kind: 'conference_room', name: 'Grupprum', day: '2030-05-14', roomSize: 40 }],
    };
    const { gaps, most_places: places } = compareVenue(asked, [line({ kind: 'single_room', requestedQuantity: 6 }), line({ kind: 'double_room', requestedQuantity: 2 })], []);
    expect(places).toBeNull();
    expect(gaps).toEqual([
      { kind: 'hall_capacity', requested: 20, offered: null, name: null, day: null },
      { kind: 'hall_size', requested: 40, offered: null, name: 'Grupprum', day: '2030-05-14' },
    ]);
  });

  it('flags a venue in another town than the request asks for (issue 27: a Stockholm venue on a Karlshamn request), not one whose town is unknown', () => {
    const lines = [line({ kind: 'single_room', requestedQuantity: 6 }), line({ kind: 'double_room', requestedQuantity: 2 })];
    const halls = [{ sizeSqm: 60, capacity: 24 }];
    const request_ = { ...request, items: [] };
    expect(compareVenue(request_, lines, halls, 'Stockholm').gaps).toEqual([{ kind: 'place', requested: null, offered: null, name: 'Stockholm', day: null }]);
    expect(compareVenue(request_, lines, halls, ' karlshamn ').gaps).toEqual([]);
    expect(compareVenue(request_, lines, halls, null).gaps).toEqual([]);
    expect(compareVenue({ ...request_, city: null }, lines, halls, 'Stockholm').gaps).toEqual([]);
  });

  it('has no per-participant price without participants and no room gaps for a day conference', () => {
    const day: ComparedRequest = { ...request, conferenceType: 'day', endDate: '2030-05-14', participants: null, conferenceRoomSize: null, items: [] };
    expect(compareVenue(day, [], [])).toMatchObject({ days: 1, per_participant: null, per_day: 0, per_participant_day: null, gaps: [] });
  });
});
