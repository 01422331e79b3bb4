import type { Language } from '@portal/platform';
import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/sv';
import localizedFormat from 'dayjs/plugin/localizedFormat';

// Extending the page's one (shared) dayjs is idempotent; the modules do the same.
dayjs.extend(localizedFormat);

/** `2031-03-12` → "12 mars 2031" / "Mar 12, 2031" (docs/wording.md: dayjs `ll`). */
export function formatDate(value: string, language: Language): string {
  return dayjs(value).locale(language).format('ll');
}

/** A moment with its time of day, in the reader's time zone. */
export function formatDateTime(value: string, language: Language): string {
  return dayjs(value).locale(language).format('lll');
}

/** The event's first and last day, one date when they are the same. */
export function formatDateSpan(start: string | null, end: string | null, language: Language): string | null {
  if (!start) return null;
  if (!end || dayjs(start).isSame(end, 'day')) return formatDate(start, language);
  return `${formatDate(start, language)} – ${formatDate(end, language)}`;
}

/** `09:00:00` or `09:00` → `09:00`. */
export function formatTime(value: string | null): string | null {
  return value ? value.slice(0, 5) : null;
}

/** A share in basis points as a percent in the language's notation: 1250 → "12,5 %" / "12.5%". */
export function formatPercent(bp: number, language: Language): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'sv-SE', { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** A whole number in the language's notation: 10 000 / 10,000. */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'sv-SE').format(value);
}

/** A file's size for people: "2,4 MB" / "2.4 MB", "120 kB". */
export function formatFileSize(bytes: number, language: Language): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'sv-SE', { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  return format(Math.max(1, Math.round(bytes / 1024)), 'kB');
}
