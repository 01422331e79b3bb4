import { describe, expect, it } from 'vitest';
import { DRAFT_KEY, readDraft, removeDraft, writeDraft } from './request-draft';

const defaults = { single_room_people: 0, double_room_people: 0, accepts_shared_double: false, contact_method: 'email' };

describe('the request draft', () => {
  it('keeps dates, times, numbers and texts, and gives them back as the form holds them', () => {
    writeDraft(
      {
        ...defaults,
        first_name: 'Anna',
        start_date: '2031-05-12',
        end_date: '',
        arrival_time: '09:15',
        participants: 12,
        single_room_people: Number.NaN,
        region_id: 2,
        accepts_shared_double: true,
      },
      defaults,
    );
    const draft = readDraft();
    expect(draft?.first_name).toBe('Anna');
    expect(draft?.start_date).toBe('2031-05-12');
    expect(draft?.arrival_time).toBe('09:15');
    expect(draft?.participants).toBe(12);
    expect(draft?.region_id).toBe(2);
    expect(draft?.accepts_shared_double).toBe(true);
    // An emptied date and an unreadable number are not kept.
    expect(draft).not.toHaveProperty('end_date');
    expect(draft).not.toHaveProperty('single_room_people');
  });

  it('keeps nothing for a form left at its defaults or emptied again', () => {
    writeDraft({ first_name: 'Anna' }, defaults);
    writeDraft({ ...defaults, first_name: '' }, defaults);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(readDraft()).toBeNull();
  });

  it('forgets a draft that is old, unreadable or removed', () => {
    writeDraft({ first_name: 'Anna' }, {}, Date.now() - 31 * 24 * 60 * 60 * 1000);
    expect(readDraft()).toBeNull();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();

    localStorage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft()).toBeNull();

    writeDraft({ first_name: 'Anna' });
    removeDraft();
    expect(readDraft()).toBeNull();
  });
});
