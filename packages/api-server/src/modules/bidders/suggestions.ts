// The venue suggestions of the venues panel's add-venue bar (issue 26 §2): the partner venues
// that suit an opportunity, ranked, each with why (place, seats, rooms, how it answers).
import type { AppContext } from '../../core/context.js';
import type { QueryOf, Schemas } from '../../core/contract.js';
import { fieldError, notFound } from '../../core/errors.js';
import type { LocalizedText } from '../../core/types.js';
import { findCity, findRegion } from '../reference/service.js';
import { bidderMessages } from './service.js';
import { suggestedVenues, suggestionRequest, type SuggestionRow } from './suggestion-repository.js';

export const suggestionMessages = {
  region: { en: 'Region does not exist', sw: 'Regionen finns inte' },
  city: { en: 'The city does not exist', sw: 'Orten finns inte' },
} satisfies Record<string, LocalizedText>;

/** How many suggestions the bar shows unless asked for another number (at most 50). */
const DEFAULT_SUGGESTIONS = 10;

function toSuggestion(row: SuggestionRow, seatsNeeded: number | null, roomsNeeded: number): Schemas['VenueSuggestion'] {
  return {
    account_id: row.account_id,
    name: row.venue_name ?? row.company_name,
    company_name: row.company_name,
    region_name: row.region_name,
    city_name: row.city_name,
    region_match: row.region_match,
    city_match: row.city_match,
    seats: row.seats,
    seats_fit: seatsNeeded === null || row.seats === null ? null : row.seats >= seatsNeeded,
    guest_rooms: row.guest_rooms,
    rooms_fit: roomsNeeded === 0 || row.guest_rooms === null ? null : row.guest_rooms >= roomsNeeded,
    invited: row.invited ?? 0,
    answered: row.answered ?? 0,
    answered_in_time: row.answered_in_time ?? 0,
    median_hours: row.median_hours,
  };
}

/** `GET /opportunity/{id}/venue-suggestions`: 404 for no such opportunity, 422 for an unknown region or city. */
export async function getVenueSuggestions(ctx: AppContext, opportunityId: number, query: QueryOf<'getVenueSuggestions'>): Promise<Schemas['VenueSuggestions']> {
  const db = ctx.database.db;
  const request = await suggestionRequest(db, opportunityId);
  if (!request) throw notFound(bidderMessages.opportunityMissing);
  if (query.region_id !== undefined && !(await findRegion(db, query.region_id))) throw fieldError('region_id', suggestionMessages.region);
  if (query.city_id !== undefined && !(await findCity(db, query.city_id))) throw fieldError('city_id', suggestionMessages.city);
  const limit = query.limit ?? DEFAULT_SUGGESTIONS;
  const filter = { ...(query.region_id === undefined ? {} : { regionId: query.region_id }), ...(query.city_id === undefined ? {} : { cityId: query.city_id }) };
  let rows: SuggestionRow[] | null = null;
  if (query.region_id === undefined && query.city_id === undefined && request.regionId !== null) {
    // The place ranks first (a venue's city lies in its region): when the opportunity's region
    // alone fills the list, no venue elsewhere could come before them, and the region's index
    // spares ranking every partner.
    const inRegion = await suggestedVenues(db, opportunityId, request, { regionId: request.regionId }, limit);
    if (inRegion.length === limit) rows = inRegion;
  }
  rows ??= await suggestedVenues(db, opportunityId, request, filter, limit);
  return {
    seats_needed: request.seatsNeeded,
    rooms_needed: request.roomsNeeded,
    region_id: request.regionId,
    city_id: request.cityId,
    suggestions: rows.map((row) => toSuggestion(row, request.seatsNeeded, request.roomsNeeded)),
  };
}
