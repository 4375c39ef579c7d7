/**
 * Mobile OTP sign-in (DESIGN §4). A code is six CSPRNG digits, stored only as an HMAC bound to phone and
 * purpose, single use, valid OTP_TTL_SECONDS, burnt after OTP_MAX_ATTEMPTS wrong tries and replaced by a
 * resend (allowed after OTP_RESEND_SECONDS). Hourly caps per phone and per IP are counted before the user
 * is looked up, so the 404/409 answers cannot be used to enumerate numbers at speed. Verifying starts a
 * session; all state is in Postgres.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  API_MESSAGES,
  DATA_RIGHTS_MESSAGES,
  type Locale,
  type NotificationChannel,
  OTP_LENGTH,
} from '@zari/contract';
// The OTP texts in each language (issue 35), as registered for India's DLT (the same registry).
import { SMS_MESSAGES } from '@zari/contract/sms-templates';

import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import type { OtpPurpose } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
} from '../../lib/errors.js';
import type { SmsSender } from '../../providers/sms/index.js';
import type { SessionsService } from '../sessions/service.js';
import * as repository from './repository.js';

const HOUR_MS = 60 * 60 * 1000;

export interface AuthServiceDeps {
  db: Database;
  clock: Clock;
  config: Config;
  sms: SmsSender;
  sessions: Pick<SessionsService, 'create'>;
  /** Records a new account's channel choice in its signup's transaction (users/consents.ts). */
  recordSignupChoice?: (
    tx: Executor,
    userId: string,
    channel: NotificationChannel | undefined,
    now: Date,
  ) => Promise<void>;
}

export type AuthService = ReturnType<typeof createAuthService>;

function secondsUntil(time: number, now: Date) {
  return Math.max(1, Math.ceil((time - now.getTime()) / 1000));
}

