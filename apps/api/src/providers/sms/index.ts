/**
 * Picks the SMS provider from config (DESIGN §2). Twilio's SDK (and the HTTP client under it) is loaded
 * only when it is the provider: a store on the console provider never pays for it in memory or start-up.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createConsoleSms } from './console.js';
import type { SmsSender } from './types.js';

export type { NotificationMessage, OtpMessage, OutboxMessage, SmsSender } from './types.js';
export { SendFailure } from './types.js';

export async function createSmsSender(deps: {
  config: Config;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}): Promise<SmsSender> {
  const { config } = deps;
  if (config.SMS_PROVIDER === 'twilio') {
    const { createTwilioSms } = await import('./twilio.js');
    // config.ts refuses to start without these when SMS_PROVIDER=twilio.
    return createTwilioSms({
      accountSid: config.TWILIO_ACCOUNT_SID as string,
      authToken: config.TWILIO_AUTH_TOKEN as string,
      from: config.TWILIO_FROM as string,
      whatsappFrom: config.TWILIO_WHATSAPP_FROM,
    });
  }
  return createConsoleSms(deps);
}
