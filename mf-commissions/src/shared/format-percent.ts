import type { Language } from '@portal/platform';

/** Basis points as a percent in the reader's notation: 1250 → "12,5 %" / "12.5%". */
export function formatBasisPoints(bp: number, language: Language): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'sv-SE', { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}
