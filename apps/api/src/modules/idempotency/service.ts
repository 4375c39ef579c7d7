/**
 * Idempotent order placement (issue 12): `POST /api/product-orders` and `POST /api/payment/create-razorpay-order`
 * accept an `Idempotency-Key`. The same key from the same shopper within IDEMPOTENCY_KEY_TTL_HOURS answers
 * what the first request answered and places nothing; the same key with another body is a 409. A duplicate
 * sent while the first is still running waits for its answer. Only 200 answers are kept: a refused attempt
 * placed nothing, so its key is released and may be retried.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_MESSAGES, IDEMPOTENCY_KEY_TTL_HOURS } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError } from '../../lib/errors.js';
import * as repository from './repository.js';

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;
/** A duplicate waits this long for the first request's answer before it is told to retry later. */
const DUPLICATE_WAIT_MS = 15_000;
const DUPLICATE_POLL_MS = 100;
/** A claim without an answer this old belongs to a process that died mid-request (requests time out sooner). */
const ABANDONED_AFTER_MS = 2 * 60 * 1000;

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;

export function createIdempotencyService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function run<Answer>(of: repository.KeyOf, place: () => Promise<Answer>): Promise<Answer> {
    try {
      const answer = await place();
      await repository.saveAnswer(db, of, answer);
      return answer;
    } catch (error) {
      await repository.release(db, of);
      throw error;
    }
  }

  return {
    /** Runs `place` at most once per key (no key: every time) and answers the first answer to repeats. */
    async once<Answer>(
      request: { userId: string; route: string; key: string | undefined; body: unknown },
      place: () => Promise<Answer>,
    ): Promise<Answer> {
      const { key } = request;
      if (key === undefined) return place();
      const of = { userId: request.userId, route: request.route, key };
      // The validated body, serialised in its schema's key order: the same request always hashes the same.
      const requestHash = createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
      await repository.deleteExpired(db, of.userId, new Date(clock.now().getTime() - TTL_MS));

      const waitUntil = Date.now() + DUPLICATE_WAIT_MS;
      for (;;) {
        const now = clock.now();
        if (await repository.claim(db, { ...of, requestHash, createdAt: now })) return run(of, place);
        // None: a refused first request released the key since the claim, so claim it again.
        const first = await repository.find(db, of);
        if (first) {
          if (first.requestHash !== requestHash) throw new ConflictError(API_MESSAGES.idempotencyKeyReused);
          if (first.response !== null) return first.response as Answer;
          const staleBefore = new Date(now.getTime() - ABANDONED_AFTER_MS);
          if (await repository.takeOver(db, { ...of, createdAt: now, staleBefore })) return run(of, place);
        }
        if (Date.now() > waitUntil) throw new ConflictError(API_MESSAGES.idempotencyKeyInProgress);
        await sleep(DUPLICATE_POLL_MS);
      }
    },
  };
}
