import type { Language } from '@portal/platform';

/** How long a venue took to answer, in the unit a reader takes in at a glance. */
export type ResponseTime = { unit: 'underHour' } | { unit: 'hours' | 'days'; value: number };

/**
 * Hours from the invitation to the answer as hours up to two days ("5 timmar"), then as days with
 * one decimal below ten days ("2,5 dagar") and whole days beyond ("12 dagar").
 */
export function responseTime(hours: number): ResponseTime {
  if (hours < 1) return { unit: 'underHour' };
  const wholeHours = Math.round(hours);
  if (wholeHours < 48) return { unit: 'hours', value: wholeHours };
  const days = hours / 24;
  return { unit: 'days', value: days < 10 ? Math.round(days * 10) / 10 : Math.round(days) };
}

/** The number of a response time as the language writes it ("2,5" / "2.5"). */
export function formatResponseNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'sv-SE', { maximumFractionDigits: 1 }).format(value);
}
