import { i18n } from '@portal/platform';
import { describe, expect, it } from 'vitest';
import { gapText } from './gap-text';
import { PRESENTATION_NS } from './texts';

const sv = i18n.getFixedT('sv', PRESENTATION_NS);
const en = i18n.getFixedT('en', PRESENTATION_NS);
const START = '2031-03-12';

describe('gapText', () => {
  it('counts rooms against the request, in either language', () => {
    expect(gapText({ kind: 'single_rooms', requested: 6, offered: 4, name: null, day: null }, sv, 'sv', START)).toBe('4 enkelrum av 6 efterfrågade');
    expect(gapText({ kind: 'double_rooms', requested: 12, offered: 1, name: null, day: null }, en, 'en', START)).toBe('1 double room of 12 requested');
    expect(gapText({ kind: 'single_rooms', requested: 1200, offered: 0, name: null, day: null }, en, 'en', START)).toBe('0 single rooms of 1,200 requested');
  });

  it('names a hall too small, with the largest one when the venue gave it', () => {
    expect(gapText({ kind: 'hall_size', requested: 40, offered: null, name: null, day: null }, sv, 'sv', START)).toBe('Ingen sal för 40 personer');
    expect(gapText({ kind: 'hall_capacity', requested: 40, offered: 30, name: null, day: null }, en, 'en', START)).toBe(
      'No hall with room for all 40 participants (at most 30 places)',
    );
  });

  it('says a venue lies in another town than asked (issue 27 §1)', () => {
    expect(gapText({ kind: 'place', requested: null, offered: null, name: 'Stockholm', day: null }, sv, 'sv', START)).toBe('Ligger i Stockholm, inte där ni bad om');
    expect(gapText({ kind: 'place', requested: null, offered: null, name: 'Stockholm', day: null }, en, 'en', START)).toBe('In Stockholm, not where you asked');
  });

  it('names a missing meal or row by the event’s day, or by its date when the event has no first day', () => {
    expect(gapText({ kind: 'meal_missing', requested: 40, offered: null, name: 'Lunch', day: '2031-03-13' }, sv, 'sv', START)).toBe('Lunch dag 2 saknas');
    expect(gapText({ kind: 'meal_missing', requested: 40, offered: null, name: 'Middag', day: null }, en, 'en', START)).toBe('Middag is missing');
    expect(gapText({ kind: 'item_missing', requested: 1, offered: null, name: 'Projektor', day: '2031-03-12' }, en, 'en', null)).toBe(
      'Projektor on Mar 12, 2031 is missing',
    );
  });
});
