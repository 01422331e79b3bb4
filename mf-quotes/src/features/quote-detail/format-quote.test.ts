import { describe, expect, it } from 'vitest';
import { formatBasisPoints, formatCount, formatFileSize } from './format-quote';

// Intl separates Swedish numbers and units with no-break spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('quote formats', () => {
  it('shows basis points as a percentage', () => {
    expect(plain(formatBasisPoints(1000, 'sv'))).toBe('10 %');
    expect(plain(formatBasisPoints(1250, 'sv'))).toBe('12,5 %');
    expect(formatBasisPoints(2500, 'en')).toBe('25%');
    expect(plain(formatBasisPoints(0, 'sv'))).toBe('0 %');
  });

  it('groups thousands', () => {
    expect(plain(formatCount(12000, 'sv'))).toBe('12 000');
    expect(formatCount(12000, 'en')).toBe('12,000');
  });

  it('names a file size in B, kB or MB', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(820_400, 'en')).toBe('820 kB');
    expect(formatFileSize(2_400_000, 'sv')).toBe('2,4 MB');
  });
});
