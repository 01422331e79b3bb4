import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes a moment as the other lists do, in the interface language', () => {
    expect(formatDateTime('2026-11-23T12:43:00', 'sv')).toBe('23 nov 2026 12:43');
    expect(formatDateTime('2026-11-23T12:43:00', 'en')).toBe('Nov 23, 2026 12:43 PM');
  });
});
