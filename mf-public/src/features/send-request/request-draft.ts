import { LEAD_FIELDS, type LeadFormValues } from './to-lead-input';

/**
 * What the customer has typed into the request form, kept in this browser (localStorage) until the
 * request is sent: a crash, a closed tab or a lost connection must not cost them the whole form.
 * Nothing leaves the browser; a sent request or "Clear the form" removes it, and an old draft
 * (personal details on a shared computer) is forgotten after `DRAFT_MAX_AGE_MS`.
 */
export const DRAFT_KEY = 'portal.public.sendRequestDraft';
/** Typing is written at most this often. */
export const DRAFT_SAVE_DELAY_MS = 400;
const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const DRAFT_VERSION = 1;

export type RequestDraft = Partial<LeadFormValues>;

type Field = (typeof LEAD_FIELDS)[number];
type Stored = Partial<Record<Field, string | number | boolean>>;

const DATE_FIELDS = new Set<Field>(['start_date', 'end_date']);
const TIME_FIELDS = new Set<Field>(['arrival_time', 'departure_time']);
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function toStored(field: Field, value: unknown): string | number | boolean | undefined {
  // An emptied date or time gives '', an emptied number field null or NaN: nothing worth keeping.
  if (value === null || value === undefined || value === '') return undefined;
  if (DATE_FIELDS.has(field)) return typeof value === 'string' && DATE_PATTERN.test(value) ? value : undefined;
  if (TIME_FIELDS.has(field)) return typeof value === 'string' && TIME_PATTERN.test(value) ? value : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return undefined;
}

function fromStored(field: Field, value: unknown): string | number | boolean | undefined {
  if (DATE_FIELDS.has(field)) return typeof value === 'string' && DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  if (TIME_FIELDS.has(field)) return typeof value === 'string' && TIME_PATTERN.test(value) ? value : undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  return undefined;
}

/** The fields the customer filled in (not left at the form's defaults); undefined when none is. */
function storedFields(values: Partial<Record<Field, unknown>>, defaults: Partial<Record<Field, unknown>>): Stored | undefined {
  const stored: Stored = {};
  for (const field of LEAD_FIELDS) {
    const value = toStored(field, values[field]);
    if (value !== undefined && value !== defaults[field]) stored[field] = value;
  }
  return Object.keys(stored).length > 0 ? stored : undefined;
}

/**
 * Keeps the form's values (as `form.getFieldsValue()` gives them) that differ from its
 * `defaults`: a form typed into and emptied again leaves no draft. A full or blocked storage
 * (private browsing) only means there is no draft: the form itself goes on working.
 */
export function writeDraft(
  values: Partial<Record<Field, unknown>>,
  defaults: Partial<Record<Field, unknown>> = {},
  now = Date.now(),
): void {
  try {
    const stored = storedFields(values, defaults);
    if (stored) localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: DRAFT_VERSION, saved_at: now, values: stored }));
    else localStorage.removeItem(DRAFT_KEY);
  } catch {
    // No storage: nothing to keep the draft in.
  }
}

/** The kept draft, as form values; null when there is none (or it is unreadable or too old). */
export function readDraft(now = Date.now()): RequestDraft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(DRAFT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { version?: unknown; saved_at?: unknown; values?: unknown };
    const fresh = typeof parsed.saved_at === 'number' && now - parsed.saved_at < DRAFT_MAX_AGE_MS;
    if (parsed.version !== DRAFT_VERSION || !fresh || typeof parsed.values !== 'object' || parsed.values === null) {
      removeDraft();
      return null;
    }
    const stored = parsed.values as Record<string, unknown>;
    const draft: Record<string, unknown> = {};
    for (const field of LEAD_FIELDS) {
      const value = fromStored(field, stored[field]);
      if (value !== undefined) draft[field] = value;
    }
    return Object.keys(draft).length > 0 ? (draft as RequestDraft) : null;
  } catch {
    removeDraft();
    return null;
  }
}

export function removeDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // No storage, no draft.
  }
}
