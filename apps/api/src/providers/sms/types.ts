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
  /** Resolves once the provider accepted the message; throws BadGatewayError or ServiceUnavailableError. */
  send(message: OtpMessage): Promise<void>;
  /** Messages sent so far, newest first; only the console provider keeps them (the dev outbox). */
  readonly outbox?: (phone: string) => Promise<OutboxMessage[]>;
}
