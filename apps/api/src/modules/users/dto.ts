/** The user as the storefront stores it (SPEC §3): `_id`, profile fields, phone, avatar path, updatedAt. */
import type { User } from '@zari/contract';
import type { users } from '../../db/schema/index.js';

export function toUser(row: typeof users.$inferSelect): User {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    avatar: row.avatar,
    updatedAt: row.updatedAt.toISOString(),
    role: row.role,
    locale: row.locale,
  };
}
