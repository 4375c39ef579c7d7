/** A stand-in for api.twilio.com (as in sms.test.ts) and the SDK's RequestClient pointed at it. */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type { RequestOptions } from 'twilio/lib/base/RequestClient.js';

export const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const AUTH_TOKEN = 'twilio-auth-token-for-tests';

export async function startFakeTwilio() {
  const seen: { path: string; form: URLSearchParams }[] = [];
  let answer: (response: ServerResponse) => void = () => undefined;
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    seen.push({ path: request.url ?? '', form: new URLSearchParams(Buffer.concat(chunks).toString()) });
    answer(response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    seen,
    answerWith(status: number, body: object) {
      answer = (response) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

export class LocalRequestClient extends twilio.RequestClient {
  constructor(private readonly base: string) {
    super();
  }
  override request<T>(options: RequestOptions<T>) {
    return super.request<T>({ ...options, uri: options.uri.replace(/^https:\/\/[^/]+/, this.base) });
  }
}
