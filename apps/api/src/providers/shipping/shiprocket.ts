/**
 * Shiprocket through its REST API with fetch (issue 32; there is no official Node SDK): log in for a token
 * (cached; a 401 logs in again once and repeats the call), create an ad-hoc order, assign its AWB, generate its
 * label, cancel it, and book reverse pick-ups for returns. Every call is time-boxed; an outage (timeout, network, 5xx, 429)
 * is a retryable ShippingProviderError, a refusal (4xx, or a 200 that did not do it) a non-retryable one with
 * Shiprocket's message. Paths and fields as in Shiprocket's API reference (apiv2.shiprocket.in/v1/external).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type AssignedAwb,
  type CarrierShipment,
  type ParcelSize,
  type ReturnPickupRequest,
  type ShipmentItem,
  type ShipmentParty,
  type ShipmentRequest,
  type ShippingProvider,
  ShippingProviderError,
} from './types.js';

export interface ShiprocketOptions {
  /** `https://apiv2.shiprocket.in`, or a local fake in tests. */
  baseUrl: string;
  email: string;
  password: string;
  /** The pickup location's name in Shiprocket's panel. */
  pickupLocation: string;
  webhookToken: string;
  timeoutMs: number;
  /** Milliseconds now (tests move it to expire the token). */
  now?: () => number;
}

/** One garment in a courier bag: what a fashion order weighs and measures unless told otherwise. */
const DEFAULT_PARCEL: ParcelSize = { weightKg: 0.5, lengthCm: 30, breadthCm: 25, heightCm: 5 };

/** Shiprocket's token lives 240 hours; it is renewed a day early (and at once on a 401). */
const TOKEN_LIFETIME_MS = 9 * 24 * 60 * 60 * 1000;

const rupees = (paise: number) => Math.round(paise) / 100;

