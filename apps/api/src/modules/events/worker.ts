/**
 * The events worker (issue 32): in each API instance, it claims due deliveries (SKIP LOCKED, so instances share
 * the work and never take the same row), sends each through the SMS provider and marks it sent, or schedules a
 * retry with exponential backoff, or gives up as failed after `maxAttempts`.
 *
 * At least once, at most once in practice: a claim holds a delivery for `leaseMs` (far longer than a provider
 * call may take, so a slow send is never taken twice). A worker killed mid-send leaves it `sending`; when the
 * lease runs out another worker sends it again. The one window for a duplicate is a kill after the provider
 * accepted the message and before the row said `sent` (Twilio's Messages API has no idempotency key): the
 * shopper may then get that one message twice, never none. See docs/decisions/0016-order-updates-outbox.md.
 */
import { randomUUID } from 'node:crypto';
import { type NotificationType, notificationText } from '@zari/contract';
import { SMS_MESSAGES } from '@zari/contract/sms-templates';
import type { FastifyBaseLogger } from 'fastify';
import type { QuietHours } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Metrics } from '../../lib/metrics.js';
import { SendFailure, type SmsSender } from '../../providers/sms/index.js';
import * as repository from './repository.js';
import { dueAt } from './service.js';

const MINUTE_MS = 60_000;

/** 30 s, 1 min, 2 min, … at most an hour: a provider outage is ridden out without hammering it. */
export function defaultBackoffMs(attempt: number) {
  return Math.min(60 * MINUTE_MS, 30_000 * 2 ** Math.max(0, attempt - 1));
}

export interface EventsWorkerOptions {
  db: Database;
  clock: Clock;
  sms: Pick<SmsSender, 'notify'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  metrics?: Pick<Metrics, 'notificationOutcome' | 'notificationBacklog'>;
  /** The storefront's origin for links in messages, e.g. https://zari.example. */
  origin: string;
  quietHours: QuietHours;
  pollMs: number;
  maxAttempts: number;
  /** How long a claim holds a delivery; defaults to 2 minutes. */
  leaseMs?: number;
  /** Deliveries claimed at once (sent in parallel, each bounded by the provider's own timeout). */
  batchSize?: number;
  backoffMs?: (attempt: number) => number;
  /** How often the backlog metrics are refreshed; defaults to 10 s. */
  statsEveryMs?: number;
}

export type EventsWorker = ReturnType<typeof createEventsWorker>;

export function createEventsWorker(options: EventsWorkerOptions) {
  const { db, clock, sms, log, metrics, origin, quietHours, pollMs, maxAttempts } = options;
  const leaseMs = options.leaseMs ?? 2 * MINUTE_MS;
  const batchSize = options.batchSize ?? 20;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const statsEveryMs = options.statsEveryMs ?? 10_000;

  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;
  let statsAt = 0;
  let failingSince: number | undefined;

  async function deliver(delivery: repository.ClaimedDelivery, claimId: string) {
    // In the language the shopper chose (issue 35), from the texts registered for India's DLT.
    const text = SMS_MESSAGES[delivery.locale]?.notification ?? notificationText;
    const body = text(delivery.type, delivery.payload, origin);
    let providerMessageId: string | undefined;
    try {
      ({ providerMessageId } = await sms.notify({ channel: delivery.channel, to: delivery.recipient, body }));
    } catch (error) {
      await handleFailure(delivery, claimId, error);
      return;
    }
    // Outside the try: a database error here must not read as a failed send and send it again at once.
    const marked = await repository.markSent(db, delivery.id, claimId, {
      body,
      providerMessageId,
      sentAt: clock.now(),
    });
    if (!marked) log.warn({ delivery: delivery.id }, 'order update sent after its claim ran out');
    metrics?.notificationOutcome(delivery.channel, 'sent');
  }

  async function handleFailure(delivery: repository.ClaimedDelivery, claimId: string, error: unknown) {
    const permanent = error instanceof SendFailure && error.permanent;
    const reason = error instanceof Error ? error.message : String(error);
    if (permanent || delivery.attempts >= maxAttempts) {
      await repository.markFailed(db, delivery.id, claimId, reason);
      metrics?.notificationOutcome(delivery.channel, 'failed');
      log.warn({ delivery: delivery.id, attempts: delivery.attempts, reason }, 'order update failed');
      return;
    }
    const retryAt = new Date(clock.now().getTime() + backoffMs(delivery.attempts));
    await repository.scheduleRetry(db, delivery.id, claimId, {
      nextAttemptAt: dueAt(delivery.type as NotificationType, retryAt, quietHours),
      lastError: reason,
    });
    metrics?.notificationOutcome(delivery.channel, 'retried');
  }

  async function refreshStats(now: Date) {
    if (!metrics || now.getTime() - statsAt < statsEveryMs) return;
    statsAt = now.getTime();
    const { queued, sending, oldestDue } = await repository.backlog(db, now);
    metrics.notificationBacklog({
      queued,
      sending,
      oldestDueSeconds: oldestDue ? Math.max(0, (now.getTime() - oldestDue.getTime()) / 1000) : 0,
    });
  }

  /** One pass: claims a batch and sends it. Answers how many deliveries it handled. */
  async function runOnce(): Promise<number> {
    const now = clock.now();
    const claimId = randomUUID();
    // Before claiming: the backlog as the worker finds it, so the oldest due age is how late it runs.
    await refreshStats(now);
    await repository.failAbandoned(db, now, maxAttempts);
    const claimed = await repository.claimDue(db, {
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      claimId,
      limit: batchSize,
      maxAttempts,
    });
    await Promise.all(claimed.map((delivery) => deliver(delivery, claimId)));
    return claimed.length;
  }

  function schedule(ms: number) {
    if (!running) return;
    timer = setTimeout(tick, ms);
    // Never what keeps the process alive: server.ts's shutdown decides when it ends.
    timer.unref();
  }

  function tick() {
    timer = undefined;
    current = runOnce().then(
      (handled) => {
        if (failingSince !== undefined) log.info('events worker reaches the database again');
        failingSince = undefined;
        // A full batch: more are likely due, so go on at once.
        schedule(handled >= batchSize ? 0 : pollMs);
      },
      (error: unknown) => {
        // The database away: one line per outage, and the next poll tries again.
        if (failingSince === undefined) log.warn({ err: error }, 'events worker cannot reach the database');
        failingSince ??= Date.now();
        schedule(pollMs);
      },
    );
  }

  return {
    runOnce,
    /** Starts polling (server start, after listen); a second call does nothing. */
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    /** Stops polling and waits for the batch in flight, whose sends are bounded by the provider timeout. */
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      await current;
    },
  };
}
