/** The delivery check of the product page (SPEC §7, DESIGN §4): format first, then the serviceable table. */
import { API_MESSAGES, isValidPincode } from '@zari/contract';
import type { PincodeCheckResponse } from '@zari/contract/schemas';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { BadRequestError } from '../../lib/errors.js';
import { findPincode } from './repository.js';

export type PincodeService = ReturnType<typeof pincodeService>;

/** India has about 19,000 pincodes; the well-formed ones we do not serve are bounded by this too. */
const CACHED_ANSWERS_MAX = 20_000;

export function pincodeService(deps: {
  db: Database;
  clock: Clock;
  /** How long an answer is reused (the catalogue cache's lifetime); 0 asks the database every time. */
  cacheTtlMs: number;
}) {
  // A product page checks the shopper's pincode on every visit. An edit or import on this instance drops
  // the answers at once; another instance's answers are at most `cacheTtlMs` old.
  const answers =
    deps.cacheTtlMs > 0
      ? new LRUCache<string, PincodeCheckResponse>({
          max: CACHED_ANSWERS_MAX,
          ttl: deps.cacheTtlMs,
          perf: { now: () => deps.clock.now().getTime() },
          // Read the clock on every check: lru-cache otherwise reuses one reading until a timer clears it,
          // which on a busy event loop keeps an expired answer alive.
          ttlResolution: 0,
        })
      : undefined;

  async function answer(pincode: string): Promise<PincodeCheckResponse> {
    const row = await findPincode(deps.db, pincode);
    if (!row)
      return { success: false, message: API_MESSAGES.pincodeUnserviceable, code: 'pincodeUnserviceable' };
    return {
      success: true,
      message: API_MESSAGES.pincodeServiceable(row.city, row.deliveryDays),
      code: 'pincodeServiceable',
      params: [row.city, row.deliveryDays],
      data: {
        pincode: row.pincode,
        estimatedDeliveryDays: row.deliveryDays,
        city: row.city,
        state: row.state,
        codAvailable: row.codAvailable,
      },
    };
  }

  return {
    /** Forgets every cached answer: the pincodes changed. */
    forgetAnswers() {
      answers?.clear();
    },

    /** The serviceable-pincode row of a well-formed pincode, or undefined where we do not deliver. */
    find(pincode: string) {
      return findPincode(deps.db, pincode);
    },

    /** Malformed input is the client's mistake (400); a well-formed pincode we do not serve is an answer. */
    async check(input: string): Promise<PincodeCheckResponse> {
      const pincode = input.trim();
      if (pincode === '') throw new BadRequestError(API_MESSAGES.pincodeRequired);
      if (!isValidPincode(pincode)) throw new BadRequestError(API_MESSAGES.pincodeInvalid);
      const cached = answers?.get(pincode);
      if (cached) return cached;
      const fresh = await answer(pincode);
      answers?.set(pincode, fresh);
      return fresh;
    },
  };
}
