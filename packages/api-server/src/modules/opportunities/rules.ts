// An opportunity's life (PIPELINE.md "Opportunity"): open → won (a winning venue whose quote is
// submitted), lost (with a reason) or closed (no outcome); any end state back to open. Pure:
// unit-tested without a database.
import type { Schemas } from '../../core/contract.js';
import { allowedActions, type Transitions } from '../../core/state/transitions.js';
import type { Role } from '../../core/types.js';
import type { LostReason, OpportunityStatus } from './schema.js';

export type OpportunityAction = Schemas['OpportunityAction'];

/** The actions that change `status` (through core/state's changeState). */
export type OpportunityStateAction = Extract<OpportunityAction, 'win' | 'lose' | 'close' | 'revert'>;
export type OpportunityMove = Schemas['OpportunityMove'];

export const opportunityTransitions: Transitions<OpportunityStatus, OpportunityStateAction> = {
  win: { from: ['open'], to: 'won', roles: [1] },
  lose: { from: ['open'], to: 'lost', roles: [1] },
  close: { from: ['open'], to: 'closed', roles: [1] },
  revert: { from: ['won', 'lost', 'closed'], to: 'open', roles: [1] },
};

/** Only an open opportunity may be edited; a decided one answers 409. */
export const isEditable = (status: OpportunityStatus): boolean => status === 'open';

/** The "New" label: open, and the admin reading it has not seen it since its latest change. */
export const isUnseen = (status: OpportunityStatus, seen: boolean): boolean => status === 'open' && !seen;

/**
 * What a caller of `role` may do with an opportunity now, in a fixed order: edit (while open),
 * the state changes of the table (win only once a quote is submitted), and marking it seen or
 * unseen (admins, in any state).
 */
export function opportunityActions(status: OpportunityStatus, seen: boolean, role: Role | null, hasSubmittedQuote = false): OpportunityAction[] {
  if (role !== 1) return [];
  return [
    ...(isEditable(status) ? (['edit'] as const) : []),
    ...allowedActions(opportunityTransitions, status, role).filter((action) => action !== 'win' || hasSubmittedQuote),
    seen ? 'mark_unseen' : 'mark_seen',
  ];
}

/** Which field of a lose request is missing, if any: a reason, and a text for `other`. */
export function missingLostReason(reason: LostReason | null | undefined, text: string | null): 'lost_reason' | 'lost_reason_text' | null {
  if (!reason) return 'lost_reason';
  if (reason === 'other' && !text) return 'lost_reason_text';
  return null;
}

/** Arrival and departure go in quarter hours (the venues plan rooms and meals by them). */
export const isQuarterHour = (time: string): boolean => /^([01]\d|2[0-3]):(00|15|30|45)(:00)?$/.test(time);

/** The name of an opportunity nobody named: the customer's company and the start date. */
export function derivedName(companyName: string | null, startDate: string | null): string {
  return [companyName, startDate].filter((part): part is string => Boolean(part)).join(' ') || 'Opportunity';
}

/** A lead counts people in shared double rooms; the opportunity counts rooms (two to a room). */
export const doubleRoomsFor = (people: number): number => Math.ceil(people / 2);

/**
 * The columns of the board a card may be dropped on: each is an action the server takes (lose
 * asks for a reason, close ends it, win asks for the winning venue and needs a submitted quote).
 * Every other stage is derived from the venues, quotes, presentations and bookings (migration
 * 0027 `opportunity_stages_derived`), so moving a card there means nothing and is not offered.
 */
export function boardMoves(status: OpportunityStatus, hasSubmittedQuote: boolean): OpportunityMove[] {
  if (status !== 'open') return [];
  return [...(hasSubmittedQuote ? (['won'] as const) : []), 'lost', 'closed'];
}
