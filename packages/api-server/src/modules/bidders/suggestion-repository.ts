import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { accountHalls, accounts } from '../accounts/schema.js';
import { opportunities } from '../opportunities/schema.js';
import { venueResponsiveness } from '../quotes/schema.js';
import { cities, regions } from '../reference/schema.js';
import { bidders } from './schema.js';

/** What the suggestions need of the opportunity: where, how many to seat and how many rooms. */
export interface SuggestionRequest {
  regionId: number | null;
  cityId: number | null;
  /** The conference room's seats asked for, else the participants (null: not said). */
  seatsNeeded: number | null;
  /** Single and double rooms asked for (0: no overnight stay). */
  roomsNeeded: number;
}

export async function suggestionRequest(db: Db, opportunityId: number): Promise<SuggestionRequest | undefined> {
  const [row] = await db
    .select({
      regionId: opportunities.regionId,
      cityId: opportunities.cityId,
      seatsNeeded: sql<number | null>`coalesce(${opportunities.conferenceRoomSize}, ${opportunities.participants})`,
      roomsNeeded: sql<number>`(${opportunities.singleRooms} + ${opportunities.doubleRooms})::int`,
    })
    .from(opportunities)
    .where(sql`${opportunities.id} = ${opportunityId}`);
  return row;
}

export type SuggestionRow = {
  account_id: number;
  company_name: string;
  venue_name: string | null;
  region_name: string | null;
  city_name: string | null;
  region_match: boolean;
  city_match: boolean;
  seats: number | null;
  guest_rooms: number | null;
  invited: number | null;
  answered: number | null;
  answered_in_time: number | null;
  median_hours: number | null;
};

/**
 * The partner venues not yet on the opportunity, best first: in its city, then in its region;
 * then by fit (the largest hall seats the request, the guest rooms sleep it: known and enough,
 * then not stated, then known and too few); then by responsiveness (the share answered by the
 * deadline, then the median hours to answer; venues never invited after those that were); then
 * by name. Narrowed to a region or a city when given. One statement: the halls aggregated once,
 * the figures from `venue_responsiveness` (kept by triggers), a top-N sort of the partners.
 */
export async function suggestedVenues(
  db: Db,
  opportunityId: number,
  request: SuggestionRequest,
  filter: { regionId?: number; cityId?: number },
  limit: number,
): Promise<SuggestionRow[]> {
  const conditions: SQL[] = [sql`a.type = 'Partner'`];
  if (filter.regionId !== undefined) conditions.push(sql`a.region_id = ${filter.regionId}`);
  if (filter.cityId !== undefined) conditions.push(sql`a.city_id = ${filter.cityId}`);
  const seatsFit =
    request.seatsNeeded === null ? sql`1` : sql`case when h.seats is null then 1 when h.seats >= ${request.seatsNeeded} then 2 else 0 end`;
  const roomsFit =
    request.roomsNeeded === 0 ? sql`1` : sql`case when a.guest_rooms is null then 1 when a.guest_rooms >= ${request.roomsNeeded} then 2 else 0 end`;
  const cityMatch = request.cityId === null ? null : sql`coalesce(a.city_id = ${request.cityId}, false)`;
  const regionMatch = request.regionId === null ? null : sql`coalesce(a.region_id = ${request.regionId}, false)`;
  // Without a place on the opportunity nothing matches it: left out of the order (PostgreSQL
  // refuses a constant there).
  const placeOrder = [cityMatch, regionMatch].flatMap((match) => (match === null ? [] : [sql`${match} desc`]));
  const result = await db.execute<SuggestionRow>(sql`
    select a.id as account_id, a.company_name, a.venue_name, r.name as region_name, c.name as city_name,
      ${regionMatch ?? sql`false`} as region_match, ${cityMatch ?? sql`false`} as city_match, h.seats, a.guest_rooms,
      s.invited, s.answered, s.answered_in_time, s.median_hours
    from ${accounts} a
    left join (select account_id, max(capacity) as seats from ${accountHalls} group by account_id) h on h.account_id = a.id
    left join ${venueResponsiveness} s on s.account_id = a.id
    left join ${regions} r on r.id = a.region_id
    left join ${cities} c on c.id = a.city_id
    where ${sql.join(conditions, sql` and `)}
      and not exists (select 1 from ${bidders} b where b.opportunity_id = ${opportunityId} and b.account_id = a.id)
    order by ${sql.join([...placeOrder, sql`(${seatsFit}) + (${roomsFit}) desc`], sql`, `)},
      s.answered_in_time::float8 / nullif(s.invited, 0) desc nulls last, s.median_hours asc nulls last,
      coalesce(a.venue_name, a.company_name), a.id
    limit ${limit}`);
  return result.rows;
}
