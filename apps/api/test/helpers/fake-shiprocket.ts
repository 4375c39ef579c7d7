/**
 * A stand-in for apiv2.shiprocket.in (issue 32), as fake-twilio.ts stands in for Twilio: it speaks the calls the
 * shipping provider makes (login, ad-hoc order, AWB, label and its PDF, return order) with Shiprocket's shapes,
 * checks the bearer token on each, and can expire its tokens, go down (503) or hang (never answer). It also
 * builds the tracking updates Shiprocket's webhook posts and sends them to a URL.
 */
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SHIPROCKET_EMAIL = 'api-user@zari.example';
export const SHIPROCKET_PASSWORD = 'shiprocket-password-for-tests';
export const SHIPROCKET_WEBHOOK_TOKEN = 'shiprocket-webhook-token-for-tests';
export const SHIPROCKET_PICKUP = 'Zari Warehouse';

/** The env a test app needs to book through the fake at `base`. */
export const shiprocketEnv = (base: string, overrides: Record<string, string> = {}) => ({
  SHIPPING_PROVIDER: 'shiprocket',
  SHIPROCKET_BASE_URL: base,
  SHIPROCKET_EMAIL,
  SHIPROCKET_PASSWORD,
  SHIPROCKET_PICKUP_LOCATION: SHIPROCKET_PICKUP,
  SHIPROCKET_WEBHOOK_TOKEN,
  SHIPPING_TIMEOUT_MS: '1000',
  ...overrides,
});

/** Shiprocket's shipment status ids of the statuses tests send. */
export const SHIPROCKET_STATUS_IDS: Record<string, number> = {
  'PICKED UP': 42,
  'IN TRANSIT': 18,
  'OUT FOR DELIVERY': 17,
  DELIVERED: 7,
  'RTO INITIATED': 9,
  'RTO DELIVERED': 10,
};

