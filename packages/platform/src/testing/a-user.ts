import type { User } from '@portal/api-client';

/** A signed-in user as `get-user` answers: the demo admin Anna unless told otherwise. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    first_name: 'Anna',
    last_name: 'Admin',
    email: 'admin@demo.test',
    roles: 1,
    address: null,
    phone: null,
    mobile_phone: null,
    company: null,
    accountDetail: [],
    language: 'sv',
    ...overrides,
  };
}
