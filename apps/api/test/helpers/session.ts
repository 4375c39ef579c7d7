/**
 * Signs a shopper in for tests by writing the rows a successful OTP login writes: a user and a session whose
 * token is stored as the auth plugin hashes it. The OTP flow itself is tested by the auth tests.
 */
import { randomBytes } from 'node:crypto';
import type { UserRole } from '@zari/contract';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { sessions, users } from '../../src/db/schema/index.js';
import { hashSessionToken } from '../../src/modules/sessions/service.js';

export interface TestShopper {
  id: string;
  phone: string;
  /** The `cookie` header value: `zari_session=<token>`. */
  cookie: string;
}

let phoneCounter = 0;

export async function signInShopper(
  db: Database,
  config: Config,
  fields: { fullName?: string; blocked?: boolean; role?: UserRole } = {},
): Promise<TestShopper> {
  phoneCounter += 1;
  const phone = `+919${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`;
  const [user] = await db
    .insert(users)
    .values({
      phone,
      fullName: fields.fullName ?? 'Asha Verma',
      blocked: fields.blocked ?? false,
      role: fields.role ?? 'shopper',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashSessionToken(config.AUTH_SECRET, token),
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  return { id: user.id, phone, cookie: `zari_session=${token}` };
}

/** A signed-in member of the back office. */
export function signInStaff(db: Database, config: Config, role: 'staff' | 'owner' = 'staff') {
  return signInShopper(db, config, { fullName: role === 'owner' ? 'Meera Owner' : 'Kiran Staff', role });
}
