/** The API mocked at the network layer (MSW): tests add handlers per case with `server.use`. */
import { ADMIN_API_PATHS } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Answers every screen may ask for without a test caring: the order screen's message log (issue 32) is
 * empty unless a test says otherwise.
 */
export const server = setupServer(
  http.get(ADMIN_API_PATHS.orderMessages, () => HttpResponse.json({ success: true, data: [] })),
);
