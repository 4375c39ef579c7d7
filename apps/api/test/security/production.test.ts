/**
 * Case 1 of issue 12: production is safe by construction. The real server process is started with a
 * production environment and must refuse demo providers and public secrets (exit code and one message), or,
 * as a declared public demo, start and say so. Inside the app, `/api/dev/*` and `/api/payment/simulated/*`
 * do not exist in production outside demo mode, whatever providers were wired in.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_MESSAGES, API_PATHS, DEMO_GSTIN } from '@zari/contract';
import { createScratchDatabase } from '@zari/dev-tools';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { systemClock } from '../../src/lib/clock.js';
import { createSimulatedGateway } from '../../src/providers/payments/simulated.js';
import { createConsoleSms } from '../../src/providers/sms/console.js';
import { createTestApp } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';
import { postWebhook } from '../helpers/payments.js';
import { signInShopper } from '../helpers/session.js';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const STRONG_SECRET = 'a-strong-production-secret-of-forty-characters';
const DEV_SECRET = 'zari-development-secret-change-me-in-production';
const DATA_ENCRYPTION_KEY = 'k6Vq3m0n8Jb2Xw5Yt7Zr1Pc4Ls9Hd6Fg0Ae3Ui8Oy2M=';
const DEMO_ENV = {
  NODE_ENV: 'production',
  DATA_ENCRYPTION_KEY,
  ALLOW_DEMO_PROVIDERS: 'true',
  PUBLIC_ORIGIN: 'https://zari.example',
  LOG_LEVEL: 'silent',
  SEED_DEMO_CATALOG: 'false',
};
/** Real SMS and payment providers (never called here), so only what a test adds can be refused. */
const REAL_PROVIDERS = {
  NODE_ENV: 'production',
  DATA_ENCRYPTION_KEY,
  PUBLIC_ORIGIN: 'https://zari.example',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0000',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: 'ZARIIN',
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};

interface Run {
  code: number | null;
  output: string;
}

/**
 * Starts `src/server.ts` with exactly `env` (plus PATH) and answers its exit code and output; a server that
 * is still running once it logs `until` (or after `timeoutMs`) is stopped with SIGTERM.
 */
