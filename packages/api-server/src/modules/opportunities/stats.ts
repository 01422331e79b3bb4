// The admin dashboard's figures (issue 10): open opportunities by stage, won this month, and
// created and won per ISO week. Read only; every period is Europe/Stockholm's.
import { sql } from 'drizzle-orm';
import type { Schemas } from '../../core/contract.js';
import type { AppContext } from '../../core/context.js';
import { BUSINESS_TIME_ZONE } from '../../core/dates.js';
import type { Db } from '../../core/db/client.js';
import { openStages } from './repository.js';

/** How many ISO weeks the chart shows, the current one last. */
export const STATS_WEEKS = 12;

type Stats = Schemas['OpportunityStats'];


/** Open opportunities per stage, as the board counts them: from the totals the database keeps (migration 0027). */
async function openCounts(db: Db): Promise<Stats['open']> {
  const result = await db.execute<{ stage: string; n: number }>(
    sql`select stage, sum(count)::int as n from opportunity_stage_totals where stage in ${openStages} group by stage`,
  );
  const byStage = new Map(result.rows.map((row) => [row.stage, row.n]));
  const stages = openStages.map((stage) => ({ stage, count: byStage.get(stage) ?? 0 }));
  return { count: stages.reduce((sum, entry) => sum + entry.count, 0), stages };
}

/**
 * The periods, as bounds in time: the Stockholm month of `now`, and the `STATS_WEEKS` ISO weeks
 * ending with the one of `now` (date_trunc('week') is the Monday). Local midnights are turned
 * back into instants with `at time zone`, so a week or month over a daylight-saving change has
 * its 167 or 169 hours.
 */
const periods = (now: Date) => sql`
  with local as (
    select ${now.toISOString()}::timestamptz at time zone ${BUSINESS_TIME_ZONE} as now_local
  ), weeks as (
    select k,
      (date_trunc('week', now_local) - make_interval(weeks => ${STATS_WEEKS - 1} - k)) as start_local
    from local, generate_series(0, ${STATS_WEEKS - 1}) k
  ), bounds as (
    select k, start_local,
      start_local at time zone ${BUSINESS_TIME_ZONE} as starts,
      (start_local + interval '1 week') at time zone ${BUSINESS_TIME_ZONE} as ends
    from weeks
  ), month as (
    select date_trunc('month', now_local) as start_local,
      date_trunc('month', now_local) at time zone ${BUSINESS_TIME_ZONE} as starts,
      (date_trunc('month', now_local) + interval '1 month') at time zone ${BUSINESS_TIME_ZONE} as ends
    from local
  )`;

type WeekRow = {
  k: number;
  week_start: string;
  week: number;
  created: number;
};

/**
 * Opportunities created per week: one count per week's range of `opportunities_created_at_idx`
 * (index only), so the cost is the number of opportunities made in the 12 weeks.
 */
async function createdPerWeek(db: Db, now: Date): Promise<WeekRow[]> {
  const result = await db.execute<WeekRow>(sql`
    ${periods(now)}
    select b.k, to_char(b.start_local, 'YYYY-MM-DD') as week_start, extract(week from b.start_local)::int as week,
      (select count(*)::int from opportunities o where o.created_at >= b.starts and o.created_at < b.ends) as created
    from bounds b
    order by b.k`);
  return result.rows;
}

/**
 * When a win counts: an opportunity is counted as won in the period of its latest `won` activity
 * entry (log 'Opportunity'), and only while its status is still `won`. A reverted win ('reverted'
 * entry, status back to open) therefore drops out of the figures, and winning it again counts it
 * once, in the period of the new win. Only entries since the earliest period start are read: the
 * latest entry of an opportunity falls in a period up to now exactly when it is the latest one
 * since that start. The value is the won quote's total ex VAT (exactly one quote is `won` on a
 * won opportunity; a quote without a total adds 0).
 *
 * Cost: the entries since the start are read by `activity_log_created_at_idx` or a scan and
 * filtered by log and event (the log has no index on its event), then joined to their
 * opportunities and won quotes by hash or index. When the log of those weeks is much larger than
 * their wins, a partial index `activity_log (created_at) where log_name = 'Opportunity' and
 * event = 'won'` would read the wins alone (not added: it needs a migration).
 */
async function wonPerPeriod(db: Db, now: Date): Promise<{ weeks: number[]; month: Stats['won_this_month'] }> {
  const result = await db.execute<{ k: number; won: number; month: string; month_won: number; month_value: string | number }>(sql`
    ${periods(now)},
    wins as materialized (
      select w.id, w.at, coalesce(q.total_ex_vat, 0) as value
      from (
        select a.subject_id as id, max(a.created_at) as at
        from activity_log a
        where a.log_name = 'Opportunity' and a.event = 'won'
          and a.created_at >= least((select starts from month), (select min(starts) from bounds))
        group by a.subject_id
      ) w
      join opportunities o on o.id = w.id and o.status = 'won'
      left join quotes q on q.opportunity_id = o.id and q.status = 'won'
    ), month_wins as (
      select count(*)::int as n, coalesce(sum(value), 0)::bigint as value
      from wins, month where wins.at >= month.starts and wins.at < month.ends
    )
    select b.k,
      (select count(*)::int from wins where wins.at >= b.starts and wins.at < b.ends) as won,
      (select to_char(start_local, 'YYYY-MM') from month) as month,
      (select n from month_wins) as month_won,
      (select value from month_wins) as month_value
    from bounds b
    order by b.k`);
  const first = result.rows[0];
  return {
    weeks: result.rows.map((row) => row.won),
    month: { month: first?.month ?? '', count: first?.month_won ?? 0, value_ex_vat: Number(first?.month_value ?? 0) },
  };
}

/** GET /opportunity-stats: the dashboard's cards and chart (`now` for tests of the period bounds). */
export async function getOpportunityStats(ctx: AppContext, now: Date = new Date()): Promise<Stats> {
  const db = ctx.database.db;
  // Side by side, each on its own connection of the pool.
  const [open, created, won] = await Promise.all([openCounts(db), createdPerWeek(db, now), wonPerPeriod(db, now)]);
  return {
    open,
    won_this_month: won.month,
    weeks: created.map((row, index) => ({ week_start: row.week_start, week: row.week, created: row.created, won: won.weeks[index] ?? 0 })),
  };
}
