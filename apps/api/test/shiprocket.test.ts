/**
 * The Shiprocket client (issue 32) against the local fake: it logs in once and reuses its token, logs in again
 * when Shiprocket answers 401, creates an ad-hoc order with Shiprocket's fields, assigns the AWB, reads the label
 * PDF, books a reverse pick-up, and turns an outage (503, a hang past the timeout) or a refusal into a typed
 * ShippingProviderError saying whether a retry may help.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ShipmentRequest,
  type ShippingProvider,
  ShippingProviderError,
} from '../src/providers/shipping/index.js';
import { createShiprocketShipping, sameSecret } from '../src/providers/shipping/shiprocket.js';
import {
  type FakeShiprocket,
  SHIPROCKET_EMAIL,
  SHIPROCKET_PASSWORD,
  SHIPROCKET_PICKUP,
  SHIPROCKET_WEBHOOK_TOKEN,
  startFakeShiprocket,
} from './helpers/fake-shiprocket.js';

const ADHOC = '/v1/external/orders/create/adhoc';

const forward = (reference: string): ShipmentRequest => ({
  reference,
  orderDate: new Date('2026-11-26T09:00:00Z'),
  deliverTo: {
    name: 'Asha Verma',
    phone: '+919876543210',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
  },
  items: [
    {
      name: 'Indigo Wrap Dress',
      sku: 'p1-M',
      units: 2,
      unitPricePaise: 199_900,
      discountPaise: 10_000,
      hsn: '6204',
    },
  ],
  paymentMethod: 'cod',
  subTotalPaise: 389_800,
});

describe('the Shiprocket client', () => {
  let fake: FakeShiprocket;
  let shiprocket: ShippingProvider;

  beforeAll(async () => {
    fake = await startFakeShiprocket();
    shiprocket = createShiprocketShipping({
      baseUrl: fake.base,
      email: SHIPROCKET_EMAIL,
      password: SHIPROCKET_PASSWORD,
      pickupLocation: SHIPROCKET_PICKUP,
      webhookToken: SHIPROCKET_WEBHOOK_TOKEN,
      timeoutMs: 300,
    });
  });
  afterAll(() => fake.close());

  it("creates an ad-hoc order with Shiprocket's fields, logging in once for every call", async () => {
    const first = await shiprocket.createShipment(forward('order-1'));
    const second = await shiprocket.createShipment(forward('order-2'));
    expect(first.shipmentId).not.toBe(second.shipmentId);
    expect(fake.logins()).toBe(1);
    const [sent] = fake.callsTo(ADHOC);
    expect(sent?.authorization).toMatch(/^Bearer token-1-/);
    expect(sent?.body).toMatchObject({
      order_id: 'order-1',
      order_date: '2026-11-26 14:30',
      pickup_location: SHIPROCKET_PICKUP,
      billing_customer_name: 'Asha',
      billing_last_name: 'Verma',
      billing_pincode: '560025',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      payment_method: 'COD',
      sub_total: 3898,
      order_items: [
        { name: 'Indigo Wrap Dress', sku: 'p1-M', units: 2, selling_price: 1999, discount: 100, hsn: '6204' },
      ],
    });
  });

  it('logs in again when Shiprocket answers 401, and repeats the call once', async () => {
    const before = fake.logins();
    fake.expireTokens();
    const created = await shiprocket.createShipment(forward('order-3'));
    expect(created.shipmentId).toMatch(/^\d+$/);
    expect(fake.logins()).toBe(before + 1);
    const last = fake.callsTo(ADHOC).slice(-2);
    expect(last.map((call) => call.body.order_id)).toEqual(['order-3', 'order-3']);
  });

  it('assigns the AWB and reads the label PDF', async () => {
    const { shipmentId } = await shiprocket.createShipment(forward('order-4'));
    const assigned = await shiprocket.assignAwb(shipmentId);
    expect(assigned).toEqual({ awb: expect.stringMatching(/^SR/), courier: 'Delhivery Surface' });
    const label = await shiprocket.label(shipmentId);
    expect(Buffer.from(label.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(fake.callsTo('/v1/external/courier/generate/label').at(-1)?.body).toEqual({
      shipment_id: [shipmentId],
    });
  });

  it("cancels the carrier's order by its id", async () => {
    const { providerOrderId } = await shiprocket.createShipment(forward('order-cancel'));
    await shiprocket.cancelShipment(providerOrderId);
    expect(fake.callsTo('/v1/external/orders/cancel').at(-1)?.body).toEqual({
      ids: [Number(providerOrderId)],
    });
    expect(fake.cancelled).toContain(providerOrderId);
  });

  it('books a reverse pick-up from the shopper to the store, prepaid', async () => {
    const booked = await shiprocket.createReturnPickup({
      reference: 'return-1',
      orderDate: new Date('2026-11-30T06:00:00Z'),
      pickupFrom: forward('x').deliverTo,
      returnTo: {
        name: 'Zari Warehouse',
        phone: '9000000001',
        address: '1 Industrial Area',
        city: 'Jaipur',
        state: 'Rajasthan',
        pincode: '302001',
      },
      items: [{ name: 'Indigo Wrap Dress', sku: 'p1-M', units: 1, unitPricePaise: 199_900 }],
      subTotalPaise: 199_900,
    });
    expect(booked).toEqual({ providerOrderId: expect.any(String), shipmentId: expect.any(String) });
    expect(fake.callsTo('/v1/external/orders/create/return').at(-1)?.body).toMatchObject({
      order_id: 'return-1',
      pickup_customer_name: 'Asha',
      pickup_pincode: '560025',
      shipping_customer_name: 'Zari',
      shipping_pincode: '302001',
      payment_method: 'Prepaid',
    });
  });

  it('answers an outage with a retryable error: 503, and a hang cut by the timeout', async () => {
    fake.setMode('down');
    const down = await shiprocket.createShipment(forward('order-5')).catch((error: unknown) => error);
    expect(down).toBeInstanceOf(ShippingProviderError);
    expect(down).toMatchObject({ retryable: true, status: 503 });

    fake.setMode('hang');
    const started = Date.now();
    const hung = await shiprocket.assignAwb('1').catch((error: unknown) => error);
    expect(hung).toMatchObject({ retryable: true });
    expect(Date.now() - started).toBeLessThan(3000);
    fake.setMode('up');
  });

  it("answers a refusal with Shiprocket's words, not retryable", async () => {
    const invalid = await shiprocket
      .createShipment({ ...forward('order-6'), items: [] })
      .catch((error: unknown) => error);
    expect(invalid).toMatchObject({ retryable: false, status: 422, message: 'Oops! Invalid Data.' });

    const { shipmentId } = await shiprocket.createShipment(forward('order-7'));
    fake.refuseAwbWith('Insufficient wallet balance');
    const refused = await shiprocket.assignAwb(shipmentId).catch((error: unknown) => error);
    expect(refused).toMatchObject({ retryable: false, message: 'Insufficient wallet balance' });
    fake.refuseAwbWith(undefined);
  });

  it('checks the webhook token in constant time, refusing a missing or different one', () => {
    expect(shiprocket.verifyWebhookToken(SHIPROCKET_WEBHOOK_TOKEN)).toBe(true);
    expect(shiprocket.verifyWebhookToken(undefined)).toBe(false);
    expect(shiprocket.verifyWebhookToken(`${SHIPROCKET_WEBHOOK_TOKEN}x`)).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });

  it('refuses to log in with wrong credentials, not retryable', async () => {
    const wrong = createShiprocketShipping({
      baseUrl: fake.base,
      email: SHIPROCKET_EMAIL,
      password: 'wrong',
      pickupLocation: SHIPROCKET_PICKUP,
      webhookToken: SHIPROCKET_WEBHOOK_TOKEN,
      timeoutMs: 300,
    });
    await expect(wrong.createShipment(forward('order-8'))).rejects.toMatchObject({
      retryable: false,
      status: 400,
    });
  });
});
