/**
 * The periodic run of cancel-unconfirmed-orders.ts in each API instance (issue 32), started once the instance
 * listens and stopped (its pass finished) when the app closes, like the events worker. Instances may all run
 * it: the use case takes each order under SKIP LOCKED. A database away is logged once and tried again.
 */
import type { FastifyBaseLogger } from 'fastify';

export type CodConfirmationSweep = ReturnType<typeof createCodConfirmationSweep>;

export function createCodConfirmationSweep(options: {
  cancelUnconfirmedOrders: (limit?: number) => Promise<number>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  everyMs: number;
}) {
  const { cancelUnconfirmedOrders, log, everyMs } = options;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;
  let failing = false;

  function schedule(ms: number) {
    if (!running) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  function tick() {
    timer = undefined;
    current = cancelUnconfirmedOrders().then(
      (cancelled) => {
        if (failing) log.info('COD confirmation sweep reaches the database again');
        failing = false;
        if (cancelled > 0) log.info({ cancelled }, 'cancelled COD orders nobody confirmed in time');
        schedule(everyMs);
      },
      (error: unknown) => {
        if (!failing) log.warn({ err: error }, 'COD confirmation sweep failed; trying again');
        failing = true;
        schedule(everyMs);
      },
    );
  }

  return {
    /** One pass now (tests, with a fake clock): answers how many orders it cancelled. */
    runOnce: () => cancelUnconfirmedOrders(),
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      await current;
    },
  };
}
