/**
 * The anonymous path of a complaint (issue 34, ADR-less, documented in docs/security.md): a phone verified by
 * OTP (`POST /api/tickets/otp/verify`, the auth module's codes, purpose `ticket`) earns a short-lived proof,
 * `<digits>.<expiry ms>.<HMAC>`, keyed by AUTH_SECRET and bound to the phone and its expiry. It opens no
 * session and allows only raising tickets (and uploading their photos) for that phone until it expires.
 * An anonymous ticket's link carries a key, the HMAC of its id: whoever holds the link follows the ticket.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { TICKET_PHONE_PROOF_MINUTES } from '@zari/contract';
import type { Clock } from '../../lib/clock.js';

export type PhoneProofs = ReturnType<typeof createPhoneProofs>;

function sign(secret: string, text: string) {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

function same(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function createPhoneProofs(deps: { secret: string; clock: Clock }) {
  const { secret, clock } = deps;
  return {
    /** A proof that `phone` (E.164) was verified now. */
    mint(phone: string) {
      const expiresAt = new Date(clock.now().getTime() + TICKET_PHONE_PROOF_MINUTES * 60_000);
      const digits = phone.replace(/^\+/, '');
      const body = `${digits}.${expiresAt.getTime()}`;
      return { phone, phoneProof: `${body}.${sign(secret, `ticket-phone:${body}`)}`, expiresAt };
    },

    /** The phone a live, untampered proof was minted for; undefined otherwise. */
    phoneOf(proof: string | undefined): string | undefined {
      const match = proof ? /^(\d{10,15})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(proof) : null;
      if (!match) return undefined;
      const [, digits, expiry, signature] = match as unknown as [string, string, string, string];
      if (!same(signature, sign(secret, `ticket-phone:${digits}.${expiry}`))) return undefined;
      if (Number(expiry) <= clock.now().getTime()) return undefined;
      return `+${digits}`;
    },

    /** The key of an anonymous ticket's link. */
    accessKey(ticketId: string) {
      return sign(secret, `ticket-key:${ticketId}`).slice(0, 32);
    },

    keyMatches(ticketId: string, key: string | undefined) {
      return key !== undefined && same(key, sign(secret, `ticket-key:${ticketId}`).slice(0, 32));
    },
  };
}
