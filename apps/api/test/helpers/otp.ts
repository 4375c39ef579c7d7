/**
 * Signs a shopper up or in through the real OTP flow, reading the code from the console provider's dev
 * outbox. Each call comes from its own address, so the per-IP hourly cap never trips a suite.
 */
import { randomInt } from 'node:crypto';
import { API_PATHS, type User } from '@zari/contract';
import type { FastifyInstance } from 'fastify';

export interface SignedInUser {
  user: User;
  /** `name=value` of the session cookie, ready for a `cookie` header. */
  cookie: string;
  phone: string;
}

/** A fresh Indian mobile number, +91 and ten digits starting 9. */
export function randomPhone() {
  return `+919${randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`;
}

export function randomIp() {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * The latest code the console provider sent to `phone`. A public demo (production) shows a browser only the
 * codes it asked for: pass the send's answer, whose outbox cookie says which.
 */
export async function latestCode(
  app: FastifyInstance,
  phone: string,
  sent?: { headers: Record<string, unknown> },
): Promise<string> {
  const outboxCookie = String(sent?.headers['set-cookie'] ?? '').match(/zari_outbox=[^;]*/)?.[0];
  const response = await app.inject({
    method: 'GET',
    url: API_PATHS.devOutbox,
    query: { phone },
    ...(outboxCookie ? { headers: { cookie: outboxCookie } } : {}),
  });
  // The newest sign-in code: order updates share the outbox (issue 32) and carry no code.
  const code = (response.json().data as { code: string }[] | undefined)?.find(
    (message) => message.code,
  )?.code;
  if (response.statusCode !== 200 || typeof code !== 'string') {
    throw new Error(`no OTP in the outbox for ${phone}: ${response.statusCode} ${response.body}`);
  }
  return code;
}

function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const pair = header?.split(';')[0];
  if (!pair) throw new Error('verify answered without a session cookie');
  return pair;
}

async function otpFlow(
  app: FastifyInstance,
  purpose: 'signup' | 'login',
  phone: string,
  remoteAddress: string,
): Promise<SignedInUser> {
  const sendPath = purpose === 'signup' ? API_PATHS.signup : API_PATHS.login;
  const verifyPath = purpose === 'signup' ? API_PATHS.signupVerify : API_PATHS.loginVerify;
  const sent = await app.inject({ method: 'POST', url: sendPath, payload: { phone }, remoteAddress });
  if (sent.statusCode !== 200) throw new Error(`${purpose} send failed: ${sent.statusCode} ${sent.body}`);
  const otp = await latestCode(app, phone, sent);
  const verified = await app.inject({
    method: 'POST',
    url: verifyPath,
    payload: { phone, otp },
    remoteAddress,
  });
  if (verified.statusCode !== 200) {
    throw new Error(`${purpose} verify failed: ${verified.statusCode} ${verified.body}`);
  }
  return { user: verified.json().data, cookie: sessionCookie(verified.headers['set-cookie']), phone };
}

/** Creates a new user and answers it with a session cookie. */
export function signUp(app: FastifyInstance, options: { phone?: string; ip?: string } = {}) {
  return otpFlow(app, 'signup', options.phone ?? randomPhone(), options.ip ?? randomIp());
}

/** Logs an existing user in (a new session) and answers it with the new session cookie. */
export function logIn(app: FastifyInstance, phone: string, options: { ip?: string } = {}) {
  return otpFlow(app, 'login', phone, options.ip ?? randomIp());
}
