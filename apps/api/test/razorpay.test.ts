/**
 * The Razorpay adapter with the real SDK, its HTTP pointed at a local fake of the provider's API: the exact
 * request it makes, and what the shopper gets when the provider refuses or hangs.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CreatePaymentOrderResponse, PaymentConfigResponse } from '@zari/contract/schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.js';
import { paymentAttempts } from '../src/db/schema/index.js';
import { hmacSha256Hex } from '../src/providers/payments/gateway.js';
import { createRazorpayGateway } from '../src/providers/payments/razorpay.js';
import { createTestApp, useTestApp } from './helpers/app.js';
import { signInShopper, type TestShopper } from './helpers/session.js';

const KEY_ID = 'rzp_test_fakeKey123';
const KEY_SECRET = 'fake_key_secret_0123456789';
const WEBHOOK_SECRET = 'fake_webhook_secret_0123456789';

type FakeMode = 'ok' | 'refuse' | 'hang';
interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

/** Answers like Razorpay's Orders API, refuses with a 5xx, or never answers. */
function startFakeRazorpay() {
  const state: { mode: FakeMode; seen: SeenRequest[] } = { mode: 'ok', seen: [] };
  let orderCount = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      state.seen.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        body,
      });
      if (state.mode === 'hang') return;
      response.setHeader('content-type', 'application/json');
      if (state.mode === 'refuse') {
        response.statusCode = 503;
        response.end(
          JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } }),
        );
        return;
      }
      orderCount += 1;
      response.end(
        JSON.stringify({
          id: `order_FakeOrder${String(orderCount).padStart(5, '0')}`,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          attempts: 0,
          created_at: 1_700_000_000,
        }),
      );
    });
  });
  return { server, state };
}

describe('Razorpay gateway through the SDK', async () => {
  const fake = startFakeRazorpay();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const fakeUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  const env = {
    PAYMENT_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  };
  const timeoutMs = testConfig(env).PAYMENT_TIMEOUT_MS;
  const gateway = (apiBaseUrl: string) =>
    createRazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      timeoutMs,
      apiBaseUrl,
    });
  const { app, db, config } = await useTestApp({ env, deps: { payments: gateway(fakeUrl) } });
  let shopper: TestShopper;

  beforeAll(async () => {
    shopper = await signInShopper(db, config);
  });
  beforeEach(() => {
    fake.state.mode = 'ok';
    fake.state.seen = [];
  });
  afterAll(async () => {
    fake.server.closeAllConnections();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  const createOrder = (amount: number) =>
    app.inject({
      method: 'POST',
      url: '/api/payment/create-razorpay-order',
      headers: { cookie: shopper.cookie },
      payload: { amount },
    });

  it('tells the storefront to open Razorpay with the public key id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(PaymentConfigResponse.parse(response.json()).data).toEqual({ gateway: 'razorpay', keyId: KEY_ID });
  });

  it('creates the provider order with POST /v1/orders, paise, INR, a receipt and basic auth', async () => {
    const response = await createOrder(249_900);
    expect(response.statusCode).toBe(200);
    expect(CreatePaymentOrderResponse.parse(response.json()).data).toEqual({
      id: expect.stringMatching(/^order_FakeOrder\d{5}$/),
      amount: 249_900,
      currency: 'INR',
    });
    expect(fake.state.seen).toHaveLength(1);
    const seen = fake.state.seen[0] as SeenRequest;
    expect(seen).toMatchObject({ method: 'POST', url: '/v1/orders' });
    expect(seen.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(seen.body).toEqual({ amount: 249_900, currency: 'INR', receipt: expect.any(String) });
    expect((seen.body as { receipt: string }).receipt.length).toBeLessThanOrEqual(40);
  });

  it("verifies the checkout's signature made with the key secret", async () => {
    const created = CreatePaymentOrderResponse.parse((await createOrder(99_900)).json()).data;
    const paymentId = 'pay_FakePayment1234';
    const confirmation = {
      razorpay_order_id: created.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: hmacSha256Hex(KEY_SECRET, `${created.id}|${paymentId}`),
    };
    const verify = (signature: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payment/verify-razorpay-payment',
        headers: { cookie: shopper.cookie },
        payload: { ...confirmation, razorpay_signature: signature },
      });
    expect((await verify(hmacSha256Hex(WEBHOOK_SECRET, `${created.id}|${paymentId}`))).statusCode).toBe(400);
    expect((await verify(confirmation.razorpay_signature)).statusCode).toBe(200);
  });

  it('hides the simulated checkout while Razorpay is configured', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payment/simulated/complete',
      headers: { cookie: shopper.cookie },
      payload: { razorpay_order_id: 'order_FakeOrder12345', outcome: 'success' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 502 when the provider refuses, recording nothing', async () => {
    fake.state.mode = 'refuse';
    const before = (await db.select().from(paymentAttempts)).length;
    const response = await createOrder(10_000);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: 'Payment provider is unavailable. Please try again.',
    });
    expect((await db.select().from(paymentAttempts)).length).toBe(before);
  });

  it('answers 503 within 5 s when the provider hangs', async () => {
    fake.state.mode = 'hang';
    const started = performance.now();
    const response = await createOrder(10_000);
    const elapsed = performance.now() - started;
    expect(fake.state.seen).toHaveLength(1);
    expect(response.statusCode).toBe(503);
    expect(elapsed).toBeLessThan(5_000);
  });

  it('answers 503 when the provider cannot be reached at all', async () => {
    const unreachable = await new Promise<string>((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(`http://127.0.0.1:${port}`));
      });
    });
    const isolated = await createTestApp({ env, deps: { payments: gateway(unreachable) } });
    try {
      const other = await signInShopper(isolated.db, isolated.config);
      const response = await isolated.app.inject({
        method: 'POST',
        url: '/api/payment/create-razorpay-order',
        headers: { cookie: other.cookie },
        payload: { amount: 10_000 },
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await isolated.app.close();
      await isolated.database.drop();
    }
  });
});
