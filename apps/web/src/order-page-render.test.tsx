/**
 * The order detail page rendered on the server (issue 32), as the API process renders it with the shopper's
 * session (plugins/storefront.ts forwards the cookie; here MSW answers as the API would): the owner's order
 * is in the HTML, noindex; a visitor is redirected to sign in and back; another's order is the 404 page.
 */
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRenderer } from '@/entry-server';
import { makeOrder } from '@/test/account-fixtures';
import { categoriesHandler } from '@/test/fixtures';
import { server } from '@/test/server';

const renderer = createRenderer({
  fetch: (input, init) => fetch(new URL(String(input), location.origin), init),
});
const ORDER_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function answerOrder(status: number) {
  server.use(
    categoriesHandler(),
    http.get('*/api/product-orders/:id', () =>
      status === 200
        ? HttpResponse.json({
            success: true,
            data: {
              ...makeOrder({ fulfilment: 'confirmed', cancellable: true }),
              timeline: [
                { stage: 'placed', label: 'placed', at: '2026-03-05T09:30:00.000Z' },
                { stage: 'confirmed', label: 'confirmed', at: '2026-03-05T11:00:00.000Z' },
              ],
            },
          })
        : HttpResponse.json({ success: false, message: 'x' }, { status }),
    ),
  );
}

describe('server render of /orders/{id}', () => {
  beforeAll(() => vi.stubEnv('SSR', true));
  afterAll(() => vi.unstubAllEnvs());

  it('renders the owner’s order into the HTML, as a page of their own that is not indexed', async () => {
    answerOrder(200);
    const outcome = await renderer.render(new URL(`/orders/${ORDER_ID}`, location.origin));
    if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
    expect(outcome.status).toBe(200);
    expect(outcome.personal).toBe(true);
    expect(outcome.head).toContain('<meta name="robots" content="noindex');
    expect(outcome.body).toContain('Order #9A8B7C6D');
    expect(outcome.body).toContain('Indigo Cotton Kurta');
    expect(outcome.body).toContain('5 Mar 2026, 4:30 pm');
    expect(outcome.modules).toContain('src/pages/order.tsx');
  });

  it('redirects a visitor to sign in, coming back to the order', async () => {
    answerOrder(401);
    const outcome = await renderer.render(new URL(`/orders/${ORDER_ID}`, location.origin));
    expect(outcome).toMatchObject({
      kind: 'redirect',
      location: `/login?next=${encodeURIComponent(`/orders/${ORDER_ID}`)}`,
    });
  });

  it('renders the 404 page for an order that is not theirs', async () => {
    answerOrder(404);
    const outcome = await renderer.render(new URL(`/orders/${ORDER_ID}`, location.origin));
    if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
    expect(outcome.status).toBe(404);
    expect(outcome.body).not.toContain('Indigo Cotton Kurta');
  });
});
