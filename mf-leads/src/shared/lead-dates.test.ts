import { describe, expect, it } from 'vitest';
import { formatDateRange } from './lead-dates';

describe('formatDateRange', () => {
  it('writes a range as short as stays clear, in Swedish and English', () => {
    expect(formatDateRange('2031-03-12', '2031-03-12', 'sv')).toBe('12 mar 2031');
    expect(formatDateRange('2031-03-12', '2031-03-14', 'sv')).toBe('12–14 mar 2031');
    expect(formatDateRange('2031-03-30', '2031-04-02', 'sv')).toBe('30 mar – 2 apr 2031');
    expect(formatDateRange('2031-12-30', '2032-01-02', 'sv')).toBe('30 dec 2031 – 2 jan 2032');
    expect(formatDateRange('2031-03-12', '2031-03-14', 'en')).toBe('Mar 12–14, 2031');
    expect(formatDateRange('2031-03-30', '2031-04-02', 'en')).toBe('Mar 30 – Apr 2, 2031');
    expect(formatDateRange('2031-12-30', '2032-01-02', 'en')).toBe('Dec 30, 2031 – Jan 2, 2032');
  });
});
