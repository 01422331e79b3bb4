import { describe, expect, it } from 'vitest';
import { isSwedishOrganisationNumber } from './organisation-number';

describe('isSwedishOrganisationNumber', () => {
  it.each(['556036-0793', '5560360793', '16556036-0793', '165560360793', '202100-5489', ' 802002-4280 ', '556036 0793'])('accepts %s', (value) => {
    expect(isSwedishOrganisationNumber(value)).toBe(true);
  });

  it.each(['556036-0794', '556036-079', '556036--0793', '17556036-0793', '55603607930', 'abcdef-ghij', ''])('rejects %s', (value) => {
    expect(isSwedishOrganisationNumber(value)).toBe(false);
  });
});
