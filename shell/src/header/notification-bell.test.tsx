import { setLanguage } from '@portal/platform';
import { json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../i18n';
import { NotificationBell } from './notification-bell';

const reminder = {
  id: '0b8a9c6e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
  type: 'TaskReminder',
  notifiable_type: 'Task',
  notifiable_id: 5,
  data: { source: 'Task', message: { en: 'Reminder: Call Sara', sw: 'Påminnelse: Ring Sara' }, opportunity_id: null, link: '/edit-task-5' },
  read_at: null,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
};

describe('NotificationBell', () => {
  it('fetches the notifications again when it is opened, so one that arrived since the last poll is there', async () => {
    setLanguage('en');
    let arrived = false;
    mockApi({ 'GET /notifications': () => json(200, { data: arrived ? [reminder] : [] }) });
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderWithPortal(<NotificationBell />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 0 unread' });
    arrived = true;
    await user.click(bell);
    expect(await screen.findByText('Reminder: Call Sara')).toBeInTheDocument();
  });
});
