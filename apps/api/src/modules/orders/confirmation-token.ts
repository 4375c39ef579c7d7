/**
 * The one-tap confirmation link's token (issue 32, docs/decisions/0019-cod-confirmation.md): an HMAC over the
 * order's id and its confirmation deadline, keyed by a key derived from AUTH_SECRET for this purpose only (a
 * session or OTP hash can never pass for one, nor the reverse). Nothing is stored: the order row holds the
 * deadline, so the token is 22 characters (128 bits), short enough for an SMS.
 *
 * - bound to the order: signed over its id, checked against the id it is presented with;
 * - expiring: signed over the deadline as stored, and refused from the deadline on;
 * - single use: it only ever moves an order awaiting confirmation, and the move itself ends that stage, so a
 *   second use finds a confirmed (or cancelled) order and changes nothing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'zari:cod-confirmation-token:v1';
/** 16 bytes of the HMAC-SHA256: 128 bits, as base64url 22 characters. */
const TOKEN_BYTES = 16;

export type ConfirmationTokens = ReturnType<typeof createConfirmationTokens>;

export function createConfirmationTokens(authSecret: string) {
  const key = createHmac('sha256', authSecret).update(PURPOSE).digest();
  const mac = (orderId: string, confirmBy: Date) =>
    createHmac('sha256', key)
      .update(`${orderId.toLowerCase()}|${confirmBy.getTime()}`)
      .digest()
      .subarray(0, TOKEN_BYTES);

  return {
    /** The token of the order's link, for its deadline. */
    sign(orderId: string, confirmBy: Date): string {
      return mac(orderId, confirmBy).toString('base64url');
    },
    /** Whether `token` was signed for this order and deadline (constant time; the deadline is checked apart). */
    matches(token: string, orderId: string, confirmBy: Date): boolean {
      if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return false;
      // Compared as text, not decoded: the 22nd character carries 2 bits, so decoding would accept four
      // spellings of one token (a "forged" token differing in its last character's padding bits).
      const expected = Buffer.from(mac(orderId, confirmBy).toString('base64url'));
      return timingSafeEqual(Buffer.from(token), expected);
    },
  };
}
