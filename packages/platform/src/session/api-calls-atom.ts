import { atom } from 'jotai';

export interface ApiCalls {
  started: number;
  completed: number;
}

/** API calls since the last idle moment, for the header's progress percentage. */
export const apiCallsAtom = atom<ApiCalls>({ started: 0, completed: 0 });
apiCallsAtom.debugLabel = 'apiCallsAtom';
