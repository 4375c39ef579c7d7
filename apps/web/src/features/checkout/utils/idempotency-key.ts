/**
 * `Idempotency-Key`s for one checkout (issue 12): the same request retried after its answer was lost (flaky
 * 4G, a server restart) carries the same key, so the server answers the first order instead of placing a
 * second; a changed request, or one the server has answered, gets a fresh key.
 */
export function createIdempotencyKeys() {
  let current: { request: string; key: string } | null = null;
  return {
    /** The key for this request: the last one's when the request is unchanged and unanswered, else new. */
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request);
      if (current?.request !== fingerprint) current = { request: fingerprint, key: newIdempotencyKey() };
      return current.key;
    },
    /** The server answered: the next attempt is a new request. */
    answered() {
      current = null;
    },
  };
}

/** Random bytes rather than `crypto.randomUUID`, which only secure contexts have (a LAN address over http). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
