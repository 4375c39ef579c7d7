/**
 * Readiness: may this instance take traffic? The database must answer and carry every committed migration.
 * Redis only degrades (rate limits fall back to memory), so it is reported but never fails the check.
 */
import type { ReadinessChecks } from '@zari/contract/schemas';
import { sql } from 'drizzle-orm';
import { type Database, migrationsAtHead } from '../../db/client.js';
import type { RateLimitBackend } from '../../lib/rate-limit-counter.js';

export interface ReadinessServiceDeps {
  db: Database;
  /** Never rejects; bounded by the Redis command timeout. */
  redisStatus: () => Promise<RateLimitBackend>;
}

export function readinessService(deps: ReadinessServiceDeps) {
  return {
    async check(): Promise<{ checks: ReadinessChecks; failed: string[] }> {
      const redis = deps.redisStatus(); // in parallel with the database's checks
      const checks: ReadinessChecks = { database: 'down', migrations: 'unknown', redis: 'degraded' };
      try {
        await deps.db.execute(sql`select 1`);
        checks.database = 'up';
        checks.migrations = (await migrationsAtHead(deps.db)) ? 'at head' : 'behind';
      } catch {
        // Reported below as the failed check; the database's own error is logged by whoever next uses it.
      }
      checks.redis = await redis;
      const failed = [
        ...(checks.database === 'up' ? [] : ['database unreachable']),
        ...(checks.migrations === 'behind' ? ['migrations behind'] : []),
      ];
      return { checks, failed };
    },
  };
}
