/**
 * Cases 5, 6 and 7 of issue 12, at the edge of the server: errors Fastify and Node raise themselves answer
 * the envelope without echoing input; slow clients are cut while others are served (real sockets, bounded
 * in time); the global rate limit counts cached catalogue reads and the storefront shell's look-ups.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { API_MESSAGES, API_PATHS } from '@zari/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const envelopeOf = (body: string) => JSON.parse(body) as { success: boolean; message: string };

describe('case 5: errors Fastify raises itself answer the envelope and never echo input', async () => {
  const { app } = await useTestApp();
  const marker = 'zzmarkerzz';

  it.each([
    ['a URL it cannot decode', 'GET', `/api/products/%${marker}%`, undefined, undefined, 400],
    ['an over-long path parameter', 'GET', `/api/products/${marker.repeat(30)}`, undefined, undefined, 414],
    ['an unsupported content type', 'POST', API_PATHS.pincodeCheck, `text/${marker}`, marker, 415],
    ['malformed JSON', 'POST', API_PATHS.pincodeCheck, 'application/json', `{"${marker}":`, 400],
    [
      'a body over the limit',
      'POST',
      API_PATHS.pincodeCheck,
      'application/json',
      `"${'x'.repeat(1_100_000)}"`,
      413,
    ],
  ] as const)('%s', async (_name, method, url, contentType, payload, status) => {
    const response = await app.inject({
      method,
      url,
      ...(contentType ? { headers: { 'content-type': contentType } } : {}),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(status);
    const body = envelopeOf(response.body);
    expect(body).toEqual({ success: false, code: expect.any(String), message: expect.any(String) });
    expect(response.body).not.toContain(marker);
    expect(response.body).not.toContain('FST_');
  });
});

/** Opens a raw connection; resolves with everything the server wrote once it closes the connection. */
function openSocket(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
  return { socket, closed };
}

/** Writes one byte of `text` every `everyMs` until the socket closes. */
function dribble(socket: Socket, text: string, everyMs: number) {
  let position = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || position >= text.length) return clearInterval(timer);
    socket.write(text[position] ?? '');
    position += 1;
  }, everyMs);
  socket.on('close', () => clearInterval(timer));
}

describe('case 6: slow-loris and slow-body clients are cut while others are served', async () => {
  const { app } = await useTestApp({ env: { REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '1000' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  it('cuts clients that send headers or a body one byte at a time, and answers a normal request meanwhile', async () => {
    const started = Date.now();
    const slowHeaders = Array.from({ length: 5 }, () => openSocket(port));
    const slowBodies = Array.from({ length: 5 }, () => openSocket(port));
    for (const { socket } of slowHeaders)
      dribble(socket, `GET ${API_PATHS.categories} HTTP/1.1\r\nHost: x\r\nX-Slow: ${'a'.repeat(100)}`, 200);
    for (const { socket } of slowBodies) {
      socket.write(
        `POST ${API_PATHS.pincodeCheck} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`,
      );
      dribble(socket, `{"pincode":"${'1'.repeat(90)}`, 200);
    }

    const meanwhile = await fetch(`http://127.0.0.1:${port}${API_PATHS.categories}`);
    expect(meanwhile.status).toBe(200);

    const answers = await Promise.all([...slowHeaders, ...slowBodies].map(({ closed }) => closed));
    const elapsed = Date.now() - started;
    // Headers within 1 s and the whole request within 2 s, checked every second: all cut well before 5 s.
    expect(elapsed).toBeLessThan(5000);
    for (const answer of answers) {
      if (answer === '') continue; // cut before an answer could be written
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(envelopeOf(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.requestTimeout,
      });
    }
  }, 15_000);
});

describe('case 7: the global rate limit comes before the catalogue cache and the storefront look-ups', async () => {
  const webDist = join('/tmp', `zari-security-web-${process.pid}-${randomUUID()}`);
  mkdirSync(join(webDist, 'client'), { recursive: true });
  writeFileSync(
    join(webDist, 'client', 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  const limit = 5;
  const { app } = await useTestApp({
    env: {
      RATE_LIMIT_MAX: String(limit),
      CATALOG_CACHE_TTL_MS: '60000',
      WEB_DIST_DIR: webDist,
      TRUST_PROXY: 'true',
    },
  });

  const statuses = async (url: string, ip: string, times: number) => {
    const answers: number[] = [];
    for (let index = 0; index < times; index += 1) {
      const response = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip } });
      answers.push(response.statusCode);
    }
    return answers;
  };

  it('limits cached GET /api/categories', async () => {
    const answers = await statuses(API_PATHS.categories, '203.0.113.7', limit + 3);
    expect(answers.filter((status) => status === 200)).toHaveLength(limit);
    expect(answers.slice(limit)).toEqual([429, 429, 429]);
  });

  it('limits the storefront product pages, which look the product up', async () => {
    const answers = await statuses(`/product/${randomUUID()}`, '203.0.113.8', limit + 2);
    expect(answers.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(answers.slice(limit)).toEqual([429, 429]);
  });

  it('counts per client IP as Fastify sees it (TRUST_PROXY=true reads X-Forwarded-For)', async () => {
    const answers = await statuses(API_PATHS.categories, '203.0.113.9', 1);
    expect(answers).toEqual([200]);
  });
});
