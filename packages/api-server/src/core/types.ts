import type { Schemas } from './contract.js';

/** The two languages of the portal: texts, mails and messages come in both. */
export type Language = Schemas['User']['language'];

export type Role = Schemas['Role'];

export type LocalizedText = Schemas['LocalizedText'];
