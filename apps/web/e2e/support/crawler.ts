/**
 * What a client that runs no JavaScript gets for a path: a search engine's crawler, a chat app's link preview,
 * a phone before its scripts run. Journeys 13 and 14 read the server's own answer through it.
 */
import { inject } from 'vitest';

export async function fetchAsCrawler(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${inject('baseURL')}${path}`, {
    headers: { 'user-agent': 'WhatsApp/2.24 A', accept: 'text/html,*/*', ...headers },
    redirect: 'manual',
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    /** As sent; the body below is already decompressed. */
    encoding: response.headers.get('content-encoding'),
    body: await response.text(),
  };
}
