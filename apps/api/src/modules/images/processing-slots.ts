/**
 * A small semaphore for image processing (issue 27): decoding and encoding an upload takes a core and up to
 * IMAGE_UPLOAD_MAX_DECODED_BYTES of memory, so only a few run at once. A few more wait briefly for a slot;
 * beyond that, or after the wait, the upload answers 503 with Retry-After instead of piling up in memory.
 */
import { ADMIN_MESSAGES } from '@zari/contract';
import { ServiceUnavailableError } from '../../lib/errors.js';

export interface ProcessingSlotsOptions {
  /** Images processed at once. */
  running: number;
  /** Uploads that may wait for a slot; the next one is answered 503 at once. */
  waiting: number;
  /** How long an upload waits for a slot before it is answered 503. */
  waitMs: number;
  /** Sent as Retry-After with a 503. */
  retryAfterSeconds: number;
}

export const IMAGE_PROCESSING_SLOTS: ProcessingSlotsOptions = {
  running: 2,
  waiting: 8,
  waitMs: 20_000,
  retryAfterSeconds: 5,
};

export function createProcessingSlots(options: ProcessingSlotsOptions = IMAGE_PROCESSING_SLOTS) {
  let running = 0;
  const queue: Array<() => void> = [];
  const busy = () =>
    new ServiceUnavailableError(ADMIN_MESSAGES.imageProcessingBusy, options.retryAfterSeconds);

  function acquire(): Promise<void> {
    if (running < options.running) {
      running += 1;
      return Promise.resolve();
    }
    if (queue.length >= options.waiting) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(take), 1);
        reject(busy());
      }, options.waitMs);
      queue.push(take);
    });
  }

  /** Hands the slot to the longest waiter (which keeps the count), or frees it. */
  function release() {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    /** Runs `work` in a slot, waiting for one within the limits above. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await work();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

export type ProcessingSlots = ReturnType<typeof createProcessingSlots>;
