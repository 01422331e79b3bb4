import type { LocalizedText } from '../types.js';
import { conflict, type HttpError } from '../errors.js';

/** A kind of record that may refer to the one being deleted, in both languages and numbers. */
export interface Referrer {
  en: readonly [singular: string, plural: string];
  sw: readonly [singular: string, plural: string];
}

export const referrers = {
  accounts: { en: ['account', 'accounts'], sw: ['konto', 'konton'] },
  contacts: { en: ['contact', 'contacts'], sw: ['kontakt', 'kontakter'] },
  tasks: { en: ['task', 'tasks'], sw: ['uppgift', 'uppgifter'] },
  notes: { en: ['note', 'notes'], sw: ['anteckning', 'anteckningar'] },
  users: { en: ['partner login', 'partner logins'], sw: ['partnerinloggning', 'partnerinloggningar'] },
  opportunities: { en: ['opportunity', 'opportunities'], sw: ['affärsmöjlighet', 'affärsmöjligheter'] },
  cities: { en: ['city', 'cities'], sw: ['ort', 'orter'] },
  leads: { en: ['lead', 'leads'], sw: ['lead', 'leads'] },
} satisfies Record<string, Referrer>;

/** What is being deleted: "The account" / "Kontot", and the Swedish pronoun for it (det/den). */
export interface InUseSubject {
  en: string;
  sw: string;
  swPronoun: 'den' | 'det';
}

function list(parts: string[], and: string): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} ${and} ${parts.at(-1)}`;
}

/**
 * "The account cannot be deleted: 2 contacts and 1 task refer to it." — or undefined when
 * nothing refers to the record.
 */
export function inUseMessage(subject: InUseSubject, counts: [Referrer, number][]): LocalizedText | undefined {
  const present = counts.filter(([, count]) => count > 0);
  if (present.length === 0) return undefined;
  const total = present.reduce((sum, [, count]) => sum + count, 0);
  const en = list(present.map(([referrer, count]) => `${count} ${referrer.en[count === 1 ? 0 : 1]}`), 'and');
  const sw = list(present.map(([referrer, count]) => `${count} ${referrer.sw[count === 1 ? 0 : 1]}`), 'och');
  return {
    en: `${subject.en} cannot be deleted: ${en} ${total === 1 ? 'refers' : 'refer'} to it.`,
    sw: `${subject.sw} kan inte tas bort: ${sw} hänvisar till ${subject.swPronoun}.`,
  };
}

/** When a reference appeared between the count and the delete (the RESTRICT foreign key said no). */
export function inUseByOthers(subject: InUseSubject): HttpError {
  return conflict({
    en: `${subject.en} cannot be deleted: other records refer to it.`,
    sw: `${subject.sw} kan inte tas bort: andra poster hänvisar till ${subject.swPronoun}.`,
  });
}

/** PostgreSQL's foreign_key_violation (23503), whether drizzle wrapped the driver's error or not. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23503') return true;
  }
  return false;
}
