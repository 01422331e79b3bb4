import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { accounts } from '../accounts/schema.js';
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
 * by name. Narrowed to a region or a city when given.
 *
 * Read by place, one tier after the other, while the list is short: the opportunity's city, the
 * rest of its region, then everywhere else. Each tier is one statement over the partners there
 * (found through the accounts' city and region indexes) and their figures from
 * `venue_responsiveness` (kept by triggers), in a top-N sort, the place names joined to the few
 * chosen. A city's or a region's partners are a small share of all of them, so the common read
 * (an opportunity with a place and enough partners near it) sorts only those; only a list that
 * its place cannot fill ranks the partners elsewhere. That last tier reads the figures once into a
 * hash (a materialized CTE) rather than one index lookup per partner, which the planner chose for
 * 25 000 partners and which took most of the read's time (bench: `pnpm bench lists`).
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
  const { cityId, regionId } = request;
  const inCity = cityId === null ? sql`false` : sql`coalesce(a.city_id = ${cityId}, false)`;
  const inRegion = regionId === null ? sql`false` : sql`coalesce(a.region_id = ${regionId}, false)`;
  const tiers: SQL[] = [
    ...(cityId === null ? [] : [sql`a.city_id = ${cityId}`]),
    ...(regionId === null ? [] : [sql`a.region_id = ${regionId} and not ${inCity}`]),
    sql`not ${inCity} and not ${inRegion}`,
  ];
  const seatsFit =
    request.seatsNeeded === null ? sql`1` : sql`case when a.largest_hall is null then 1 when a.largest_hall >= ${request.seatsNeeded} then 2 else 0 end`;
  const roomsFit =
    request.roomsNeeded === 0 ? sql`1` : sql`case when a.guest_rooms is null then 1 when a.guest_rooms >= ${request.roomsNeeded} then 2 else 0 end`;
  const found: SuggestionRow[] = [];
  for (const [index, tier] of tiers.entries()) {
    if (found.length >= limit) break;
    const everywhereElse = index === tiers.length - 1;
    const figures = everywhereElse
      ? sql`figures as materialized (select account_id, invited, answered, answered_in_time, median_hours from ${venueResponsiveness}),`
      : sql``;
    const result = await db.execute<SuggestionRow & { fit: number }>(sql`
      with ${figures} best as (
        select a.id, a.company_name, a.venue_name, a.region_id, a.city_id, a.largest_hall, a.guest_rooms,
          s.invited, s.answered, s.answered_in_time, s.median_hours,
          ${inRegion} as region_match, ${inCity} as city_match, (${seatsFit}) + (${roomsFit}) as fit
        from ${accounts} a
        left join ${everywhereElse ? sql`figures` : venueResponsiveness} s on s.account_id = a.id
        where ${sql.join([...conditions, tier], sql` and `)}
          and not exists (select 1 from ${bidders} b where b.opportunity_id = ${opportunityId} and b.account_id = a.id)
        order by fit desc, s.answered_in_time::float8 / nullif(s.invited, 0) desc nulls last, s.median_hours asc nulls last,
          coalesce(a.venue_name, a.company_name), a.id
        limit ${limit - found.length}
      )
      select best.id as account_id, best.company_name, best.venue_name, r.name as region_name, c.name as city_name,
        best.region_match, best.city_match, best.largest_hall as seats, best.guest_rooms, best.invited, best.answered,
        best.answered_in_time, best.median_hours, best.fit
      from best
      left join ${regions} r on r.id = best.region_id
      left join ${cities} c on c.id = best.city_id
      order by best.fit desc, best.answered_in_time::float8 / nullif(best.invited, 0) desc nulls last, best.median_hours asc nulls last,
        coalesce(best.venue_name, best.company_name), best.id`);
    found.push(...result.rows.map(({ fit: _fit, ...row }) => row));
  }
  return found;
}
