import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { newTaskValues, toTaskInput } from './task-form-values';

describe('toTaskInput', () => {
  it('sends dates as the API reads them, the reminder to the minute, and empty texts as null', () => {
    const values = {
      ...newTaskValues(1, { accountId: 4 }),
      assigned_to: 2,
      subject: ' Ring Anna ',
      due_date: dayjs('2031-03-12'),
      reminder_at: dayjs('2031-03-11T08:30:42.123'),
      comment: '   ',
    };
    expect(toTaskInput(values, 3)).toEqual({
      subject: 'Ring Anna',
      assigned_to: 2,
      due_date: '2031-03-12',
      contact_id: null,
      account_id: 4,
      opportunity_id: 3,
      priority: 'normal',
      status: 'not_started',
      // 08:30 in Stockholm in March is 07:30 UTC.
      reminder_at: '2031-03-11T07:30:00.000Z',
      comment: null,
    });
  });
});
