import { describe, expect, it } from 'vitest';
import { formatNumber, formatShare, responseTime } from './response-time';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('responseTime', () => {
  it('says "under an hour", then whole hours up to two days, then days', () => {
    expect(responseTime(0.4)).toEqual({ unit: 'underHour' });
    expect(responseTime(5.4)).toEqual({ unit: 'hours', value: 5 });
    expect(responseTime(47.4)).toEqual({ unit: 'hours', value: 47 });
    expect(responseTime(60)).toEqual({ unit: 'days', value: 2.5 });
    expect(responseTime(12.4 * 24)).toEqual({ unit: 'days', value: 12 });
  });

  it('writes numbers and shares as the language does', () => {
    expect(formatNumber(2.5, 'sv')).toBe('2,5');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(plain(formatShare(10, 12, 'sv'))).toBe('83 %');
    expect(formatShare(10, 12, 'en')).toBe('83%');
    expect(formatShare(0, 0, 'en')).toBe('0%');
  });
});
