/** Liveness and readiness answers (DESIGN §9: faults degrade, never crash). */
import { z } from 'zod';
import { envelope } from './common.js';

/** `/api/health`: the process answers; it never touches the database, so a database outage restarts nothing. */
export const LivenessResponse = envelope(z.object({ status: z.literal('ok') }));
export type LivenessResponse = z.infer<typeof LivenessResponse>;

/**
 * `/api/ready`: whether this instance should get traffic. Redis is an optimisation, so its loss is
 * `degraded` (rate limits counted in memory) and never makes the instance unready.
 */
export const ReadinessChecks = z.object({
  database: z.enum(['up', 'down']),
  migrations: z.enum(['at head', 'behind', 'unknown']),
  redis: z.enum(['up', 'degraded', 'not configured']),
});
export type ReadinessChecks = z.infer<typeof ReadinessChecks>;
export const ReadinessResponse = envelope(ReadinessChecks);
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
