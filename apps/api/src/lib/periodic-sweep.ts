/**
 * A pass run periodically in each API instance (the COD confirmation sweep, the unanswered refunds sweep),
 * started once the instance listens and stopped (its pass finished) when the app closes, like the events
 * worker. Instances may all run it: each pass claims its rows under SKIP LOCKED. A database away is logged
 * once and tried again at the next period.
 */
import type { FastifyBaseLogger } from 'fastify';

export type PeriodicSweep = ReturnType<typeof createPeriodicSweep>;

export function createPeriodicSweep(options: {
  /** One pass: answers how many rows it acted on. */
  pass: () => Promise<number>;
  /** What the log says: `${name} failed; trying again`, and `done` with the count when a pass acted. */
  name: string;
  done: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  everyMs: number;
}) {
  const { pass, name, done, log, everyMs } = options;
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
    current = pass().then(
      (count) => {
        if (failing) log.info(`${name} reaches the database again`);
        failing = false;
        if (count > 0) log.info({ count }, done);
        schedule(everyMs);
      },
      (error: unknown) => {
        if (!failing) log.warn({ err: error }, `${name} failed; trying again`);
        failing = true;
        schedule(everyMs);
      },
    );
  }

  return {
    /** One pass now (tests, with a fake clock): answers how many rows it acted on. */
    runOnce: () => pass(),
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
