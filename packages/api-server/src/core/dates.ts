/** The business runs in Sweden: "today" for date rules is the date in Stockholm. */
export const BUSINESS_TIME_ZONE = 'Europe/Stockholm';

export function todayIn(timeZone: string = BUSINESS_TIME_ZONE, now: Date = new Date()): string {
  // sv-SE formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A date (YYYY-MM-DD) some days later (or earlier, when negative). */
export function addDays(from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
