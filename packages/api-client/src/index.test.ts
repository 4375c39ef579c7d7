import { API_PATHS, FETCH_ERRORS } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, api } from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const orderId = '00000000-0000-4000-8000-000000000001';
const categoryId = '00000000-0000-4000-8000-000000000002';

describe('api.call', () => {
  it('takes method and path from the route table, fills params and query, sends the JSON body and headers', async () => {
    let seen: { method: string; url: URL; body: unknown; headers: Headers } | undefined;
    server.use(
      http.post(API_PATHS.createOrder, async ({ request }) => {
        seen = {
          method: request.method,
          url: new URL(request.url),
          body: await request.json(),
          headers: request.headers,
        };
        return HttpResponse.json({ success: true, message: 'Order placed', data: { _id: orderId } });
      }),
    );
    const body = {
      user: orderId,
      products: [{ product: orderId, size: 'M', quantity: 2 }],
      shippingAddress: {
        fullName: 'Priya',
        phone: '9876543210',
        address: '1 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
      },
      paymentMethod: 'cod' as const,
    };

    const answer = await api.call('createOrder', {
      body,
      headers: { 'Idempotency-Key': 'key-1' },
      errorMessage: FETCH_ERRORS.createOrder,
    });

    expect(answer.data._id).toBe(orderId);
    expect(seen?.method).toBe('POST');
    expect(seen?.body).toEqual(body);
    expect(seen?.headers.get('idempotency-key')).toBe('key-1');
    expect(seen?.headers.get('content-type')).toBe('application/json');
  });

  it('fills path parameters and drops empty query values', async () => {
    let url: URL | undefined;
    server.use(
      http.get(API_PATHS.productsByCategory, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ success: true, data: [] });
      }),
    );

    await api.call('listProductsByCategory', {
      params: { categoryId },
      query: { sort: 'price-asc', limit: 6, cursor: undefined },
      errorMessage: FETCH_ERRORS.productsByCategory,
    });

    expect(url?.pathname).toBe(`/api/products/category/${categoryId}`);
    expect(url?.search).toBe('?sort=price-asc&limit=6');
  });

  it("turns an error envelope into an ApiError with the status, the contract's message and the server's", async () => {
    server.use(
      http.put(API_PATHS.cancelOrder, () =>
        HttpResponse.json({ success: false, message: 'Order already shipped' }, { status: 409 }),
      ),
    );

    const failure = await api
      .call('cancelOrder', { params: { id: orderId }, errorMessage: FETCH_ERRORS.cancelOrder })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      message: FETCH_ERRORS.cancelOrder,
      serverMessage: 'Order already shipped',
      isNetworkFailure: false,
    });
  });

  it('reports a request that never reached the server as status 0', async () => {
    server.use(http.get(API_PATHS.categories, () => HttpResponse.error()));

    const failure = await api
      .call('listCategories', { errorMessage: FETCH_ERRORS.categories })
      .catch((error: unknown) => error);

    expect(failure).toMatchObject({ status: 0, isNetworkFailure: true, message: FETCH_ERRORS.categories });
  });
});

/** Checked by `pnpm typecheck`, never run: each call must stay a type error, or the `@ts-expect-error` fails. */
export function callsTheContractRefuses() {
  // @ts-expect-error the route declares a required `id` parameter
  void api.call('getProduct', { errorMessage: '' });
  // @ts-expect-error the body must be an OrderPayload
  void api.call('createOrder', { body: { user: 1 }, errorMessage: '' });
  // @ts-expect-error the route takes no body
  void api.call('listCategories', { body: { title: 'x' }, errorMessage: '' });
  // @ts-expect-error no such route
  void api.call('deleteEverything', { errorMessage: '' });
  // @ts-expect-error the back office's routes are not in the storefront's table
  void api.call('adminListOrders', { errorMessage: '' });
}
