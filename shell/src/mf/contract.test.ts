import { describe, expect, it } from 'vitest';
import { satisfies, unmetRequirements } from './contract';

describe('the contract between the shell and a module', () => {
  it('meets a caret range within the same major, and no older version', () => {
    expect(satisfies('19.3.1', '^19.3.1')).toBe(true);
    expect(satisfies('19.4.0', '^19.3.1')).toBe(true);
    expect(satisfies('19.3.0', '^19.3.1')).toBe(false);
    expect(satisfies('20.0.0', '^19.3.1')).toBe(false);
    expect(satisfies('2.0.0', '^2.0.0')).toBe(true);
    expect(satisfies('1.9.9', '^2.0.0')).toBe(false);
  });

  it('reads a caret below 1.0.0 as the same minor', () => {
    expect(satisfies('0.17.3', '^0.17.1')).toBe(true);
    expect(satisfies('0.18.0', '^0.17.1')).toBe(false);
    expect(satisfies('0.0.3', '^0.0.3')).toBe(true);
    expect(satisfies('0.0.4', '^0.0.3')).toBe(false);
  });

  it('knows tilde, at-least, exact and any, and refuses what it cannot read', () => {
    expect(satisfies('5.108.4', '~5.108.0')).toBe(true);
    expect(satisfies('5.109.0', '~5.108.0')).toBe(false);
    expect(satisfies('7.0.0', '>=6.6.8')).toBe(true);
    expect(satisfies('6.6.8', '6.6.8')).toBe(true);
    expect(satisfies('6.6.9', '6.6.8')).toBe(false);
    expect(satisfies('1.0.0', '*')).toBe(true);
    expect(satisfies('1.0.0', '1.x || 2.x')).toBe(false);
    expect(satisfies('not a version', '^1.0.0')).toBe(false);
  });

  it('names what a shell cannot give a module: a newer major, or a singleton it lacks', () => {
    const provided = { react: '19.3.1', '@portal/platform/core': '2.0.0' };
    expect(unmetRequirements({ react: '^19.0.0', '@portal/platform/core': '^2.0.0' }, provided)).toEqual([]);
    expect(unmetRequirements({ react: '^19.0.0', '@portal/platform/core': '^3.0.0', jotai: '^2.0.0' }, provided)).toEqual([
      '@portal/platform/core ^3.0.0 (2.0.0)',
      'jotai ^2.0.0 (not provided)',
    ]);
  });
});
