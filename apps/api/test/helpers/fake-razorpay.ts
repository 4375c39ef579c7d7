/**
 * A local fake of Razorpay's API for the SDK (issue 33): Orders (`POST /v1/orders`) and Refunds
 * (`POST /v1/payments/:id/refund`) with the `X-Refund-Idempotency` header honoured as Razorpay documents it:
 * the same key answers the refund already made. It can lose an answer (the refund is made, the connection is
 * cut before the reply), refuse with a 400, as the provider does, or be down (a 503, no refund made).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRefundMode = 'ok' | 'lose-answer' | 'refuse' | 'down';

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
}

export interface SeenRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export async function startFakeRazorpay() {
  const state = {
    refundMode: 'ok' as FakeRefundMode,
    seen: [] as SeenRequest[],
    /** Every refund the fake made, once per idempotency key. */
    refunds: [] as FakeRefund[],
  };
  const byKey = new Map<string, FakeRefund>();
  let orderCount = 0;

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.statusCode = status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = raw ? JSON.parse(raw) : undefined;
      state.seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      if (request.method === 'POST' && request.url === '/v1/orders') {
        orderCount += 1;
        return send(response, 200, {
          id: `order_FakeOrder${String(orderCount).padStart(5, '0')}`,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
        });
      }
      const refund = request.url?.match(/^\/v1\/payments\/([^/]+)\/refund$/);
      if (request.method === 'POST' && refund) {
        if (state.refundMode === 'down') {
          return send(response, 503, { error: { code: 'SERVER_ERROR', description: 'unavailable' } });
        }
        if (state.refundMode === 'refuse') {
          return send(response, 400, {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'The refund amount provided is greater than amount captured',
            },
          });
        }
        const key = request.headers['x-refund-idempotency'];
        let made = typeof key === 'string' ? byKey.get(key) : undefined;
        if (!made) {
          made = {
            id: `rfnd_Fake${String(state.refunds.length + 1).padStart(10, '0')}`,
            entity: 'refund',
            amount: body.amount,
            currency: 'INR',
            payment_id: refund[1] as string,
            receipt: body.receipt ?? null,
            notes: body.notes ?? {},
            status: 'pending',
            speed_requested: body.speed,
          };
          state.refunds.push(made);
          if (typeof key === 'string') byKey.set(key, made);
        }
        // The refund is made, but its answer never arrives.
        if (state.refundMode === 'lose-answer') return request.socket.destroy();
        return send(response, 200, made);
      }
      send(response, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not faked' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
