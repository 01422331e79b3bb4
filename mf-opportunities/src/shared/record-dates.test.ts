import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { isOverdue } from './record-dates';

describe('isOverdue', () => {
  const today = dayjs('2031-03-12T15:00:00');

  it('is overdue from the day after the due date, until the task is completed', () => {
    expect(isOverdue({ due_date: '2031-03-11', status: 'in_progress' }, today)).toBe(true);
    expect(isOverdue({ due_date: '2031-03-12', status: 'not_started' }, today)).toBe(false);
    expect(isOverdue({ due_date: '2031-03-11', status: 'completed' }, today)).toBe(false);
    expect(isOverdue({ due_date: null, status: 'deferred' }, today)).toBe(false);
  });
});
