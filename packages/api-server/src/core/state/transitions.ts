// Pure state machines: which action moves a record from which states to which state, and who
// may take it. A domain declares its table in rules.ts; the same table answers "may this
// caller do this now" (allowed_actions in every record) and guards the change itself.
import type { Role } from '../types.js';

/**
 * Who takes an action: a signed-in user of a role, a scheduled job (a sweep), or the holder of a
 * capability link (an outside venue, a customer) who has no login.
 */
export type StateActor = Role | 'job' | 'link';

export interface Transition<State extends string> {
  from: readonly State[];
  to: State;
  /** Who may take this action. */
  roles: readonly StateActor[];
}

export type Transitions<State extends string, Action extends string> = Readonly<Record<Action, Transition<State>>>;

/** The state `action` leads to from `state`, or undefined when the table does not allow it. */
export function nextState<State extends string, Action extends string>(
  table: Transitions<State, Action>,
  action: Action,
  state: State,
): State | undefined {
  const transition = table[action];
  return transition.from.includes(state) ? transition.to : undefined;
}

/** The actions a caller of `role` (or a link's holder) may take on a record in `state`, in the table's order. */
export function allowedActions<State extends string, Action extends string>(
  table: Transitions<State, Action>,
  state: State,
  role: StateActor | null,
): Action[] {
  return (Object.keys(table) as Action[]).filter((action) => {
    const transition = table[action];
    return role !== null && transition.roles.includes(role) && transition.from.includes(state);
  });
}
