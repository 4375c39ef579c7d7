/**
 * Twilio Programmable Messaging (the Messages API): we generate and check codes ourselves, so Twilio only
 * carries the text. TWILIO_FROM is either a DLT-registered sender id / number or a Messaging Service SID
 * (MG…), which picks the sender from the service. Errors become clean 502/503 answers without the request
 * (whose body holds the code) ever reaching a log. Order updates go by SMS the same way, or by WhatsApp through
 * the same Messages API (`whatsapp:` addresses, from TWILIO_WHATSAPP_FROM) when that sender is configured.
 *
 * India's DLT: the Messages API takes no template id. The DLT entity, the sender id and each template's id are
 * registered with Twilio once (its sender-id registration, from `pnpm --filter @zari/api dlt:templates`), and
 * the operators match each message to its template by its text, which is why every text comes from the
 * contract's registry (`@zari/contract/sms-templates`) and a test checks each one matches its template.
 */

import { API_MESSAGES } from '@zari/contract';
import twilio from 'twilio';
import { BadGatewayError, ServiceUnavailableError } from '../../lib/errors.js';
import { SendFailure, type SmsSender } from './types.js';

type TwilioClientOptions = NonNullable<Parameters<typeof twilio>[2]>;

export interface TwilioSmsOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** The WhatsApp-enabled sender, `+91…` or `whatsapp:+91…`; without it WhatsApp is not offered. */
  whatsappFrom?: string | undefined;
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

  const whatsappFrom = options.whatsappFrom ? whatsappAddress(options.whatsappFrom) : undefined;

  /** One Messages API call under our own deadline as well as the SDK's: a send never hangs its caller. */
  async function create(
    params: { to: string; body: string } & ({ from: string } | { messagingServiceSid: string }),
  ) {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Twilio did not answer in time')), timeoutMs);
    });
    try {
      return await Promise.race([client.messages.create(params), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    kind: 'twilio',
    channels: whatsappFrom ? ['sms', 'whatsapp'] : ['sms'],
    async send(message) {
      try {
        await create({ to: message.to, body: message.body, ...sender });
      } catch (error) {
        throw providerFailure(error);
      }
    },
    async notify(message) {
      if (message.channel === 'whatsapp' && !whatsappFrom) {
        throw new SendFailure('WhatsApp is not configured (TWILIO_WHATSAPP_FROM)', true);
      }
      try {
        const created =
          message.channel === 'whatsapp'
            ? await create({
                to: whatsappAddress(message.to),
                body: message.body,
                from: whatsappFrom as string,
              })
            : await create({ to: message.to, body: message.body, ...sender });
        return { providerMessageId: created.sid };
      } catch (error) {
        throw notifyFailure(error);
      }
    },
  };
}

function whatsappAddress(phone: string) {
  return phone.startsWith('whatsapp:') ? phone : `whatsapp:${phone}`;
}

function errorStatus(error: unknown) {
  return typeof error === 'object' && error && 'status' in error ? Number(error.status) : undefined;
}

/**
 * Twilio refused this message (4xx other than throttling: a bad number, a WhatsApp user outside the session
 * window without a template): sending it again cannot help. Anything else (down, throttled, no answer) may.
 * Only Twilio's code and status are kept, never the request, whose body is the shopper's message.
 */
function notifyFailure(error: unknown) {
  const status = errorStatus(error);
  const code = typeof error === 'object' && error && 'code' in error ? ` code ${String(error.code)}` : '';
  if (status && status >= 400 && status < 500 && status !== 429)
    return new SendFailure(`Twilio refused the message (HTTP ${status}${code})`, true);
  return new SendFailure(status ? `Twilio answered HTTP ${status}${code}` : 'Twilio did not answer', false);
}

/** A refusal of this message (4xx) is a bad gateway; Twilio down, throttling or no answer is unavailable. */
function providerFailure(error: unknown) {
  const status = errorStatus(error);
  if (status && status >= 400 && status < 500 && status !== 429)
    return new BadGatewayError(API_MESSAGES.smsFailed);
  return new ServiceUnavailableError(API_MESSAGES.smsFailed);
}