function startServer(env: Record<string, string>, until?: RegExp, timeoutMs = 90_000): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['--conditions=@zari/source', 'src/server.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const stop = () => child.kill('SIGTERM');
    const timer = setTimeout(stop, timeoutMs);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) stop();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('case 1: production refuses demo providers and public secrets at start-up', () => {
  it('refuses NODE_ENV=production with only a strong AUTH_SECRET, naming SMS_PROVIDER and PAYMENT_GATEWAY', async () => {
    const run = await startServer({ NODE_ENV: 'production', AUTH_SECRET: STRONG_SECRET });
    expect(run.code).toBe(1);
    expect(run.output).toContain('SMS_PROVIDER');
    expect(run.output).toContain('PAYMENT_GATEWAY');
    expect(run.output).not.toContain('AUTH_SECRET');
  });

  it('refuses the public development secrets, naming each one in one message', async () => {
    const run = await startServer({
      ...REAL_PROVIDERS,
      RAZORPAY_WEBHOOK_SECRET: 'zari-development-secret-change-me-in-production',
    });
    expect(run.code).toBe(1);
    expect(run.output.match(/Invalid environment/g)).toHaveLength(1);
    expect(run.output).toContain('AUTH_SECRET');
    expect(run.output).toContain('RAZORPAY_WEBHOOK_SECRET');
    expect(run.output).not.toContain('SMS_PROVIDER');
  });

  it('refuses a guessable AUTH_SECRET however long (issue 27): 32 × "a"', async () => {
    const run = await startServer({ ...REAL_PROVIDERS, AUTH_SECRET: 'a'.repeat(32) });
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/AUTH_SECRET: is guessable/);
  });

  it.each([
    ['one character', 'a'.repeat(64)],
    ['a word repeated', 'password'.repeat(4)],
    ['two characters', 'ab'.repeat(20)],
    ['hex repeated', '0123456789abcdef'.repeat(2)],
    ['almost one character', `${'a'.repeat(40)}bcd`],
  ])('refuses an AUTH_SECRET of %s, in every environment', (_name, secret) => {
    for (const env of [{ NODE_ENV: 'development' }, { ...REAL_PROVIDERS }]) {
      expect(() => loadConfig({ ...env, AUTH_SECRET: secret })).toThrow(/AUTH_SECRET: is guessable/);
    }
  });

  it('accepts random secrets: 1,000 of `openssl rand -hex 16` and of `-base64 48`', () => {
    for (let index = 0; index < 1000; index++) {
      for (const secret of [randomBytes(16).toString('hex'), randomBytes(48).toString('base64')]) {
        expect(loadConfig({ ...REAL_PROVIDERS, AUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
      }
    }
  });

  it('refuses the public development secret for payments even in a declared demo (issue 27)', () => {
    const demo = { ...DEMO_ENV, AUTH_SECRET: STRONG_SECRET };
    for (const name of ['SIMULATED_PAYMENT_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_KEY_SECRET']) {
      expect(() => loadConfig({ ...demo, [name]: DEV_SECRET })).toThrow(
        new RegExp(`${name}: must not be the public development secret`),
      );
    }
  });

  describe('as a declared public demo', async () => {
    const server = process.env.TEST_DATABASE_URL;
    const scratch = server ? await createScratchDatabase(server, 'zari_security_demo') : undefined;
    afterAll(async () => scratch?.drop());

    it.skipIf(!scratch)('starts with ALLOW_DEMO_PROVIDERS=true and says so in its start-up log', async () => {
      const run = await startServer(
        {
          NODE_ENV: 'production',
          AUTH_SECRET: STRONG_SECRET,
          DATA_ENCRYPTION_KEY,
          ALLOW_DEMO_PROVIDERS: 'true',
          PUBLIC_ORIGIN: 'https://zari.example',
          DATABASE_URL: scratch?.url ?? '',
          DATA_DIR: `/tmp/zari-security-demo-${process.pid}`,
          SEED_DEMO_CATALOG: 'false',
        },
        /Server listening/,
      );
      expect(run.output).toMatch(/Demo store \(ALLOW_DEMO_PROVIDERS=true\)/);
      expect(run.output).toMatch(/Server listening/);
    });

    it.skipIf(!scratch)(
      "refuses to start a real store under the demo seller's GSTIN (issue 30), in one line after migrating",
      async () => {
        const run = await startServer({
          ...REAL_PROVIDERS,
          AUTH_SECRET: STRONG_SECRET,
          DATABASE_URL: scratch?.url ?? '',
          DATA_DIR: `/tmp/zari-security-gstin-${process.pid}`,
          SEED_DEMO_CATALOG: 'false',
        });
        expect(run.code).toBe(1);
        expect(run.output).toContain(`the GSTIN is still the demo store's (${DEMO_GSTIN})`);
        expect(run.output).toContain('ALLOW_DEMO_PROVIDERS=true');
        expect(run.output).not.toMatch(/Server listening/);

        // The operator saves the real seller from the command line, and the store starts.
        const file = join(tmpdir(), `zari-seller-${process.pid}.json`);
        await writeFile(file, JSON.stringify({ gstin: '29AAPFU0939F1ZR' }));
        const saved = spawnSync(TSX, ['--conditions=@zari/source', 'src/scripts/set-settings.ts', file], {
          cwd: API_DIR,
          env: {
            PATH: process.env.PATH ?? '',
            ...REAL_PROVIDERS,
            AUTH_SECRET: STRONG_SECRET,
            DATABASE_URL: scratch?.url ?? '',
          },
          encoding: 'utf8',
        });
        expect(saved.stderr).toBe('');
        expect(saved.stdout).toContain('GSTIN 29AAPFU0939F1ZR');
        const started = await startServer(
          {
            ...REAL_PROVIDERS,
            AUTH_SECRET: STRONG_SECRET,
            DATABASE_URL: scratch?.url ?? '',
            DATA_DIR: `/tmp/zari-security-gstin-${process.pid}`,
            SEED_DEMO_CATALOG: 'false',
          },
          /Server listening/,
        );
        expect(started.output).toMatch(/Server listening/);
      },
    );
  });
});

describe('case 1: outside demo mode the dev outbox and the simulated checkout do not exist in production', async () => {
  const database = await createTestDatabase();
  const productionEnv = {
    ...REAL_PROVIDERS,
    LOG_LEVEL: 'silent',
    SEED_DEMO_CATALOG: 'false',
    AUTH_SECRET: STRONG_SECRET,
    DATA_DIR: `/tmp/zari-security-prod-${process.pid}`,
  };
  // Even a console SMS sender and the simulated gateway wired in by mistake must not expose their routes.
  const wiredByMistake = (config: ReturnType<typeof loadConfig>) => ({
    sms: createConsoleSms({ db: database.db, clock: systemClock, log: pino({ level: 'silent' }) }),
    payments: createSimulatedGateway({ secret: config.AUTH_SECRET, webhookSecret: config.AUTH_SECRET }),
  });
  const production = loadConfig(productionEnv);
  const demo = loadConfig({ ...productionEnv, ALLOW_DEMO_PROVIDERS: 'true' });
  const { app } = await createTestApp({ database, config: production, deps: wiredByMistake(production) });
  const { app: demoApp } = await createTestApp({ database, config: demo, deps: wiredByMistake(demo) });
  const shopper = await signInShopper(database.db, production);
  afterAll(async () => {
    await app.close();
    await demoApp.close();
    await database.drop();
  });

  it('answers 404 for GET /api/dev/outbox', async () => {
    const response = await app.inject({
      method: 'GET',
      url: API_PATHS.devOutbox,
      query: { phone: shopper.phone },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: expect.any(String), message: 'Route not found' });
  });

  it('answers 404 for POST /api/payment/simulated/complete', async () => {
    const response = await app.inject({
      method: 'POST',
      url: API_PATHS.simulatedPay,
      headers: { cookie: shopper.cookie },
      payload: { razorpay_order_id: 'order_x', outcome: 'success' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps both in a declared demo', async () => {
    const outbox = await demoApp.inject({
      method: 'GET',
      url: API_PATHS.devOutbox,
      query: { phone: shopper.phone },
    });
    expect(outbox.statusCode).toBe(200);
  });
});

describe('a declared demo keeps its webhook secret to itself (issue 27)', async () => {
  const config = loadConfig({
    ...DEMO_ENV,
    AUTH_SECRET: STRONG_SECRET,
    DATA_DIR: `/tmp/zari-demo-${process.pid}`,
  });
  const { app, database } = await createTestApp({ config });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  const event = { event: 'payment.captured', payload: {} };

  it('refuses a webhook signed with the public development secret', async () => {
    expect(config.SIMULATED_PAYMENT_SECRET).not.toBe(DEV_SECRET);
    const forged = await postWebhook(app, DEV_SECRET, event);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(API_MESSAGES.webhookSignatureInvalid);
  });

  it('accepts one signed with the secret it derived from AUTH_SECRET', async () => {
    const signed = await postWebhook(app, config.SIMULATED_PAYMENT_SECRET, event);
    expect(signed.json().message).not.toBe(API_MESSAGES.webhookSignatureInvalid);
  });
});

describe('a declared demo shows a browser only the codes it asked for, never a staff code (issue 27)', async () => {
  const config = loadConfig({
    ...DEMO_ENV,
    AUTH_SECRET: STRONG_SECRET,
    DATA_DIR: `/tmp/zari-demo-${process.pid}`,
  });
  const { app, database } = await createTestApp({ config });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  const owner = await signInShopper(database.db, config, { role: 'owner' });
  const send = (url: string, phone: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url,
      payload: { phone },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const outboxCookie = (response: Awaited<ReturnType<typeof send>>) =>
    String(response.headers['set-cookie']).match(/zari_outbox=[^;]*/)?.[0] ?? '';
  const read = async (phone: string, cookie?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: API_PATHS.devOutbox,
      query: { phone },
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { code: string }[]).map((message) => message.code);
  };

  it('lets a shopper sign up with the code their own browser asked for', async () => {
    const phone = '+919812340001';
    const sent = await send(API_PATHS.signup, phone);
    expect(sent.statusCode).toBe(200);
    const mine = outboxCookie(sent);
    expect(String(sent.headers['set-cookie'])).toMatch(/HttpOnly; Secure; SameSite=Strict/);
    const [code] = await read(phone, mine);
    const verified = await app.inject({
      method: 'POST',
      url: API_PATHS.signupVerify,
      payload: { phone, otp: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('shows nobody else that code: no cookie, another browser, a forged cookie', async () => {
    const phone = '+919812340002';
    await send(API_PATHS.signup, phone);
    const other = outboxCookie(await send(API_PATHS.signup, '+919812340003'));
    expect(await read(phone)).toEqual([]);
    expect(await read(phone, other)).toEqual([]);
    expect(await read(phone, 'zari_outbox=not-an-id,also%20not')).toEqual([]);
  });

  it("never shows the owner's sign-in code, even to the browser that asked for it", async () => {
    const sent = await send(API_PATHS.login, owner.phone);
    expect(sent.statusCode).toBe(200);
    expect(await read(owner.phone, outboxCookie(sent))).toEqual([]);
  });
});
