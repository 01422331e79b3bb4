import type { Language } from '@portal/platform';

const numberLocale = (language: Language) => (language === 'en' ? 'en-GB' : 'sv-SE');

/** Basis points as a percentage in the language's notation: 1250 → "12,5 %" / "12.5%". */
export function formatBasisPoints(bp: number, language: Language): string {
  return new Intl.NumberFormat(numberLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** A whole number in the language's notation (thousands grouped). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(numberLocale(language)).format(value);
}

/** A file's size as people read it: "820 kB", "2,4 MB". */
export function formatFileSize(bytes: number, language: Language): string {
  const format = new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 1 });
  if (bytes < 1000) return `${format.format(bytes)} B`;
  if (bytes < 1_000_000) return `${format.format(Math.round(bytes / 1000))} kB`;
  return `${format.format(bytes / 1_000_000)} MB`;
}
