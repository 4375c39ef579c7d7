import { API_PATHS } from '@zari/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

const HealthResponse = z.object({
  success: z.boolean(),
  data: z.object({ status: z.string(), database: z.string() }),
});

/** Liveness and readiness in one: answers 200 only when the database answers. */
export function healthRoutes(deps: { db: Database }) {
  return async (app: FastifyInstance) => {
    app.get(
      API_PATHS.health,
      {
        schema: { summary: 'Health check', tags: ['health'], response: { 200: HealthResponse } },
        config: { rateLimit: false },
      },
      async () => {
        await deps.db.execute(sql`select 1`);
        return { success: true, data: { status: 'ok', database: 'up' } };
      },
    );
  };
}
