import { ApiError } from '@zari/api-client';
import { ADMIN_API_PATHS } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminApi } from '@/lib/admin-api';
import { server } from '@/test/server';

describe('adminApi.call', () => {
  it('takes method and path from the back office table and throws the one ApiError', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`*${ADMIN_API_PATHS.orders}`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json({ success: false, message: 'Staff only' }, { status: 403 });
      }),
    );
    const call = adminApi.call('adminListOrders', {
      query: { status: 'packed' },
      errorMessage: 'Could not load',
    });
    await expect(call).rejects.toEqual(new ApiError('Could not load', 403, 'Staff only'));
    expect(url?.pathname).toBe(ADMIN_API_PATHS.orders);
    expect(url?.searchParams.get('status')).toBe('packed');
  });
});

/** Checked by `pnpm typecheck`, never run: each call must stay a type error, or the `@ts-expect-error` fails. */
export function callsTheBackOfficeRefuses() {
  // @ts-expect-error a storefront route is not in the back office's table
  void adminApi.call('createOrder', { errorMessage: '' });
  // @ts-expect-error the route declares a required `id` parameter
  void adminApi.call('adminGetOrder', { errorMessage: '' });
}
