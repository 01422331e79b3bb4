import type { Schemas, User } from '@portal/api-client';
import { aUser } from '@portal/platform/testing';
import type { Note } from '../api/use-notes';
import type { Task } from '../api/use-tasks';

/** A complete task as the API returns it; tests override what they look at. */
export function aTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 12,
    subject: 'Ring Anna om offerten',
    assigned_to: 1,
    assignee: { id: 1, name: 'Admin Demo' },
    due_date: '2031-03-12',
    contact_id: 9,
    contact: { id: 9, name: 'Anna Andersson' },
    account_id: 4,
    account: { id: 4, name: 'Acme AB' },
    opportunity_id: null,
    opportunity: null,
    priority: 'high',
    status: 'in_progress',
    reminder_at: '2031-03-11T07:30:00Z',
    reminder_sent_at: null,
    comment: 'Fråga om lunchen.',
    created_at: '2031-02-01T13:05:00Z',
    updated_at: '2031-02-01T13:05:00Z',
    ...overrides,
  };
}

/** A complete note as the API returns it. */
export function aNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 21,
    subject: 'Möte med Acme',
    contact_id: 9,
    contact: { id: 9, name: 'Anna Andersson' },
    account_id: 4,
    account: { id: 4, name: 'Acme AB' },
    opportunity_id: null,
    opportunity: null,
    comment: 'De vill ha en konferens i mars.',
    author: { id: 1, name: 'Admin Demo' },
    created_at: '2031-02-01T13:05:00Z',
    updated_at: '2031-02-01T13:05:00Z',
    ...overrides,
  };
}

export { aPage } from '@portal/platform/testing';

/** The admins `GET /get-account-owners` answers with. */
export const OWNERS: Schemas['Owner'][] = [
  { id: 1, name: 'Admin Demo', email: 'admin@demo.test' },
  { id: 2, name: 'Bo Berg', email: 'bo@demo.test' },
];

/** The signed-in admin, named as in OWNERS. */
export function anAdmin(overrides: Partial<User> = {}): User {
  return aUser({ first_name: 'Admin', last_name: 'Demo', ...overrides });
}
