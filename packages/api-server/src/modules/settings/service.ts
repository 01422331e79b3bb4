import type { AppContext } from '../../core/context.js';
import type { BodyOf, Schemas } from '../../core/contract.js';
import type { Caller } from '../../core/auth/caller.js';
import type { Db } from '../../core/db/client.js';
import type { LocalizedText } from '../../core/types.js';
import { readSettings, writeSettings, type SettingsRow } from './repository.js';

type CrmSettingsDto = Schemas['CrmSettings'];

export const settingsMessages = {
  updated: { en: 'Settings saved', sw: 'Inställningarna har sparats' },
} satisfies Record<string, LocalizedText>;

function toDto(row: SettingsRow): CrmSettingsDto {
  return { opportunity_idle_days: row.opportunityIdleDays, quote_response_days: row.quoteResponseDays, updated_at: row.updatedAt.toISOString() };
}

export async function getCrmSettings(ctx: AppContext): Promise<CrmSettingsDto> {
  return toDto(await readSettings(ctx.database.db));
}

/** The contract bounds `opportunity_idle_days` and `quote_response_days` (whole days, 1 to 365: a 422 on the field), and so does the table's CHECK. */
export async function updateCrmSettings(ctx: AppContext, caller: Caller, input: NonNullable<BodyOf<'updateCrmSettings'>>): Promise<CrmSettingsDto> {
  return toDto(
    await writeSettings(
      ctx.database.db,
      {
        opportunityIdleDays: input.opportunity_idle_days,
        ...(input.quote_response_days === undefined ? {} : { quoteResponseDays: input.quote_response_days }),
      },
      caller.userId,
    ),
  );
}

/** For other domains: after how many untouched days an open opportunity is idle. */
export async function opportunityIdleDays(db: Db): Promise<number> {
  return (await readSettings(db)).opportunityIdleDays;
}

/** For other domains: how many days a venue has to answer an invitation. */
export async function quoteResponseDays(db: Db): Promise<number> {
  return (await readSettings(db)).quoteResponseDays;
}
