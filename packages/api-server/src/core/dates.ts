/** The business runs in Sweden: "today" for date rules is the date in Stockholm. */
export const BUSINESS_TIME_ZONE = 'Europe/Stockholm';

/** One formatter per time zone: making one costs more than a list's other work on its rows (issue 22). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function todayIn(timeZone: string = BUSINESS_TIME_ZONE, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // sv-SE formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** A date (YYYY-MM-DD) some days later (or earlier, when negative). */
export function addDays(from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
