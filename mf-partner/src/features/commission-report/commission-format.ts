import type { Language } from '@portal/platform';

const locale = (language: Language) => (language === 'en' ? 'en-GB' : 'sv-SE');

/** Basis points as a percent in the language's notation: 1250 → "12,5 %" / "12.5%". */
export function formatPercent(bp: number, language: Language): string {
  return new Intl.NumberFormat(locale(language), { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** A whole number in the language's notation: 10 000 / 10,000. */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(locale(language)).format(value);
}

/** A file's size for people: "2,4 MB" / "2.4 MB", "120 kB". */
export function formatFileSize(bytes: number, language: Language): string {
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(locale(language), { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  return format(Math.max(1, Math.round(bytes / 1024)), 'kB');
}
