import { describe, expect, it } from 'vitest';
import { allowedActions, nextState, type Transitions } from './transitions.js';

type State = 'open' | 'won' | 'lost';
type Action = 'win' | 'lose' | 'reopen';
const table: Transitions<State, Action> = {
  win: { from: ['open'], to: 'won', roles: [1] },
  lose: { from: ['open'], to: 'lost', roles: [1, 2] },
  reopen: { from: ['won', 'lost'], to: 'open', roles: [1] },
};

describe('transition tables', () => {
  it('lead from a state only where the table allows', () => {
    expect(nextState(table, 'win', 'open')).toBe('won');
    expect(nextState(table, 'win', 'lost')).toBeUndefined();
    expect(nextState(table, 'reopen', 'lost')).toBe('open');
    expect(nextState(table, 'reopen', 'open')).toBeUndefined();
  });

  it('list the actions a role may take now, in the table order', () => {
    expect(allowedActions(table, 'open', 1)).toEqual(['win', 'lose']);
    expect(allowedActions(table, 'open', 2)).toEqual(['lose']);
    expect(allowedActions(table, 'won', 1)).toEqual(['reopen']);
    expect(allowedActions(table, 'won', 2)).toEqual([]);
    expect(allowedActions(table, 'open', null)).toEqual([]);
  });
});