/** The host phones match the WebOTP line against: the storefront's public host. */
function webOtpHost(config: Config) {
  return config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).hostname : 'localhost';
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, config, sms, sessions } = deps;
  const resendMs = config.OTP_RESEND_SECONDS * 1000;

  function codeHash(purpose: OtpPurpose, phone: string, code: string) {
    return createHmac('sha256', config.AUTH_SECRET).update(`otp:${purpose}:${phone}:${code}`).digest();
  }

  function codeMatches(storedHex: string, candidate: Buffer) {
    const stored = Buffer.from(storedHex, 'hex');
    // timingSafeEqual throws on unequal lengths; a stored hash always has the digest's length.
    return stored.length === candidate.length && timingSafeEqual(stored, candidate);
  }

  /**
   * Counts this request against the hourly caps and answers the id of its count, or refuses it (and leaves
   * it uncounted) with a 429. A caller past the per-IP cap gets one answer, whatever the phone: the wait is
   * the IP's own, so neither a phone's other sends nor its live code tell it apart (issue 27).
   */
  async function countSend(phone: string, ip: string, now: Date) {
    const since = new Date(now.getTime() - HOUR_MS);
    await repository.pruneOtpSends(db, since);
    const sendId = await repository.recordOtpSend(db, { phone, ip, sentAt: now });
    const caps = [
      { usage: await repository.otpSendsSince(db, { ip }, since), limit: config.OTP_HOURLY_LIMIT_PER_IP },
      {
        usage: await repository.otpSendsSince(db, { phone }, since),
        limit: config.OTP_HOURLY_LIMIT_PER_PHONE,
      },
    ];
    const exceeded = caps.find((cap) => cap.usage.sends > cap.limit);
    if (!exceeded) return sendId;
    await repository.forgetOtpSend(db, sendId);
    const freeAt = (exceeded.usage.oldest ?? now).getTime() + HOUR_MS;
    throw new TooManyRequestsError(API_MESSAGES.otpTooManyRequests, secondsUntil(freeAt, now));
  }

  /** Refuses a resend within OTP_RESEND_SECONDS of the last code; the refused send is not counted. */
  async function ensureResendAllowed(phone: string, purpose: OtpPurpose, now: Date, sendId: string) {
    const previous = await repository.findOtpCode(db, phone, purpose);
    if (previous && previous.sentAt.getTime() + resendMs > now.getTime()) {
      await repository.forgetOtpSend(db, sendId);
      throw new TooManyRequestsError(
        API_MESSAGES.otpResendTooSoon,
        secondsUntil(previous.sentAt.getTime() + resendMs, now),
      );
    }
  }

  /**
   * Checks `code` under its row's lock (inside the caller's transaction): a match is consumed; a wrong try
   * counts, and the try that reaches OTP_MAX_ATTEMPTS burns the code.
   */
  async function takeCode(tx: Executor, purpose: OtpPurpose, phone: string, code: string, now: Date) {
    const row = await repository.lockOtpCode(tx, phone, purpose);
    if (!row || row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' } as const;
    if (row.attempts >= config.OTP_MAX_ATTEMPTS) return { kind: 'burnt', sentAt: row.sentAt } as const;
    if (!codeMatches(row.codeHash, codeHash(purpose, phone, code))) {
      const attempts = row.attempts + 1;
      await repository.setOtpAttempts(tx, phone, purpose, attempts);
      return attempts >= config.OTP_MAX_ATTEMPTS
        ? ({ kind: 'burnt', sentAt: row.sentAt } as const)
        : ({ kind: 'wrong' } as const);
    }
    await repository.deleteOtpCode(tx, phone, purpose);
    return { kind: 'taken' } as const;
  }

  /** One check of a code that starts no session: consumed when it matches; a wrong try counts. */
  async function consumeSessionlessCode(
    purpose: Exclude<OtpPurpose, 'login' | 'signup'>,
    phone: string,
    code: string,
    now: Date,
  ) {
    return db.transaction(async (tx) => {
      const taken = await takeCode(tx, purpose, phone, code, now);
      if (taken.kind !== 'taken') return taken;
      const existing = await repository.findUserByPhone(tx, phone);
      if (existing?.blocked) return { kind: 'blocked' } as const;
      return { kind: 'ok' } as const;
    });
  }

  async function ensureAccountState(phone: string, purpose: OtpPurpose) {
    const user = await repository.findUserByPhone(db, phone);
    if (user?.blocked) throw new ForbiddenError(API_MESSAGES.accountBlocked);
    // A login and an erasure need an account; a complaint's code (`ticket`, issue 34) goes to any phone.
    const needsAccount = purpose === 'login' || purpose === 'erase';
    if (needsAccount && !user) throw new NotFoundError(API_MESSAGES.userNotFound);
    if (purpose === 'signup' && user) throw new ConflictError(API_MESSAGES.userExists);
    return user;
  }

  return {
    /**
     * Sends a code for `purpose`; `phone` is already normalised to +91XXXXXXXXXX. Answers how long the
     * shopper must wait before the next send to this phone.
     */
    async sendCode(purpose: OtpPurpose, phone: string, ip: string, locale?: Locale) {
      const now = clock.now();
      // The caps first: whether a phone had a code lately is only told to a caller within them.
      const sendId = await countSend(phone, ip, now);
      await ensureResendAllowed(phone, purpose, now, sendId);
      const account = await ensureAccountState(phone, purpose);

      const code = randomInt(0, 10 ** OTP_LENGTH)
        .toString()
        .padStart(OTP_LENGTH, '0');
      const hash = codeHash(purpose, phone, code).toString('hex');
      const stored = await repository.replaceOtpCode(
        db,
        {
          phone,
          purpose,
          codeHash: hash,
          sentAt: now,
          expiresAt: new Date(now.getTime() + config.OTP_TTL_SECONDS * 1000),
        },
        new Date(now.getTime() - resendMs),
      );
      if (!stored) throw new TooManyRequestsError(API_MESSAGES.otpResendTooSoon, config.OTP_RESEND_SECONDS);

      const minutes = Math.round(config.OTP_TTL_SECONDS / 60);
      // An erasure's code says what it is for (issue 34): nobody deletes an account thinking they sign in.
      // It is in the language the request asked for, else the account's own, else English (issue 35).
      const texts = SMS_MESSAGES[locale ?? account?.locale ?? 'en'];
      const body =
        purpose === 'erase' ? texts.eraseOtp(code, minutes) : texts.otp(code, minutes, webOtpHost(config));
      let sent: Awaited<ReturnType<SmsSender['send']>>;
      try {
        sent = await sms.send({ to: phone, body, code });
      } catch (error) {
        // The shopper never got this code: drop it so they can ask again at once.
        await repository.deleteOtpCode(db, phone, purpose, hash);
        throw error;
      }
      return { resendAfterSeconds: config.OTP_RESEND_SECONDS, outboxId: sent?.outboxId };
    },

    /**
     * Checks a code of a purpose that starts no session (`ticket`: a complaint raised without signing in,
     * issue 34) and consumes it when it matches. Same attempts, expiry and burning as `verifyCode`; a
     * blocked account's phone is refused. Answers nothing: the caller mints what the verified phone allows.
     */
    async verifyPhone(purpose: Exclude<OtpPurpose, 'login' | 'signup'>, phone: string, code: string) {
      const now = clock.now();
      const outcome = await consumeSessionlessCode(purpose, phone, code, now);
      switch (outcome.kind) {
        case 'ok':
          return;
        case 'wrong':
          throw new BadRequestError(API_MESSAGES.otpInvalid);
        case 'expired':
          throw new BadRequestError(API_MESSAGES.otpExpired);
        case 'burnt':
          throw new TooManyRequestsError(
            API_MESSAGES.otpTooManyAttempts,
            secondsUntil(outcome.sentAt.getTime() + resendMs, now),
          );
        case 'blocked':
          throw new ForbiddenError(API_MESSAGES.accountBlocked);
      }
    },

    /**
     * Checks and consumes a code that confirms something other than a sign-in (issue 34: `erase`); starts no
     * session. A wrong, stale, burnt or missing code is refused with the erasure's message; wrong tries count.
     */
    async consumeCode(purpose: Exclude<OtpPurpose, 'login' | 'signup'>, phone: string, code: string) {
      const outcome = await consumeSessionlessCode(purpose, phone, code, clock.now());
      if (outcome.kind !== 'ok' && outcome.kind !== 'blocked')
        throw new BadRequestError(DATA_RIGHTS_MESSAGES.eraseOtpWrong);
    },

    /** Whether `phone` signs in to the back office (a public demo never shows such a code: issue 27). */
    async isStaffPhone(phone: string) {
      const user = await repository.findUserByPhone(db, phone);
      return user !== undefined && user.role !== 'shopper';
    },

    /**
     * Checks a code and, when it matches, consumes it and starts a session. Answers the user and the new
     * session token; `previousToken` (the cookie the request carried, if any) is revoked. `channel`: the
     * signup's choice of SMS or WhatsApp for order updates; `locale`: the language a new account starts in.
     */
    async verifyCode(
      purpose: OtpPurpose,
      phone: string,
      code: string,
      previousToken?: string,
      channel?: NotificationChannel,
      locale?: Locale,
    ) {
      const now = clock.now();

      const outcome = await db.transaction(async (tx) => {
        const taken = await takeCode(tx, purpose, phone, code, now);
        if (taken.kind !== 'taken') return taken;
        const existing = await repository.findUserByPhone(tx, phone);
        if (existing?.blocked) return { kind: 'blocked' } as const;
        if (purpose === 'login' && !existing) return { kind: 'unknown' } as const;
        if (purpose === 'signup' && existing) return { kind: 'exists' } as const;
        const user = existing ?? (await repository.insertUser(tx, phone, now, locale));
        if (!user) return { kind: 'exists' } as const;
        if (!existing) await deps.recordSignupChoice?.(tx, user.id, channel, now);

        const token = await sessions.create(tx, user.id, previousToken);
        return { kind: 'ok', user, token } as const;
      });

      switch (outcome.kind) {
        case 'ok':
          return { user: outcome.user, token: outcome.token };
        case 'wrong':
          throw new BadRequestError(API_MESSAGES.otpInvalid);
        case 'expired':
          throw new BadRequestError(API_MESSAGES.otpExpired);
        case 'burnt':
          throw new TooManyRequestsError(
            API_MESSAGES.otpTooManyAttempts,
            secondsUntil(outcome.sentAt.getTime() + resendMs, now),
          );
        case 'blocked':
          throw new ForbiddenError(API_MESSAGES.accountBlocked);
        case 'unknown':
          throw new NotFoundError(API_MESSAGES.userNotFound);
        case 'exists':
          throw new ConflictError(API_MESSAGES.userExists);
      }
    },
  };
}