export interface SeenCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function startFakeShiprocket() {
  const calls: SeenCall[] = [];
  const tokens = new Set<string>();
  let logins = 0;
  let nextId = 1000;
  let mode: 'up' | 'down' | 'hang' = 'up';
  let refuseAwb: string | undefined;
  const orders = new Map<string, { orderId: number; shipmentId: number; body: Record<string, unknown> }>();
  const awbs = new Map<string, string>();
  /** Shiprocket order ids cancelled through the API. */
  const cancelled: string[] = [];
  const hanging = new Set<ServerResponse>();

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    const path = (request.url ?? '').split('?')[0] ?? '';
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return json(response, 400, { message: 'Malformed JSON' });
    }
    const authorization = request.headers.authorization;
    calls.push({ method: request.method ?? '', path, body, authorization });
    if (mode === 'hang') {
      hanging.add(response);
      return;
    }
    if (mode === 'down') return json(response, 503, { message: 'Service Unavailable' });

    const labelMatch = /^\/labels\/(\d+)\.pdf$/.exec(path);
    if (request.method === 'GET' && labelMatch) {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end(MINIMAL_PDF);
    }
    if (path === '/v1/external/auth/login') {
      if (body.email !== SHIPROCKET_EMAIL || body.password !== SHIPROCKET_PASSWORD) {
        return json(response, 400, { message: 'Invalid email and password combination' });
      }
      logins += 1;
      const token = `token-${logins}-${Math.random().toString(36).slice(2)}`;
      tokens.add(token);
      return json(response, 200, { id: 1, email: SHIPROCKET_EMAIL, token });
    }
    const bearer = authorization?.replace(/^Bearer /, '');
    if (!bearer || !tokens.has(bearer)) {
      return json(response, 401, { message: 'Token has expired', status_code: 401 });
    }

    if (path === '/v1/external/orders/create/adhoc' || path === '/v1/external/orders/create/return') {
      const items = body.order_items;
      const prefix = path.endsWith('return') ? 'pickup' : 'billing';
      const missing = ['order_id', 'order_date', `${prefix}_pincode`, `${prefix}_phone`, 'sub_total'].filter(
        (field) => body[field] === undefined || body[field] === '',
      );
      if (prefix === 'billing' && !body.pickup_location) missing.push('pickup_location');
      if (!Array.isArray(items) || items.length === 0) missing.push('order_items');
      if (missing.length > 0) {
        return json(response, 422, {
          message: 'Oops! Invalid Data.',
          errors: Object.fromEntries(missing.map((field) => [field, [`The ${field} field is required.`]])),
          status_code: 422,
        });
      }
      const key = `${prefix}:${String(body.order_id)}`;
      const existing = orders.get(key);
      const order = existing ?? { orderId: nextId++, shipmentId: nextId++, body };
      orders.set(key, order);
      return json(response, 200, {
        order_id: order.orderId,
        shipment_id: order.shipmentId,
        status: prefix === 'pickup' ? 'RETURN PENDING' : 'NEW',
        status_code: prefix === 'pickup' ? 21 : 1,
        onboarding_completed_now: 0,
        awb_code: '',
        courier_company_id: '',
        courier_name: '',
      });
    }
    if (path === '/v1/external/orders/cancel') {
      const ids = Array.isArray(body.ids) ? body.ids.map(String) : [];
      if (ids.length === 0) return json(response, 422, { message: 'The ids field is required.' });
      cancelled.push(...ids);
      return json(response, 200, { status_code: 200, message: 'Order cancelled successfully.' });
    }
    if (path === '/v1/external/courier/assign/awb') {
      const shipmentId = String(body.shipment_id);
      if (refuseAwb) {
        return json(response, 200, {
          awb_assign_status: 0,
          response: { data: { awb_assign_error: refuseAwb } },
        });
      }
      const awb = awbs.get(shipmentId) ?? `SR${shipmentId}${String(nextId++).padStart(6, '0')}`;
      awbs.set(shipmentId, awb);
      return json(response, 200, {
        awb_assign_status: 1,
        response: {
          data: {
            awb_code: awb,
            courier_company_id: 24,
            courier_name: 'Delhivery Surface',
            shipment_id: Number(shipmentId),
          },
        },
      });
    }
    if (path === '/v1/external/courier/generate/label') {
      const [shipmentId] = (body.shipment_id as unknown[] | undefined) ?? [];
      return json(response, 200, {
        label_created: 1,
        label_url: `${base}/labels/${String(shipmentId)}.pdf`,
        response: 'Label has been created and uploaded successfully!',
        not_created: [],
      });
    }
    return json(response, 404, { message: 'Not found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    calls,
    /** Calls to one path (e.g. `/v1/external/orders/create/adhoc`). */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    logins: () => logins,
    orders,
    cancelled,
    /** Every token given so far stops working: the next call is 401, as after Shiprocket's 10 days. */
    expireTokens: () => tokens.clear(),
    /** `down`: every call 503; `hang`: no call is ever answered (the client's timeout must cut it); `up`. */
    setMode(next: 'up' | 'down' | 'hang') {
      mode = next;
      if (next !== 'hang') {
        for (const response of hanging) response.destroy();
        hanging.clear();
      }
    },
    /** The next AWB assignments are refused with this reason (undefined: assigned again). */
    refuseAwbWith: (reason: string | undefined) => {
      refuseAwb = reason;
    },
    /** A tracking update as Shiprocket's webhook posts it. */
    trackingUpdate(awb: string, status: string, extra: Record<string, unknown> = {}) {
      const id = SHIPROCKET_STATUS_IDS[status] ?? 0;
      return {
        awb,
        courier_name: 'Delhivery Surface',
        current_status: status,
        current_status_id: id,
        shipment_status: status,
        shipment_status_id: id,
        current_timestamp: '26 11 2026 15:20:00',
        order_id: 'ref',
        sr_order_id: 1001,
        etd: '2026-11-29 10:00:00',
        scans: [{ date: '2026-11-26 15:20:00', activity: status, location: 'Bengaluru' }],
        is_return: 0,
        channel_id: 1,
        ...extra,
      };
    },
    /** Posts a tracking update to `url` as Shiprocket does, with its token in `x-api-key` (null: none). */
    sendWebhook(url: string, payload: unknown, token: string | null = SHIPROCKET_WEBHOOK_TOKEN) {
      return fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token === null ? {} : { 'x-api-key': token }),
        },
        body: JSON.stringify(payload),
      });
    },
    close: () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}

export type FakeShiprocket = Awaited<ReturnType<typeof startFakeShiprocket>>;
