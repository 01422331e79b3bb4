import { describe, expect, it } from 'vitest';
import type { LeadFormValues } from './to-lead-input';
import { LEAD_FORM_RULES } from './use-lead-form-rules';

/** The end date's message key for these values, or undefined when it is fine. */
function endDateMessage(values: Partial<LeadFormValues>): string | undefined {
  for (const rule of LEAD_FORM_RULES.end_date ?? []) {
    const message = rule(values.end_date as never, values as LeadFormValues);
    if (message) return message.key;
  }
  return undefined;
}

describe('the request form’s end date', () => {
  const start = `${new Date().getFullYear() + 1}-03-10`;
  it('flags an overnight conference that ends the day it starts', () => {
    expect(endDateMessage({ conference_type: 'overnight', start_date: start, end_date: start })).toBe('public:sendRequest.validation.overnightSameDay');
  });
  it('lets a day conference end the day it starts, and an overnight one a day later', () => {
    expect(endDateMessage({ conference_type: 'day', start_date: start, end_date: start })).toBeUndefined();
    expect(endDateMessage({ conference_type: 'overnight', start_date: start, end_date: start.replace(/-10$/, '-11') })).toBeUndefined();
  });
});
