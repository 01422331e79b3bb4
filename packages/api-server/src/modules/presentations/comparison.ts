// The side-by-side comparison of quotes, without a database: the same request priced by each
// venue (in all, per participant, per day, per participant and day, in the request's VAT basis)
// and every gap between what was asked and what the venue offers. The customer's presentation,
// its PDF and the admin's comparison on the opportunity (`quoteComparison`) show what this computes.
import type { Schemas } from '../../core/contract.js';

type Comparison = Schemas['VenueComparison'];
type Gap = Schemas['PresentationGap'];

export interface ComparedRequest {
  conferenceType: string | null;
  startDate: string | null;
  endDate: string | null;
  participants: number | null;
  singleRooms: number;
  doubleRooms: number;
  conferenceRoomSize: number | null;
  vatBasis: 'ex' | 'inc';
  /** The town the request asks for (its name), if any. */
  city: string | null;
  items: { kind: 'meal' | 'conference_room' | 'product'; name: string; day: string | null; roomSize: number | null }[];
}

export interface ComparedLine {
  kind: Schemas['QuoteLineKind'];
  name: string;
  day: string | null;
  requestedQuantity: number;
  offeredQuantity: number | null;
  price: number | null;
  totalExVat: number;
  totalIncVat: number;
}

export interface ComparedHall {
  sizeSqm: number | null;
  capacity: number | null;
}

const DAY_MS = 86_400_000;

function eventDays(startDate: string | null, endDate: string | null): number {
  if (!startDate) return 1;
  const days = Math.round((Date.parse(`${endDate ?? startDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1;
  return Math.max(1, days);
}

function eventNights(request: ComparedRequest, days: number): number {
  return request.conferenceType === 'overnight' ? Math.max(1, days - 1) : days - 1;
}

const offered = (line: ComparedLine): number => line.offeredQuantity ?? line.requestedQuantity;
const maxOf = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null);
  return known.length > 0 ? Math.max(...known) : null;
};
/** Half away from zero, as every money rounding of the portal. */
const divide = (amount: number, by: number): number => Math.sign(amount) * Math.round(Math.abs(amount) / by);

const sameTown = (a: string, b: string) => a.trim().localeCompare(b.trim(), 'sv', { sensitivity: 'base' }) === 0;

/**
 * The venue compared with its request: prices per participant and day, what it offers and every
 * gap (the one set of gap rules: the customer's presentation, its PDF and the admin's comparison).
 * `venueCity` is the venue's own town (its account's); a venue in another town than the request
 * asks for is a gap, one whose town is unknown (an outside venue) is not judged.
 */
export function compareVenue(request: ComparedRequest, lines: ComparedLine[], halls: ComparedHall[], venueCity: string | null = null): Comparison {
  const days = eventDays(request.startDate, request.endDate);
  const nights = eventNights(request, days);
  const total = lines.reduce((sum, line) => sum + (request.vatBasis === 'inc' ? line.totalIncVat : line.totalExVat), 0);
  const gaps: Gap[] = [];

  if (request.city && venueCity && !sameTown(request.city, venueCity)) {
    gaps.push({ kind: 'place', requested: null, offered: null, name: venueCity, day: null });
  }

  // Rooms are priced as rooms × nights: per night, the venue offers its quantity over the nights.
  const roomsPerNight = (kind: 'single_room' | 'double_room'): number => {
    const quantity = lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + offered(line), 0);
    return nights > 0 ? Math.floor(quantity / nights) : 0;
  };
  const singleRooms = roomsPerNight('single_room');
  const doubleRooms = roomsPerNight('double_room');
  if (nights > 0 && singleRooms < request.singleRooms) {
    gaps.push({ kind: 'single_rooms', requested: request.singleRooms, offered: singleRooms, name: null, day: null });
  }
  if (nights > 0 && doubleRooms < request.doubleRooms) {
    gaps.push({ kind: 'double_rooms', requested: request.doubleRooms, offered: doubleRooms, name: null, day: null });
  }

  const largestHall = maxOf(halls.map((hall) => hall.sizeSqm));
  const mostPlaces = maxOf(halls.map((hall) => hall.capacity));
  const rooms = request.items.filter((item) => item.kind === 'conference_room');
  const needed = request.conferenceRoomSize ?? (rooms.length > 0 ? request.participants : null);
  if (needed !== null && (mostPlaces === null || mostPlaces < needed)) {
    gaps.push({ kind: 'hall_capacity', requested: needed, offered: mostPlaces, name: null, day: null });
  }
  for (const room of rooms) {
    if (room.roomSize !== null && room.roomSize !== needed && (mostPlaces === null || mostPlaces < room.roomSize)) {
      gaps.push({ kind: 'hall_size', requested: room.roomSize, offered: mostPlaces, name: room.name, day: room.day });
    }
  }

  // Every asked row the venue left out (no quantity, or no price). A row's lines carry its kind,
  // name and day (they are made from it).
  for (const item of request.items) {
    const priced = lines.filter((line) => line.kind === item.kind && line.name === item.name && line.day === item.day);
    const missing = priced.length === 0 || priced.every((line) => offered(line) === 0 || line.price === null);
    if (missing && item.kind !== 'conference_room') {
      gaps.push({ kind: item.kind === 'meal' ? 'meal_missing' : 'item_missing', requested: null, offered: null, name: item.name, day: item.day });
    }
  }

  return {
    days,
    participants: request.participants,
    total,
    per_participant: request.participants ? divide(total, request.participants) : null,
    per_day: divide(total, days),
    per_participant_day: request.participants ? divide(total, request.participants * days) : null,
    single_rooms: singleRooms,
    double_rooms: doubleRooms,
    largest_hall_sqm: largestHall,
    most_places: mostPlaces,
    gaps,
  };
}
