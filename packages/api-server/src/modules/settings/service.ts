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
  return {
    opportunity_idle_days: row.opportunityIdleDays,
    quote_response_days: row.quoteResponseDays,
    commission_reminder_interval: row.commissionReminderInterval,
    commission_reminder_unit: row.commissionReminderUnit,
    commission_reminders: row.commissionReminders,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function getCrmSettings(ctx: AppContext): Promise<CrmSettingsDto> {
  return toDto(await readSettings(ctx.database.db));
}

/** The contract bounds `opportunity_idle_days`, `quote_response_days` and the commission reminders' interval (1–90), unit (day, week, month) and count (1–10) (whole days, 1 to 365: a 422 on the field), and so does the table's CHECK. */
export async function updateCrmSettings(ctx: AppContext, caller: Caller, input: NonNullable<BodyOf<'updateCrmSettings'>>): Promise<CrmSettingsDto> {
  return toDto(
    await writeSettings(
      ctx.database.db,
      {
        opportunityIdleDays: input.opportunity_idle_days,
        ...(input.quote_response_days === undefined ? {} : { quoteResponseDays: input.quote_response_days }),
        ...(input.commission_reminder_interval === undefined ? {} : { commissionReminderInterval: input.commission_reminder_interval }),
        ...(input.commission_reminder_unit === undefined ? {} : { commissionReminderUnit: input.commission_reminder_unit }),
        ...(input.commission_reminders === undefined ? {} : { commissionReminders: input.commission_reminders }),
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

/** For the commissions domain: the first wait before a reminder to report (doubling after each), and how many reminders. */
export async function commissionReminderSettings(db: Db): Promise<{ interval: number; unit: 'day' | 'week' | 'month'; reminders: number }> {
  const row = await readSettings(db);
  return { interval: row.commissionReminderInterval, unit: row.commissionReminderUnit, reminders: row.commissionReminders };
}
