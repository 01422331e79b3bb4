import type { Language } from '@portal/platform';

/** How long a venue takes to answer, in the unit a reader takes in at a glance. */
export type ResponseTime = { unit: 'underHour' } | { unit: 'hours' | 'days'; value: number };

/**
 * Hours from the invitation to the answer as hours up to two days ("5 timmar"), then as days with
 * one decimal below ten days ("2,5 dagar") and whole days beyond ("12 dagar"). The admin's quote
 * list (mf-quotes) says it the same way.
 */
export function responseTime(hours: number): ResponseTime {
  if (hours < 1) return { unit: 'underHour' };
  const wholeHours = Math.round(hours);
  if (wholeHours < 48) return { unit: 'hours', value: wholeHours };
  const days = hours / 24;
  return { unit: 'days', value: days < 10 ? Math.round(days * 10) / 10 : Math.round(days) };
}

const numberLocale = (language: Language) => (language === 'en' ? 'en-GB' : 'sv-SE');

/** A number as the language writes it ("2,5" / "2.5"). */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 1 }).format(value);
}

/** A part of a whole as a percentage, rounded to whole percent ("83 %" / "83%"). */
export function formatShare(part: number, whole: number, language: Language): string {
  return new Intl.NumberFormat(numberLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(whole === 0 ? 0 : part / whole);
}
