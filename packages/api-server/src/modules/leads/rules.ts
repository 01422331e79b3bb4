// A lead's life: a customer's request arrives New; an admin discards it or converts it into an
// opportunity (the opportunities module's convertLead, through convertLeadWith in service.ts).
import type { Schemas } from '../../core/contract.js';
import type { Transitions } from '../../core/state/transitions.js';
import type { LeadStatus } from './schema.js';

export type LeadAction = Schemas['LeadAction'];

export const leadTransitions: Transitions<LeadStatus, LeadAction> = {
  discard: { from: ['New'], to: 'Discarded', roles: [1] },
  convert: { from: ['New'], to: 'Converted', roles: [1] },
};
