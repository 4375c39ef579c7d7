/**
 * One interface for every SMS provider (DESIGN §2): `console` in development, `twilio` in production. Besides
 * sign-in codes it carries order updates (issue 32), by SMS or, where the provider offers it, WhatsApp.
 */
import type { NotificationChannel } from '@zari/contract';

export interface OtpMessage {
  /** E.164, e.g. +919876543210. */
  to: string;
  body: string;
  code: string;
}

export interface OutboxMessage {
  to: string;
  body: string;
  code: string;
  /** `sms` for sign-in codes; order updates by SMS or WhatsApp. */
  channel: NotificationChannel;
  sentAt: Date;
}

/** An order update: a text for one phone (E.164) on one channel. */
export interface NotificationMessage {
  channel: NotificationChannel;
  to: string;
  body: string;
}

/** A provider's answer to a message it could not take: `permanent` when sending it again cannot help. */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SendFailure';
  }
}

export interface SmsSender {
  readonly kind: 'console' | 'twilio';
  /**
   * Resolves once the provider accepted the message, with the id of its dev outbox entry when it keeps one;
   * throws BadGatewayError or ServiceUnavailableError.
   */
  send(message: OtpMessage): Promise<{ outboxId?: string } | undefined>;
  /**
   * Messages sent to `phone` so far, newest first; only the console provider keeps them (the dev outbox).
   * With `ids`, only those entries (the ones a browser asked for itself).
   */
  readonly outbox?: (phone: string, ids?: readonly string[]) => Promise<OutboxMessage[]>;
  /** The channels `notify` can use: SMS always, WhatsApp where configured. */
  readonly channels: readonly NotificationChannel[];
  /**
   * Sends an order update; resolves once the provider accepted it, with its id for the message (Twilio's SID),
   * or throws a SendFailure.
   */
  notify(message: NotificationMessage): Promise<{ providerMessageId?: string }>;
}
