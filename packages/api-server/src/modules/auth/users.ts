import type { Schemas } from '../../core/contract.js';
import type { Db } from '../../core/db/client.js';
import { notFound } from '../../core/errors.js';
import { findUserWithAccount, type AccountRow, type UserRow } from './repository.js';

export function toUserDto(user: UserRow, account: AccountRow | null): Schemas['User'] {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    roles: user.role,
    address: user.address,
    phone: user.phone,
    mobile_phone: user.mobilePhone,
    company: account?.companyName ?? null,
    language: user.language,
    accountDetail: account
      ? [
          {
            id: account.id,
            name: account.venueName ?? account.companyName,
            type: account.type,
            profile_picture: account.profilePicture,
          },
        ]
      : [],
  };
}

export async function loadUser(db: Db, userId: number): Promise<Schemas['User']> {
  const row = await findUserWithAccount(db, userId);
  // The user was deleted between authentication and this read.
  if (!row) throw notFound();
  return toUserDto(row.user, row.account);
}
