/** The contract's limit for `csv` is 5 000 000 characters; a file of at most this many bytes never exceeds it. */
export const MAX_CSV_BYTES = 5_000_000;

export type CsvFileCheck = { ok: true } | { ok: false; reason: 'tooLarge' | 'empty' };

/** Refuses, before reading it, a file the server would refuse anyway. */
export function checkCsvFile(file: File): CsvFileCheck {
  if (file.size > MAX_CSV_BYTES) return { ok: false, reason: 'tooLarge' };
  if (file.size === 0) return { ok: false, reason: 'empty' };
  return { ok: true };
}
