/**
 * Idempotent placement (issues 12 and 27): `POST /api/product-orders` and
 * `POST /api/payment/create-razorpay-order` accept an `Idempotency-Key`. The same key from the same shopper
 * within IDEMPOTENCY_KEY_TTL_HOURS answers what the first request answered and places nothing; the same key
 * with another body is a 409.
 *
 * The key is written with its answer by the work it guards, in the same commit (the order's own statement,
 * or the payment attempt's transaction): either both are stored or neither is. So a connection lost at any
 * point never leaves an order without its answer (a retry would place it again) nor a key without its work
 * (a retry would wait on it forever). A duplicate sent while the first is running waits on the first's
 * uncommitted key, then answers the first's answer, or does the work itself if the first rolled back. Only
 * 200 answers are kept: a refused attempt rolls its key back with everything else.
 */
import { createHash } from 'node:crypto';
import { API_MESSAGES, IDEMPOTENCY_KEY_TTL_HOURS } from '@zari/contract';
import type { Database, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError } from '../../lib/errors.js';
import * as repository from './repository.js';

export type { KeyRow } from './repository.js';

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;

/**
 * A request's key, handed to the work it guards, which writes it with the answer for what it did (`Value`,
 * e.g. the new order's id) in the same commit as that work.
 */
export interface IdempotencyRecord<Value> {
  /** The key's row with the answer for `value`, for a statement that writes it along with the work. */
  row(value: Value): repository.KeyRow;
  /** Writes the key's row with the answer for `value` in the caller's transaction. */
  write(tx: Executor, value: Value): Promise<void>;
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;

export function createIdempotencyService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /**
     * Runs `work` at most once per key (no key: every time) and answers `answerOf` its value; a repeat gets
     * the first answer. `work` must write the record it is given in the commit that does its work.
     */
    async once<Value, Answer>(
      request: { userId: string; route: string; key: string | undefined; body: unknown },
      answerOf: (value: Value) => Answer,
      work: (record: IdempotencyRecord<Value> | undefined) => Promise<Value>,
    ): Promise<Answer> {
      const { key } = request;
      if (key === undefined) return answerOf(await work(undefined));
      const of = { userId: request.userId, route: request.route, key };
      // The validated body, serialised in its schema's key order: the same request always hashes the same.
      const requestHash = createHash('sha256').update(JSON.stringify(request.body)).digest('hex');
      const now = clock.now();
      const expiredBefore = new Date(now.getTime() - TTL_MS);

      /** The first answer to this key, checked against this body; the user's expired keys dropped first. */
      const firstAnswer = async () => {
        const first = await repository.findLive(db, of, expiredBefore);
        if (first && first.requestHash !== requestHash) {
          throw new ConflictError(API_MESSAGES.idempotencyKeyReused);
        }
        return first && (first.response as Answer);
      };
      // A retry of a request that committed (its answer may never have reached the shopper).
      const answered = await firstAnswer();
      if (answered !== undefined) return answered;

      const row = (value: Value): repository.KeyRow => ({
        ...of,
        requestHash,
        response: answerOf(value),
        createdAt: now,
      });
      try {
        return answerOf(await work({ row, write: (tx, value) => repository.insert(tx, row(value)) }));
      } catch (error) {
        if (!repository.isKeyTaken(error)) throw error;
        // A duplicate committed first (this request waited on its key, and its own work was rolled back).
        const first = await firstAnswer();
        // Gone already: it expired in between. The shopper may simply send it again.
        if (first === undefined) throw new ConflictError(API_MESSAGES.idempotencyKeyInProgress);
        return first;
      }
    },
  };
}
