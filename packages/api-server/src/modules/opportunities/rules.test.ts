import { describe, expect, it } from 'vitest';
import { nextState } from '../../core/state/transitions.js';
import {
  boardMoves,
  derivedName,
  doubleRoomsFor,
  isQuarterHour,
  isUnseen,
  missingLostReason,
  opportunityActions,
  opportunityTransitions as table,
} from './rules.js';

describe('the opportunity transition table', () => {
  it('loses and closes only an open opportunity', () => {
    expect(nextState(table, 'lose', 'open')).toBe('lost');
    expect(nextState(table, 'close', 'open')).toBe('closed');
    for (const state of ['won', 'lost', 'closed'] as const) {
      expect(nextState(table, 'lose', state)).toBeUndefined();
      expect(nextState(table, 'close', state)).toBeUndefined();
    }
  });

  it('reverts any end state to open, never an open one', () => {
    for (const state of ['won', 'lost', 'closed'] as const) expect(nextState(table, 'revert', state)).toBe('open');
    expect(nextState(table, 'revert', 'open')).toBeUndefined();
  });

  it('wins only from open, and lets admins only', () => {
    expect(nextState(table, 'win', 'open')).toBe('won');
    for (const state of ['won', 'lost', 'closed'] as const) expect(nextState(table, 'win', state)).toBeUndefined();
    for (const transition of Object.values(table)) expect(transition.roles).toEqual([1]);
  });
});

describe('allowed actions', () => {
  it('offers an admin edit, lose and close while open, and the seen toggle', () => {
    expect(opportunityActions('open', false, 1)).toEqual(['edit', 'lose', 'close', 'mark_seen']);
    expect(opportunityActions('open', true, 1)).toEqual(['edit', 'lose', 'close', 'mark_unseen']);
  });

  it('offers win once a quote is submitted', () => {
    expect(opportunityActions('open', true, 1, true)).toEqual(['edit', 'win', 'lose', 'close', 'mark_unseen']);
    expect(opportunityActions('won', true, 1, false)).toEqual(['revert', 'mark_unseen']);
  });

  it('offers only revert (and the seen toggle) once decided', () => {
    expect(opportunityActions('lost', true, 1)).toEqual(['revert', 'mark_unseen']);
    expect(opportunityActions('closed', false, 1)).toEqual(['revert', 'mark_seen']);
    expect(opportunityActions('won', true, 1)).toEqual(['revert', 'mark_unseen']);
  });

  it('offers nothing to partners, customers or nobody', () => {
    expect(opportunityActions('open', false, 2)).toEqual([]);
    expect(opportunityActions('lost', false, 3)).toEqual([]);
    expect(opportunityActions('open', false, null)).toEqual([]);
  });
});

describe('the smaller rules', () => {
  it('shows New for an open opportunity nobody has seen', () => {
    expect(isUnseen('open', false)).toBe(true);
    expect(isUnseen('open', true)).toBe(false);
    expect(isUnseen('lost', false)).toBe(false);
  });

  it('wants a lost reason, and a text for other', () => {
    expect(missingLostReason(null, null)).toBe('lost_reason');
    expect(missingLostReason(undefined, 'text')).toBe('lost_reason');
    expect(missingLostReason('other', null)).toBe('lost_reason_text');
    expect(missingLostReason('other', 'Budget cut')).toBeNull();
    expect(missingLostReason('changed_dates', null)).toBeNull();
  });

  it('takes times on the quarter hour only', () => {
    for (const time of ['00:00', '09:15', '12:30', '23:45', '09:15:00']) expect(isQuarterHour(time)).toBe(true);
    for (const time of ['09:07', '24:00', '9:15', '09:15:30']) expect(isQuarterHour(time)).toBe(false);
  });

  it('names an opportunity after its customer and date, and counts double rooms two to a room', () => {
    expect(derivedName('Nordisk Energi AB', '2030-05-14')).toBe('Nordisk Energi AB 2030-05-14');
    expect(derivedName(null, null)).toBe('Opportunity');
    expect([0, 1, 2, 3].map(doubleRoomsFor)).toEqual([0, 1, 1, 2]);
  });
});

describe('board moves', () => {
  it('offers won only with a submitted quote, lost and closed while open, nothing once decided', () => {
    expect(boardMoves('open', false)).toEqual(['lost', 'closed']);
    expect(boardMoves('open', true)).toEqual(['won', 'lost', 'closed']);
    for (const status of ['won', 'lost', 'closed'] as const) expect(boardMoves(status, true)).toEqual([]);
  });
});
