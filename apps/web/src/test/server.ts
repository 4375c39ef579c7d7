/**
 * The API mocked at the network layer (MSW): tests add handlers per case with `server.use`. The shell asks
 * for the payment config on every page (the demo bar) and the footer for the store's seller, so a real
 * store's answers are there by default. The bag's quote fails by default, so the bag keeps its own figures;
 * the promotion tests answer it themselves. A delivered order's returns (issue 33): nothing returnable and none
 * asked, unless a test answers otherwise. Nothing holds an account's erasure.
 */
import { API_PATHS } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { testStore } from './fixtures';

export const server = setupServer(
  http.get(`*${API_PATHS.paymentConfig}`, () =>
    HttpResponse.json({ success: true, data: { gateway: 'simulated', keyId: 'rzp_test_key' } }),
  ),
  http.post(`*${API_PATHS.cartQuote}`, () =>
    HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
  ),
  // Issue 34: a signed-in shopper's address book is empty unless a test answers otherwise.
  http.get('*/api/users/:userId/addresses', () => HttpResponse.json({ success: true, data: [] })),
  // Issue 34: nothing holds a signed-in shopper's account erasure unless a test answers otherwise.
  http.get('*/api/users/:userId/erasure', () =>
    HttpResponse.json({
      success: true,
      data: { canErase: true, held: { orders: 0, returns: 0, refunds: 0 }, message: null },
    }),
  ),
  http.get(`*${API_PATHS.store}`, () => HttpResponse.json({ success: true, data: testStore })),
  http.get('*/api/product-orders/:id/returns', ({ params }) =>
    HttpResponse.json({
      success: true,
      data: { orderId: params.id, paymentMethod: 'cod', returnBy: null, lines: [], returns: [] },
    }),
  ),
);
