/**
 * A worker process for the SIGKILL test (events.test.ts): claims due deliveries on DATABASE_URL with a short
 * lease, prints `SENDING <delivery id>` when it reaches the provider call, and then never returns from it, so
 * the test can kill it exactly mid-send.
 */
import { openDatabase } from '../../src/db/client.js';
import { systemClock } from '../../src/lib/clock.js';
import { createEventsWorker } from '../../src/modules/events/worker.js';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
const worker = createEventsWorker({
  db: database.db,
  clock: systemClock,
  sms: {
    async notify(message) {
      process.stdout.write(`SENDING ${message.to}\n`);
      return new Promise(() => undefined);
    },
  },
  log: console,
  origin: 'https://zari.example',
  quietHours: null,
  pollMs: 50,
  maxAttempts: 5,
  leaseMs: Number(process.env.LEASE_MS ?? 1000),
});
// Keeps the process alive: the worker's own timer never does.
setInterval(() => undefined, 1000);
worker.start();
