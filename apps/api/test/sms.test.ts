/**
 * The Twilio adapter with the real `twilio` SDK, its HTTP pointed at a local fake through a RequestClient
 * that rewrites the host; and the app in Twilio mode: codes and session tokens never reach the log.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_MESSAGES, API_PATHS } from '@zari/contract';
import twilio from 'twilio';
import type { RequestOptions } from 'twilio/lib/base/RequestClient.js';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTwilioSms } from '../src/providers/sms/twilio.js';
import { PRODUCTION_DEMO_ENV, useTestApp } from './helpers/app.js';
import { latestCode, randomIp, randomPhone } from './helpers/otp.js';

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'twilio-auth-token-for-tests';

interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A stand-in for api.twilio.com: records each request and answers what the test asks for. */
async function startFakeTwilio() {
  const seen: SeenRequest[] = [];
  let answer: (response: ServerResponse) => void = () => undefined;
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    seen.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization,
      form: new URLSearchParams(Buffer.concat(chunks).toString()),
    });
    answer(response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    seen,
    answerWith(status: number, body: object) {
      answer = (response) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
    },
    hang() {
      answer = () => undefined;
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** The SDK's own client, sending to the fake instead of https://api.twilio.com. */
class LocalRequestClient extends twilio.RequestClient {
  constructor(private readonly base: string) {
    super();
  }
  override request<T>(options: RequestOptions<T>) {
    return super.request<T>({ ...options, uri: options.uri.replace(/^https:\/\/[^/]+/, this.base) });
  }
}

const MESSAGE_SENT = { sid: `SM${'a'.repeat(32)}`, status: 'queued', to: '+919876543210' };

describe('Twilio adapter (Messages API)', async () => {
  const fake = await startFakeTwilio();
  afterAll(fake.close);
  beforeEach(() => {
    fake.seen.length = 0;
    fake.answerWith(201, MESSAGE_SENT);
  });
  const sender = (from: string, timeoutMs?: number) =>
    createTwilioSms({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from,
      httpClient: new LocalRequestClient(fake.base),
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it('posts To, From and Body to the account Messages resource with basic auth', async () => {
    await sender('ZARIOT').send({
      to: '+919876543210',
      body: 'code text\n\n@localhost #123456',
      code: '123456',
    });
    expect(fake.seen).toHaveLength(1);
    const [request] = fake.seen;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
    );
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+919876543210',
      From: 'ZARIOT',
      Body: 'code text\n\n@localhost #123456',
    });
  });

  it('sends through a Messaging Service when TWILIO_FROM is an MG… SID', async () => {
    const service = `MG${'b'.repeat(32)}`;
    await sender(service).send({ to: '+919876543210', body: 'text', code: '000000' });
    const form = Object.fromEntries(fake.seen[0]?.form ?? []);
    expect(form.MessagingServiceSid).toBe(service);
    expect(form.From).toBeUndefined();
  });

  it('turns a refusal (4xx) into a 502 and an outage (5xx, 429) into a 503', async () => {
    fake.answerWith(400, { code: 21211, message: "The 'To' number is not valid.", status: 400 });
    await expect(sender('ZARIOT').send({ to: '+919876543210', body: 't', code: '1' })).rejects.toMatchObject({
      statusCode: 502,
      message: API_MESSAGES.smsFailed,
    });
    for (const status of [500, 503, 429]) {
      fake.answerWith(status, { code: 20500, message: 'Internal Server Error', status });
      await expect(
        sender('ZARIOT').send({ to: '+919876543210', body: 't', code: '1' }),
      ).rejects.toMatchObject({
        statusCode: 503,
      });
    }
  });

  it('gives up on a provider that never answers instead of hanging', async () => {
    fake.hang();
    const started = Date.now();
    await expect(
      sender('ZARIOT', 300).send({ to: '+919876543210', body: 't', code: '1' }),
    ).rejects.toMatchObject({ statusCode: 503 });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('the app with SMS_PROVIDER=twilio', async () => {
  const fake = await startFakeTwilio();
  afterAll(fake.close);
  const logLines: string[] = [];
  const { app } = await useTestApp({
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: 'ZARIOT',
      PUBLIC_ORIGIN: 'https://shop.zari.example',
    },
    deps: {
      sms: createTwilioSms({
        accountSid: ACCOUNT_SID,
        authToken: AUTH_TOKEN,
        from: 'ZARIOT',
        httpClient: new LocalRequestClient(fake.base),
      }),
      logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } },
    },
  });
  const secrets: string[] = [];

  it('signs up with the code Twilio carried, ending with the WebOTP line of the public host', async () => {
    fake.answerWith(201, MESSAGE_SENT);
    const phone = randomPhone();
    const sent = await app.inject({ method: 'POST', url: API_PATHS.signup, payload: { phone } });
    expect(sent.statusCode).toBe(200);
    const body = fake.seen.at(-1)?.form.get('Body') ?? '';
    const code = /#(\d{6})$/.exec(body)?.[1] as string;
    expect(body.split('\n').at(-1)).toBe(`@shop.zari.example #${code}`);
    expect(fake.seen.at(-1)?.form.get('To')).toBe(phone);

    const verified = await app.inject({
      method: 'POST',
      url: API_PATHS.signupVerify,
      payload: { phone, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    const token = String(verified.headers['set-cookie']).split(';')[0]?.split('=')[1] as string;
    const me = await app.inject({
      method: 'GET',
      url: API_PATHS.me,
      headers: { cookie: `zari_session=${token}` },
    });
    expect(me.statusCode).toBe(200);
    secrets.push(code, token);
  });

  it('has no dev outbox', async () => {
    const response = await app.inject({
      method: 'GET',
      url: API_PATHS.devOutbox,
      query: { phone: randomPhone() },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers a Twilio failure with a clean 503 or 502, and the shopper may ask again at once', async () => {
    const phone = randomPhone();
    fake.answerWith(500, { code: 20500, message: 'Internal Server Error', status: 500 });
    const down = await app.inject({
      method: 'POST',
      url: API_PATHS.signup,
      payload: { phone },
      remoteAddress: randomIp(),
    });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: API_MESSAGES.smsFailed,
    });
    secrets.push(/#(\d{6})$/.exec(fake.seen.at(-1)?.form.get('Body') ?? '')?.[1] as string);

    fake.answerWith(400, { code: 21211, message: 'invalid', status: 400 });
    const refused = await app.inject({ method: 'POST', url: API_PATHS.signup, payload: { phone } });
    expect(refused.statusCode).toBe(502);

    fake.answerWith(201, MESSAGE_SENT);
    const retry = await app.inject({ method: 'POST', url: API_PATHS.signup, payload: { phone } });
    expect(retry.statusCode).toBe(200);
  });

  it('never logs an OTP, a session token, a cookie or the Twilio credentials', () => {
    const log = logLines.join('');
    // Requests were logged (one line each), so the absence below means something.
    expect(log).toContain('"route":"/api/users/signup/verify"');
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    for (const secret of [...secrets, AUTH_TOKEN, 'zari_session=']) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('the app with SMS_PROVIDER=console', async () => {
  const logLines: string[] = [];
  const { app } = await useTestApp({
    deps: { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
  });

  it('logs the code, as the development provider is meant to', async () => {
    const phone = randomPhone();
    await app.inject({ method: 'POST', url: API_PATHS.signup, payload: { phone } });
    expect(logLines.join('')).toContain(await latestCode(app, phone));
  });
});

describe('console SMS in a production demo store', async () => {
  const logLines: string[] = [];
  await useTestApp({
    env: PRODUCTION_DEMO_ENV,
    deps: { logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } },
  });

  it('warns at start-up that this is a demo store', () => {
    const warning = logLines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg.includes('SMS_PROVIDER=console'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain('Demo store');
  });
});
