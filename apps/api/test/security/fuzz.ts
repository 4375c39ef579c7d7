/**
 * The fuzz of issue 12: for every route of the contract's tables (shop and back office), fast-check sends
 * hostile params, query and bodies shaped by the route's own schemas — wrong types, NUL and lone surrogates,
 * huge numbers, over-long text, broken encodings, stray keys — through HTTP to a real Postgres. No answer may
 * be a 5xx, every error is the `{ success: false, message }` envelope, and a request that was refused (4xx)
 * changes no row of any table. The run prints one table: route, requests, 4xx, 5xx, rows changed.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';
import { insertPincodes, insertProduct, insertVariant } from '../helpers/order-fixtures.js';
import { signInShopper, signInStaff, type TestShopper } from '../helpers/session.js';
import { type FuzzedRoute, hostileRequest, type KnownValues } from './hostile.js';

const RUNS_PER_ROUTE = 300;

/**
 * Written on purpose by refused requests, so left out of the "unchanged" snapshot: the OTP send log counts
 * every send request (refused ones too) for the hourly caps, and a session's last-seen time moves on use.
 */
const WRITTEN_WHEN_REFUSED: Record<string, string[] | 'table'> = {
  otp_sends: 'table',
  sessions: ['last_seen_at', 'expires_at'],
  // Issue 34: a wrong code for deleting the account counts against the code's tries, as a wrong sign-in does.
  otp_codes: ['attempts'],
};

interface Tally {
  route: string;
  requests: number;
  clientErrors: number;
  serverErrors: number;
  rowsChanged: number;
}

/**
 * Fuzzes `routes` (a part of the contract's tables) on an app and database of its own. Routes that need a
 * role are called as `as` (an owner by default; a staff member meets the owner's routes with 403).
 */
export function fuzzRoutes(
  part: string,
  routes: Record<string, FuzzedRoute>,
  options: { as?: 'owner' | 'staff'; runsPerRoute?: number } = {},
) {
  const runsPerRoute = options.runsPerRoute ?? RUNS_PER_ROUTE;
  describe(`fuzz of ${part}: hostile requests answer 4xx in the envelope and change nothing when refused`, async () => {
    const { app, db, config } = await useTestApp({
      // One client sends everything: the global limit would answer most of it with 429 before any route ran.
      env: { RATE_LIMIT_MAX: '1000000', OTP_HOURLY_LIMIT_PER_IP: '1000000' },
    });
    const tallies: Tally[] = [];
    let shopper: TestShopper;
    let member: TestShopper;
    let known: KnownValues;
    let snapshotQuery: ReturnType<typeof sql.raw>;

    beforeAll(async () => {
      await insertPincodes(db);
      shopper = await signInShopper(db, config);
      member = await signInStaff(db, config, options.as ?? 'owner');
      const product = await insertProduct(db, { stockCount: 1000 });
      const variant = await insertVariant(db, product.id);
      known = {
        ids: [shopper.id, member.id, product.id, variant.id, product.categoryId],
        strings: ['+919876543210', '9876543210', shopper.phone, '560025', '123456', 'M', 'hero-banner'],
      };
      snapshotQuery = sql.raw(await buildSnapshotQuery());
    });

    /** One query answering every table's row count and a checksum of its rows (volatile columns left out). */
    async function buildSnapshotQuery() {
      const columns = (await db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' order by table_name, ordinal_position`)) as unknown as {
        rows: { table_name: string; column_name: string }[];
      };
      const byTable = new Map<string, string[]>();
      for (const { table_name: table, column_name: column } of columns.rows) {
        const skip = WRITTEN_WHEN_REFUSED[table];
        if (skip === 'table' || skip?.includes(column)) continue;
        byTable.set(table, [...(byTable.get(table) ?? []), column]);
      }
      return [...byTable]
        .map(([table, cols]) => {
          const row = `row(${cols.map((column) => `"${column}"`).join(', ')})::text`;
          return `select '${table}' as name, count(*)::int as rows, coalesce(sum(hashtext(${row})::bigint), 0)::text as sum from "${table}"`;
        })
        .join(' union all ');
    }

    async function snapshot() {
      const result = (await db.execute(snapshotQuery)) as unknown as {
        rows: { name: string; rows: number; sum: string }[];
      };
      return new Map(result.rows.map((row) => [row.name, `${row.rows}:${row.sum}`]));
    }

    const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
      [...after].filter(([name, value]) => before.get(name) !== value).map(([name]) => name);

    afterAll(() => {
      console.log(`\n[zari] security fuzz of ${part}: ${runsPerRoute} runs per route`);
      console.table(
        tallies.map((tally) => ({
          route: tally.route,
          requests: tally.requests,
          '4xx': tally.clientErrors,
          '5xx': tally.serverErrors,
          'rows changed': tally.rowsChanged,
        })),
      );
    });

    // Logout last: it ends the session every other signed-in request uses.
    const targets = Object.entries(routes)
      .map(([name, route]) => ({ name, route }))
      .sort((a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'));

    for (const { name, route } of targets) {
      it(`${route.method} ${route.path}`, async () => {
        const tally: Tally = {
          route: `${route.method} ${route.path}`,
          requests: 0,
          clientErrors: 0,
          serverErrors: 0,
          rowsChanged: 0,
        };
        tallies.push(tally);
        const failures: string[] = [];
        let before = await snapshot();

        await fc.assert(
          fc.asyncProperty(hostileRequest(name, route, known), async (request) => {
            const session = route.role ? member : shopper;
            const response = await app.inject({
              method: route.method,
              url: request.url,
              headers: { ...request.headers, ...(request.signedIn ? { cookie: session.cookie } : {}) },
              ...(request.payload === undefined ? {} : { payload: request.payload }),
            });
            tally.requests += 1;
            const after = await snapshot();
            if (response.statusCode >= 500) {
              tally.serverErrors += 1;
              failures.push(
                `${response.statusCode} ${response.body.slice(0, 200)} for ${JSON.stringify(request).slice(0, 300)}`,
              );
            } else if (response.statusCode >= 400) {
              tally.clientErrors += 1;
              const body = response.json();
              if (body.success !== false || typeof body.message !== 'string') {
                failures.push(`not the envelope: ${response.body.slice(0, 200)}`);
              }
              const changed = changedTables(before, after);
              if (changed.length > 0) {
                tally.rowsChanged += changed.length;
                failures.push(`refused with ${response.statusCode} yet changed ${changed.join(', ')}`);
              }
            }
            before = after;
          }),
          { numRuns: runsPerRoute, seed: 1212 },
        );
        expect(failures.slice(0, 5)).toEqual([]);
      });
    }
  });
}
