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
 * by name. Narrowed to a region or a city when given. One statement: the partners' own columns
 * (`largest_hall` is kept with the halls) and their figures from `venue_responsiveness` (kept by
 * triggers) in a top-N sort, the place names joined to the few chosen.
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
  /** The order, of the columns of `t` (the accounts, then the chosen few). */
  const order = (t: SQL) => {
    const seatsFit =
      request.seatsNeeded === null ? sql`1` : sql`case when ${t}.largest_hall is null then 1 when ${t}.largest_hall >= ${request.seatsNeeded} then 2 else 0 end`;
    const roomsFit =
      request.roomsNeeded === 0 ? sql`1` : sql`case when ${t}.guest_rooms is null then 1 when ${t}.guest_rooms >= ${request.roomsNeeded} then 2 else 0 end`;
    // Without a place on the opportunity nothing matches it: left out (PostgreSQL refuses a constant here).
    const place = [
      ...(request.cityId === null ? [] : [sql`coalesce(${t}.city_id = ${request.cityId}, false) desc`]),
      ...(request.regionId === null ? [] : [sql`coalesce(${t}.region_id = ${request.regionId}, false) desc`]),
    ];
    return sql.join(
      [
        ...place,
        sql`(${seatsFit}) + (${roomsFit}) desc`,
        sql`${t}.answered_in_time::float8 / nullif(${t}.invited, 0) desc nulls last`,
        sql`${t}.median_hours asc nulls last`,
        sql`coalesce(${t}.venue_name, ${t}.company_name)`,
        sql`${t}.id`,
      ],
      sql`, `,
    );
  };
  // The best few among the partners first (their rows and figures only), then their places' names.
  const result = await db.execute<SuggestionRow>(sql`
    with partner as (
      select a.id, a.company_name, a.venue_name, a.region_id, a.city_id, a.largest_hall, a.guest_rooms,
        s.invited, s.answered, s.answered_in_time, s.median_hours
      from ${accounts} a
      left join ${venueResponsiveness} s on s.account_id = a.id
      where ${sql.join(conditions, sql` and `)}
        and not exists (select 1 from ${bidders} b where b.opportunity_id = ${opportunityId} and b.account_id = a.id)
    ), best as (
      select * from partner order by ${order(sql.raw('partner'))} limit ${limit}
    )
    select best.id as account_id, best.company_name, best.venue_name, r.name as region_name, c.name as city_name,
      ${request.regionId === null ? sql`false` : sql`coalesce(best.region_id = ${request.regionId}, false)`} as region_match,
      ${request.cityId === null ? sql`false` : sql`coalesce(best.city_id = ${request.cityId}, false)`} as city_match,
      best.largest_hall as seats, best.guest_rooms, best.invited, best.answered, best.answered_in_time, best.median_hours
    from best
    left join ${regions} r on r.id = best.region_id
    left join ${cities} c on c.id = best.city_id
    order by ${order(sql.raw('best'))}`);
  return result.rows;
}
