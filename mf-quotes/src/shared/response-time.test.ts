import { describe, expect, it } from 'vitest';
import { formatResponseNumber, responseTime } from './response-time';

describe('responseTime', () => {
  it('says "under an hour" below one hour', () => {
    expect(responseTime(0)).toEqual({ unit: 'underHour' });
    expect(responseTime(0.99)).toEqual({ unit: 'underHour' });
  });

  it('counts whole hours up to two days', () => {
    expect(responseTime(1)).toEqual({ unit: 'hours', value: 1 });
    expect(responseTime(5.4)).toEqual({ unit: 'hours', value: 5 });
    expect(responseTime(47.4)).toEqual({ unit: 'hours', value: 47 });
  });

  it('counts days with one decimal from two days, and whole days from ten', () => {
    expect(responseTime(47.6)).toEqual({ unit: 'days', value: 2 });
    expect(responseTime(60)).toEqual({ unit: 'days', value: 2.5 });
    expect(responseTime(9.96 * 24)).toEqual({ unit: 'days', value: 10 });
    expect(responseTime(12.4 * 24)).toEqual({ unit: 'days', value: 12 });
  });

  it('writes the number as the language does', () => {
    expect(formatResponseNumber(2.5, 'sv')).toBe('2,5');
    expect(formatResponseNumber(2.5, 'en')).toBe('2.5');
  });
});
