/** The users:grant-role script makes the first owner (issue 14): on the database the server uses, audited. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { auditLog, users } from '../src/db/schema/index.js';
import { useTestApp } from './helpers/app.js';
import { signUp } from './helpers/otp.js';

describe('users:grant-role', async () => {
  const { app, database, db } = await useTestApp();
  const run = promisify(execFile);
  /** The script with `env` over this process's; an undefined value removes the variable. */
  const script = (env: NodeJS.ProcessEnv, args: string[]) =>
    run(
      join('node_modules', '.bin', 'tsx'),
      ['--conditions=@zari/source', 'src/scripts/grant-role.ts', ...args],
      {
        env: JSON.parse(JSON.stringify({ ...process.env, NODE_ENV: 'test', ...env })),
      },
    );
  const grant = (...args: string[]) => script({ DATABASE_URL: database.url }, args);

  it.skipIf(!database.url)(
    'makes a phone owner (creating the account), and a shopper again with its sessions ended',
    async () => {
      const created = await grant('9812345678', 'owner');
      expect(created.stdout).toContain('+919812345678 is now owner');
      const [owner] = await db.select().from(users).where(eq(users.phone, '+919812345678'));
      expect(owner?.role).toBe('owner');
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, owner?.id ?? ''));
      expect(entry).toMatchObject({ actorId: null, action: 'staff.grant', after: { role: 'owner' } });

      const { phone, cookie } = await signUp(app);
      const summary = () => app.inject({ method: 'GET', url: '/api/admin/summary', headers: { cookie } });
      expect((await summary()).statusCode).toBe(403);
      await grant(phone, 'staff');
      expect((await summary()).statusCode).toBe(200);
      await grant(phone, 'shopper');
      expect((await summary()).statusCode).toBe(401);

      await expect(grant('12345', 'owner')).rejects.toMatchObject({ code: 2 });
      await expect(grant('9812345678', 'admin')).rejects.toMatchObject({ code: 2 });
    },
    120_000,
  );

  it('refuses the embedded database while a store has it open, and works once it is closed', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'zari-grant-'));
    const embedded = { DATABASE_URL: undefined, DATA_DIR: dataDir };
    try {
      const store = await openDatabase({ dataDir });
      await store.migrate();
      const refused = await script(embedded, ['9812345670', 'owner']).catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr).toContain(`open in process ${process.pid}`);
      expect((await store.db.select().from(users)).map((user) => user.phone)).not.toContain('+919812345670');
      await store.close();

      expect((await script(embedded, ['9812345670', 'owner'])).stdout).toContain(
        '+919812345670 is now owner',
      );
      const reopened = await openDatabase({ dataDir });
      const [owner] = await reopened.db.select().from(users).where(eq(users.phone, '+919812345670'));
      expect(owner?.role).toBe('owner');
      await reopened.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
