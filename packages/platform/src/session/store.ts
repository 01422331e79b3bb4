import { createStore } from 'jotai';

/** The one jotai store of the page, shared by the shell and every module. */
export const portalStore = createStore();