/** `YYYY-MM-DD HH:mm` in India time, as Shiprocket reads order dates. */
function indiaDateTime(date: Date) {
  return new Date(date.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The 10-digit Indian number Shiprocket wants, from `+91…`, `91…` or 10 digits. */
const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

function splitName(name: string) {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

/** Constant-time equality of two secrets of any length (their digests are compared). */
export function sameSecret(given: string | undefined, expected: string) {
  if (given === undefined || expected === '') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function orderItems(items: readonly ShipmentItem[]) {
  return items.map((item) => ({
    name: item.name,
    sku: item.sku,
    units: item.units,
    selling_price: rupees(item.unitPricePaise),
    discount: rupees(item.discountPaise ?? 0),
    tax: '',
    ...(item.hsn ? { hsn: item.hsn } : {}),
  }));
}

function parcelFields(parcel: ParcelSize | undefined) {
  const size = parcel ?? DEFAULT_PARCEL;
  return { length: size.lengthCm, breadth: size.breadthCm, height: size.heightCm, weight: size.weightKg };
}

function party(prefix: 'billing' | 'pickup' | 'shipping', who: ShipmentParty) {
  const { first, last } = splitName(who.name);
  return {
    [`${prefix}_customer_name`]: first,
    [`${prefix}_last_name`]: last,
    [`${prefix}_address`]: who.address,
    [`${prefix}_city`]: who.city,
    [`${prefix}_state`]: who.state,
    [`${prefix}_country`]: 'India',
    [`${prefix}_pincode`]: who.pincode,
    [`${prefix}_phone`]: tenDigits(who.phone),
    ...(who.email ? { [`${prefix}_email`]: who.email } : {}),
  };
}

/** Shiprocket's words for a refusal: `message`, else the first field error, else the status. */
function refusalOf(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message) return record.message;
    const errors = record.errors;
    if (errors && typeof errors === 'object') {
      const first = Object.values(errors as Record<string, unknown>)[0];
      if (Array.isArray(first) && typeof first[0] === 'string') return first[0];
    }
  }
  return `Shiprocket answered ${status}`;
}

const idOf = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : undefined;

export function createShiprocketShipping(options: ShiprocketOptions): ShippingProvider {
  const base = `${options.baseUrl.replace(/\/$/, '')}/v1/external`;
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | undefined;
  /** One login at a time: calls that find no token wait for the same one. */
  let loggingIn: Promise<string> | undefined;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ShippingProviderError(`Shiprocket did not answer: ${reason}`, true);
    }
  }

  async function readJson(response: Response): Promise<unknown> {
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const retryable = response.status >= 500 || response.status === 429;
      throw new ShippingProviderError(refusalOf(response.status, body), retryable, response.status);
    }
    if (!body || typeof body !== 'object') {
      throw new ShippingProviderError(
        'Shiprocket answered something that is not JSON',
        true,
        response.status,
      );
    }
    return body;
  }

  async function logIn(): Promise<string> {
    const response = await send(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: options.email, password: options.password }),
    });
    const body = (await readJson(response)) as { token?: unknown };
    if (typeof body.token !== 'string' || !body.token) {
      throw new ShippingProviderError('Shiprocket gave no token at login', false, response.status);
    }
    token = { value: body.token, expiresAt: now() + TOKEN_LIFETIME_MS };
    return body.token;
  }

  async function currentToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    loggingIn ??= logIn().finally(() => {
      loggingIn = undefined;
    });
    return loggingIn;
  }

  /** A call with the token; a 401 (the token expired or was revoked) logs in again once and repeats it. */
  async function call(path: string, body: unknown): Promise<Record<string, unknown>> {
    const attempt = async () =>
      send(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await currentToken()}` },
        body: JSON.stringify(body),
      });
    let response = await attempt();
    if (response.status === 401) {
      await response.body?.cancel();
      token = undefined;
      response = await attempt();
    }
    return (await readJson(response)) as Record<string, unknown>;
  }

  function created(body: Record<string, unknown>): CarrierShipment {
    const providerOrderId = idOf(body.order_id);
    const shipmentId = idOf(body.shipment_id);
    if (!providerOrderId || !shipmentId) throw new ShippingProviderError(refusalOf(200, body), false, 200);
    return { providerOrderId, shipmentId };
  }

  return {
    name: 'shiprocket',
    books: true,

    async createShipment(request: ShipmentRequest) {
      const body = await call('/orders/create/adhoc', {
        order_id: request.reference,
        order_date: indiaDateTime(request.orderDate),
        pickup_location: options.pickupLocation,
        ...party('billing', request.deliverTo),
        shipping_is_billing: true,
        order_items: orderItems(request.items),
        payment_method: request.paymentMethod === 'cod' ? 'COD' : 'Prepaid',
        sub_total: rupees(request.subTotalPaise),
        ...parcelFields(request.parcel),
      });
      return created(body);
    },

    async assignAwb(shipmentId: string, options?: { isReturn?: boolean }): Promise<AssignedAwb> {
      const body = await call('/courier/assign/awb', {
        shipment_id: shipmentId,
        ...(options?.isReturn && { is_return: 1 }),
      });
      const data = (body.response as { data?: Record<string, unknown> } | undefined)?.data;
      const awb = idOf(data?.awb_code);
      if (body.awb_assign_status !== 1 || !awb) {
        const why = typeof data?.awb_assign_error === 'string' ? data.awb_assign_error : refusalOf(200, body);
        throw new ShippingProviderError(why, false, 200);
      }
      return { awb, courier: typeof data?.courier_name === 'string' ? data.courier_name : '' };
    },

    async label(shipmentId: string): Promise<Uint8Array> {
      const body = await call('/courier/generate/label', { shipment_id: [shipmentId] });
      if (body.label_created !== 1 || typeof body.label_url !== 'string') {
        throw new ShippingProviderError(refusalOf(200, body), false, 200);
      }
      // The label is a file on Shiprocket's storage, read without the token.
      const file = await send(body.label_url, { method: 'GET' });
      if (!file.ok) {
        throw new ShippingProviderError(`the label could not be read (${file.status})`, true, file.status);
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (Buffer.from(bytes.subarray(0, 5)).toString() !== '%PDF-') {
        throw new ShippingProviderError('the label is not a PDF', true, file.status);
      }
      return bytes;
    },

    async cancelShipment(providerOrderId: string) {
      await call('/orders/cancel', { ids: [Number(providerOrderId)] });
    },

    async createReturnPickup(request: ReturnPickupRequest) {
      const body = await call('/orders/create/return', {
        order_id: request.reference,
        order_date: indiaDateTime(request.orderDate),
        ...party('pickup', request.pickupFrom),
        ...party('shipping', request.returnTo),
        order_items: orderItems(request.items),
        payment_method: 'Prepaid',
        sub_total: rupees(request.subTotalPaise),
        ...parcelFields(request.parcel),
      });
      return created(body);
    },

    verifyWebhookToken: (given) => sameSecret(given, options.webhookToken),
  };
}
