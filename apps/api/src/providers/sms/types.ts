/** One interface for every SMS provider (DESIGN §2): `console` in development, `twilio` in production. */

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
  sentAt: Date;
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
}
