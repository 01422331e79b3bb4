import type { Lead } from '@portal/api-client';

/** How a lead is named across the module: the customer's full name. */
export function leadName(lead: Pick<Lead, 'first_name' | 'last_name'>): string {
  return `${lead.first_name} ${lead.last_name}`.trim();
}
