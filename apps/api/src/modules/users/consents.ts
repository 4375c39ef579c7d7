/**
 * Consents and the channel of order updates (issue 32; DESIGN §10 Data rights). A consent is recorded per
 * purpose as an append-only history (`consents`): its newest row is the state, the rest the evidence of what
 * was agreed, when and where. Order updates are on by default (transactional); WhatsApp only once granted,
 * and granting it is what makes WhatsApp the preferred channel, so withdrawing is one call, as granting is.
 */
import {
  CONSENT_DEFAULTS,
  CONSENT_PURPOSES,
  type ConsentPurpose,
  type ConsentSettings,
  type ConsentSource,
  type NotificationChannel,
} from '@zari/contract';
import { and, desc, eq } from 'drizzle-orm';
import { type Database, type Executor, preparedStatement } from '../../db/client.js';
import { consents, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';

interface ConsentState {
  granted: boolean;
  source: ConsentSource;
  at: Date | null;
}

/** The newest row of each purpose, or its default. */
async function currentConsents(db: Executor, userId: string): Promise<Record<ConsentPurpose, ConsentState>> {
  const rows = await db
    .selectDistinctOn([consents.purpose], {
      purpose: consents.purpose,
      granted: consents.granted,
      source: consents.source,
      at: consents.at,
    })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(consents.purpose, desc(consents.id));
  const state = Object.fromEntries(
    CONSENT_PURPOSES.map((purpose) => [
      purpose,
      { granted: CONSENT_DEFAULTS[purpose], source: 'default', at: null } satisfies ConsentState,
    ]),
  ) as Record<ConsentPurpose, ConsentState>;
  for (const row of rows) state[row.purpose] = { granted: row.granted, source: row.source, at: row.at };
  return state;
}

async function insertConsent(
  db: Executor,
  row: { userId: string; purpose: ConsentPurpose; granted: boolean; source: ConsentSource; at: Date },
) {
  await db.insert(consents).values(row);
  if (row.purpose === 'whatsapp') {
    await db
      .update(users)
      .set({ preferredChannel: row.granted ? 'whatsapp' : 'sms', updatedAt: row.at })
      .where(eq(users.id, row.userId));
  }
}

/** What a user's route is decided from, as `notificationRouteSql` reads it. */
export interface RouteInputs {
  phone: string;
  preferredChannel: NotificationChannel;
  erased: boolean;
  /** The newest answer of each purpose that has one. */
  consents: Partial<Record<ConsentPurpose, boolean>>;
}

/**
 * The columns a route is decided from, for a statement that reads the `users` row aliased `alias` (e.g. the
 * placing transaction's lock of its shoppers, so the route costs no round trip of its own): `phone`,
 * `preferredChannel`, `erased` and `consents` (the newest answer per purpose), as `RouteInputs`.
 */
export function notificationRouteSql(alias: string): string {
  return `${alias}.phone, ${alias}.preferred_channel AS "preferredChannel", ${alias}.erased_at IS NOT NULL AS erased,
     (SELECT coalesce(jsonb_object_agg(n.purpose, n.granted), '{}') FROM (
        SELECT DISTINCT ON (c.purpose) c.purpose, c.granted FROM consents c
        WHERE c.user_id = ${alias}.id ORDER BY c.purpose, c.id DESC) n) AS consents`;
}

/**
 * Where an update for this user goes now: their phone and channel, or no channel when they withdrew order
 * updates. WhatsApp needs both the preference and the consent; `available` is what the provider can send.
 */
export function routeOf(
  user: RouteInputs | undefined,
  available: readonly NotificationChannel[],
): { phone: string; channel: NotificationChannel | null } | undefined {
  // An erased account (issue 34) has no phone any more: nothing is sent, nor resent, to it.
  if (!user || user.erased) return undefined;
  const granted = (purpose: ConsentPurpose) => user.consents[purpose] ?? CONSENT_DEFAULTS[purpose];
  if (!granted('order_updates')) return { phone: user.phone, channel: null };
  const whatsapp =
    user.preferredChannel === 'whatsapp' && granted('whatsapp') && available.includes('whatsapp');
  return { phone: user.phone, channel: whatsapp ? 'whatsapp' : 'sms' };
}

const ROUTE_INPUTS = preparedStatement<RouteInputs>(
  'notification_route',
  `SELECT ${notificationRouteSql('u')} FROM users u WHERE u.id = $1`,
);

/** `routeOf` the user, read in one round trip. */
export async function notificationRoute(
  db: Executor,
  userId: string,
  available: readonly NotificationChannel[],
): Promise<{ phone: string; channel: NotificationChannel | null } | undefined> {
  const [user] = await ROUTE_INPUTS(db, [userId]);
  return routeOf(user, available);
}

/**
 * The signup's consents, in the signup's transaction (issue 34): the shopper agreed to the privacy notice,
 * so order updates by SMS are recorded as given at signup, with the time; WhatsApp too when they chose it
 * (SPEC §2 Signup). Marketing stays off: nothing asks for it.
 */
export async function recordSignupChoice(
  tx: Executor,
  userId: string,
  channel: NotificationChannel | undefined,
  now: Date,
) {
  await insertConsent(tx, { userId, purpose: 'order_updates', granted: true, source: 'signup', at: now });
  if (channel !== 'whatsapp') return;
  await insertConsent(tx, { userId, purpose: 'whatsapp', granted: true, source: 'signup', at: now });
}

export type ConsentsService = ReturnType<typeof createConsentsService>;

export function createConsentsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function settings(executor: Executor, userId: string): Promise<ConsentSettings> {
    const [user] = await executor
      .select({ preferredChannel: users.preferredChannel })
      .from(users)
      .where(eq(users.id, userId));
    const state = await currentConsents(executor, userId);
    return {
      preferredChannel: user?.preferredChannel ?? 'sms',
      consents: CONSENT_PURPOSES.map((purpose) => ({
        purpose,
        granted: state[purpose].granted,
        source: state[purpose].source,
        at: state[purpose].at?.toISOString() ?? null,
      })),
    };
  }

  return {
    settings: (userId: string) => settings(db, userId),

    /**
     * Grants or withdraws one purpose and answers the settings after it. The user's row is locked first, so
     * two changes at once apply one after the other and the channel always follows the newest WhatsApp answer.
     * Asking for the state it already has records nothing (a retried request is no new consent).
     */
    async setConsent(userId: string, purpose: ConsentPurpose, granted: boolean, source: ConsentSource) {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const state = await currentConsents(tx, userId);
        if (state[purpose].granted !== granted || state[purpose].source === 'default') {
          await insertConsent(tx, { userId, purpose, granted, source, at: clock.now() });
        }
        return settings(tx, userId);
      });
    },
  };
}

/** Only for tests and tools: the full history of one purpose, newest first. */
export async function consentHistory(db: Executor, userId: string, purpose: ConsentPurpose) {
  return db
    .select()
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, purpose)))
    .orderBy(desc(consents.id));
}
