import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import type { AnswerOf, Schemas } from './contract.js';
import type { LocalizedText } from './types.js';
import { fieldError, ValidationError, type FieldErrorBag, type FieldErrors } from './errors.js';

/** At most this many data rows per import (the header not counted). */
export const MAX_IMPORT_ROWS = 10_000;

export const csvMessages = {
  empty: { en: 'The file has no header row', sw: 'Filen saknar rubrikrad' },
  unreadable: { en: 'The file could not be read as CSV', sw: 'Filen kunde inte läsas som CSV' },
  tooManyRows: {
    en: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows; split it into smaller files`,
    sw: `Filen har fler än ${MAX_IMPORT_ROWS.toLocaleString('sv')} rader; dela upp den i mindre filer`,
  },
} satisfies Record<string, LocalizedText>;

export type CsvValues = Record<string, string | null>;

export interface CsvRow {
  /** Line in the file where the row starts (the header is line 1). */
  line: number;
  values: CsvValues;
}

export interface CsvTable {
  /** The header's columns this import knows, in the file's order. */
  columns: string[];
  rows: CsvRow[];
}

/** The delimiter the header line uses most, outside quotes: comma or semicolon. */
function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && character === ',') commas += 1;
    else if (!quoted && character === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Reads a CSV with a header row of field names (BOM and surrounding spaces dropped, empty
 * cells as null). Columns the import does not know are left out; missing required ones are a
 * 422 on `csv`, as are an unreadable file and more than MAX_IMPORT_ROWS rows.
 */
export function readCsv(text: string, known: readonly string[], required: readonly string[]): CsvTable {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    throw fieldError('csv', csvMessages.unreadable);
  }
  const [header, ...data] = records;
  if (!header || header.record.every((cell) => cell === '')) throw fieldError('csv', csvMessages.empty);
  if (data.length > MAX_IMPORT_ROWS) throw fieldError('csv', csvMessages.tooManyRows);

  const names = header.record.map((cell) => cell.trim().toLowerCase());
  const missing = required.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    throw fieldError('csv', {
      en: `The header row must name the columns ${missing.join(', ')}`,
      sw: `Rubrikraden måste innehålla kolumnerna ${missing.join(', ')}`,
    });
  }
  const columns = names.filter((name, index) => known.includes(name) && names.indexOf(name) === index);
  const rows = data.map(({ record, info }) => {
    const values: CsvValues = {};
    for (const column of columns) {
      const cell = unescapeFormula(record[names.indexOf(column)]?.trim() ?? '');
      values[column] = cell === '' ? null : cell;
    }
    // info.lines is where the record ends; a quoted cell may span lines.
    const spanned = record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
    return { line: info.lines - spanned, values };
  });
  return { columns, rows };
}

/** Undoes the export's formula guard: `'=SUM(A1)` read back is the text `=SUM(A1)` again. */
function unescapeFormula(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** A number as people type it in a spreadsheet: "12.5" or "12,5". */
export function parseDecimal(value: string): number | undefined {
  const number = Number(value.replace(',', '.').replace(/\s+/g, ''));
  return value.trim() !== '' && Number.isFinite(number) ? number : undefined;
}

/** What a row's checks collected (every message of every field), without throwing. */
export function collectedErrors(errors: FieldErrorBag): FieldErrors {
  try {
    errors.throwIfAny();
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

/** One row of an import preview. */
export type PreviewRow = Schemas['ImportPreview']['rows'][number];
/** The record a row duplicates: an existing one, or (id null) an earlier row of the same file. */
export type DuplicateOf = NonNullable<PreviewRow['duplicate_of']>;
/** How many rows an import created and skipped (accounts and contacts alike). */
export type ImportResult = AnswerOf<'importAccounts'>['data'];

export function summarise(columns: string[], rows: PreviewRow[]): Schemas['ImportPreview'] {
  const invalid = rows.filter((row) => Object.keys(row.errors).length > 0).length;
  return {
    columns,
    total: rows.length,
    valid: rows.length - invalid,
    duplicates: rows.filter((row) => row.duplicate_of !== null).length,
    invalid,
    rows,
  };
}

/** How many rows of the checked file an import creates and skips. */
export function importCounts<Row extends PreviewRow>(rows: Row[], skipDuplicates: boolean): { create: Row[]; result: Omit<ImportResult, 'created'> } {
  const valid = rows.filter((row) => Object.keys(row.errors).length === 0);
  const create = skipDuplicates ? valid.filter((row) => row.duplicate_of === null) : valid;
  return { create, result: { skipped_duplicates: valid.length - create.length, skipped_invalid: rows.length - valid.length } };
}

/**
 * A CSV download: UTF-8 with a BOM (so spreadsheet programs read å, ä, ö), a header row of
 * field names, the rows streamed from `records` as they are read.
 */
export function csvStream(columns: readonly string[], records: AsyncIterable<Record<string, unknown>>): Readable {
  // escape_formulas: a cell starting with = + - @ is written as '=… so a spreadsheet shows it as
  // text instead of running it (CSV injection); readCsv takes the quote off again on import.
  const stringifier = stringify({ bom: true, header: true, columns: [...columns], escape_formulas: true });
  const source = Readable.from(records);
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

/** Runs through a table in batches by id, so an export never holds every row at once. */
export async function* inBatches<T extends { id: number }>(fetch: (afterId: number, limit: number) => Promise<T[]>, size = 1000): AsyncGenerator<T> {
  let afterId = 0;
  for (;;) {
    const batch = await fetch(afterId, size);
    yield* batch;
    if (batch.length < size) return;
    afterId = batch[batch.length - 1]!.id;
  }
}
