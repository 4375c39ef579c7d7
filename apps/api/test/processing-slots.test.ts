/** The image-processing semaphore: at most `running` at once, `waiting` queued, the rest 503 at once or after the wait. */
import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../src/lib/errors.js';
import { createProcessingSlots } from '../src/modules/images/processing-slots.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('image processing slots', () => {
  it('runs at most `running` at once, queues `waiting`, refuses the rest with 503', async () => {
    const slots = createProcessingSlots({ running: 2, waiting: 3, waitMs: 5_000, retryAfterSeconds: 5 });
    let now = 0;
    let most = 0;
    const work = async () => {
      now += 1;
      most = Math.max(most, now);
      await sleep(20);
      now -= 1;
      return 'done';
    };
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => slots.run(work)));
    expect(most).toBe(2);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ServiceUnavailableError);
      expect((result as PromiseRejectedResult).reason.retryAfterSeconds).toBe(5);
    }
    expect([slots.running, slots.waiting]).toEqual([0, 0]);
  });

  it('answers 503 to a waiter whose wait ran out, and frees its place in the queue', async () => {
    const slots = createProcessingSlots({ running: 1, waiting: 1, waitMs: 30, retryAfterSeconds: 5 });
    const long = slots.run(() => sleep(100));
    await expect(slots.run(async () => 'late')).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(slots.waiting).toBe(0);
    await long;
    await expect(slots.run(async () => 'next')).resolves.toBe('next');
    expect(slots.running).toBe(0);
  });

  it('frees the slot when the work fails', async () => {
    const slots = createProcessingSlots({ running: 1, waiting: 0, waitMs: 10, retryAfterSeconds: 5 });
    await expect(slots.run(() => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    await expect(slots.run(async () => 'ok')).resolves.toBe('ok');
  });
});
