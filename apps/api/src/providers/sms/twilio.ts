/**
 * Twilio Programmable Messaging (the Messages API): we generate and check codes ourselves, so Twilio only
 * carries the text. TWILIO_FROM is either a DLT-registered sender id / number or a Messaging Service SID
 * (MG…), which picks the sender from the service. Errors become clean 502/503 answers without the request
 * (whose body holds the code) ever reaching a log.
 */

import { API_MESSAGES } from '@zari/contract';
import twilio from 'twilio';
import { BadGatewayError, ServiceUnavailableError } from '../../lib/errors.js';
import type { SmsSender } from './types.js';

type TwilioClientOptions = NonNullable<Parameters<typeof twilio>[2]>;

export interface TwilioSmsOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** Tests point the real SDK at a local fake through a RequestClient. */
  httpClient?: TwilioClientOptions['httpClient'];
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 8000;

export function createTwilioSms(options: TwilioSmsOptions): SmsSender {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = twilio(options.accountSid, options.authToken, {
    timeout: timeoutMs,
    // Pinned so TWILIO_LOG_LEVEL=debug in the environment cannot print message bodies (codes).
    logLevel: 'warn',
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
  const sender = options.from.startsWith('MG')
    ? { messagingServiceSid: options.from }
    : { from: options.from };

  return {
    kind: 'twilio',
    async send(message) {
      let timer: NodeJS.Timeout | undefined;
      // Our own deadline as well as the SDK's: whatever HTTP client is in use, a send never hangs a request.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Twilio did not answer in time')), timeoutMs);
      });
      try {
        await Promise.race([
          client.messages.create({ to: message.to, body: message.body, ...sender }),
          deadline,
        ]);
      } catch (error) {
        throw providerFailure(error);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** A refusal of this message (4xx) is a bad gateway; Twilio down, throttling or no answer is unavailable. */
function providerFailure(error: unknown) {
  const status = typeof error === 'object' && error && 'status' in error ? Number(error.status) : undefined;
  if (status && status >= 400 && status < 500 && status !== 429)
    return new BadGatewayError(API_MESSAGES.smsFailed);
  return new ServiceUnavailableError(API_MESSAGES.smsFailed);
}
