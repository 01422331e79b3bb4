/** The business runs in Sweden: "today" for date rules is the date in Stockholm. */
export const BUSINESS_TIME_ZONE = 'Europe/Stockholm';

export function todayIn(timeZone: string = BUSINESS_TIME_ZONE, now: Date = new Date()): string {
  // sv-SE formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
