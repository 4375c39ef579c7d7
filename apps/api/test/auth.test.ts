/** Mobile OTP signup and login, sessions and logout, through HTTP on a real Postgres (issue 4). */
import type { AddressInfo } from 'node:net';
import { API_MESSAGES, API_PATHS } from '@zari/contract';
import { MessageResponse, OtpSentResponse, UserResponse } from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpCodes, sessions, users } from '../src/db/schema/index.js';
import { hashSessionToken } from '../src/modules/sessions/service.js';
import { fakeClock, PRODUCTION_DEMO_ENV, useTestApp } from './helpers/app.js';
import { latestCode, logIn, randomIp, randomPhone, signUp } from './helpers/otp.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('mobile OTP sign-in', async () => {
  const clock = fakeClock();
  const { app, db, config } = await useTestApp({ clock });

  function post(url: string, payload: unknown, options: { ip?: string; cookie?: string } = {}) {
    return app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress: options.ip ?? randomIp(),
      ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    });
  }
  const me = (cookie?: string) =>
    app.inject({ method: 'GET', url: API_PATHS.me, ...(cookie ? { headers: { cookie } } : {}) });

  describe('send and verify', () => {
    it('signs a new phone up: 200 with a message and the resend wait, then the user and a session', async () => {
      const phone = randomPhone();
      const sent = await post(API_PATHS.signup, { phone });
      expect(sent.statusCode).toBe(200);
      expect(OtpSentResponse.parse(sent.json())).toEqual({
        success: true,
        message: API_MESSAGES.otpSent,
        resendAfterSeconds: 30,
      });

      const verified = await post(API_PATHS.signupVerify, { phone, otp: await latestCode(app, phone) });
      expect(verified.statusCode).toBe(200);
      const body = UserResponse.parse(verified.json());
      expect(body.message).toBe(API_MESSAGES.signupSuccess);
      expect(body.data).toMatchObject({ phone, fullName: '', email: '', address: '', avatar: '' });

      const cookie = String(verified.headers['set-cookie']).split(';')[0] as string;
      const current = await me(cookie);
      expect(current.statusCode).toBe(200);
      expect(UserResponse.parse(current.json()).data._id).toBe(body.data._id);
    });

    it('logs an existing user in with the login message', async () => {
      const { phone, user } = await signUp(app);
      clock.advance(31 * SECOND);
      expect((await post(API_PATHS.login, { phone })).statusCode).toBe(200);
      const verified = await post(API_PATHS.loginVerify, { phone, otp: await latestCode(app, phone) });
      expect(verified.statusCode).toBe(200);
      const body = UserResponse.parse(verified.json());
      expect(body.message).toBe(API_MESSAGES.loginSuccess);
      expect(body.data._id).toBe(user._id);
    });

    it('normalises the phone to +91 and ten digits however it is typed', async () => {
      const national = randomPhone().slice(3);
      const typed = `0${national.slice(0, 5)} ${national.slice(5)}`;
      expect((await post(API_PATHS.signup, { phone: typed })).statusCode).toBe(200);
      const code = await latestCode(app, `+91${national}`);
      const verified = await post(API_PATHS.signupVerify, { phone: `+91-${national}`, otp: code });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data.phone).toBe(`+91${national}`);
    });

    it('sends an SMS ending with the WebOTP line for autofill', async () => {
      const phone = randomPhone();
      await post(API_PATHS.signup, { phone });
      const outbox = await app.inject({ method: 'GET', url: API_PATHS.devOutbox, query: { phone } });
      const [message] = outbox.json().data;
      expect(message.to).toBe(phone);
      expect(message.body.split('\n').at(-1)).toBe(`@localhost #${message.code}`);
      expect(message.code).toMatch(/^\d{6}$/);
    });

    it('answers login-send for an unknown phone with 404 and signup-send for a known one with 409', async () => {
      const unknown = await post(API_PATHS.login, { phone: randomPhone() });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.userNotFound,
      });

      const { phone } = await signUp(app);
      const again = await post(API_PATHS.signup, { phone });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.userExists,
      });
    });

    it('refuses a blocked account with 403 on send and on verify', async () => {
      const { phone } = await signUp(app);
      clock.advance(31 * SECOND);
      expect((await post(API_PATHS.login, { phone })).statusCode).toBe(200);
      const code = await latestCode(app, phone);
      await db.update(users).set({ blocked: true }).where(eq(users.phone, phone));

      const verify = await post(API_PATHS.loginVerify, { phone, otp: code });
      expect(verify.statusCode).toBe(403);
      expect(verify.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.accountBlocked,
      });
      expect(verify.headers['set-cookie']).toBeUndefined();

      clock.advance(31 * SECOND);
      const send = await post(API_PATHS.login, { phone });
      expect(send.statusCode).toBe(403);
      expect(send.json().message).toBe(API_MESSAGES.accountBlocked);
      expect((await post(API_PATHS.signup, { phone })).statusCode).toBe(403);
    });

    it('answers a wrong code 400 and a verify with no code sent 400', async () => {
      const phone = randomPhone();
      await post(API_PATHS.signup, { phone });
      const code = await latestCode(app, phone);
      const wrong = await post(API_PATHS.signupVerify, {
        phone,
        otp: code === '000000' ? '000001' : '000000',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.otpInvalid,
      });

      const never = await post(API_PATHS.signupVerify, { phone: randomPhone(), otp: '123456' });
      expect(never.statusCode).toBe(400);
      expect(never.json().message).toBe(API_MESSAGES.otpExpired);
    });

    it('accepts a code once: the same code again is 400', async () => {
      const phone = randomPhone();
      await post(API_PATHS.signup, { phone });
      const otp = await latestCode(app, phone);
      expect((await post(API_PATHS.signupVerify, { phone, otp })).statusCode).toBe(200);
      const replay = await post(API_PATHS.signupVerify, { phone, otp });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().message).toBe(API_MESSAGES.otpExpired);
    });

    it('stores only an HMAC of the code', async () => {
      const phone = randomPhone();
      await post(API_PATHS.signup, { phone });
      const code = await latestCode(app, phone);
      const [row] = await db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.codeHash).not.toContain(code);
    });
  });

  describe('code lifetime and tries', () => {
    it('accepts a code at 9:59 and refuses one at 10:01', async () => {
      const early = randomPhone();
      await post(API_PATHS.signup, { phone: early });
      const earlyCode = await latestCode(app, early);
      clock.advance(9 * MINUTE + 59 * SECOND);
      expect((await post(API_PATHS.signupVerify, { phone: early, otp: earlyCode })).statusCode).toBe(200);

      const late = randomPhone();
      await post(API_PATHS.signup, { phone: late });
      const lateCode = await latestCode(app, late);
      clock.advance(10 * MINUTE + SECOND);
      const expired = await post(API_PATHS.signupVerify, { phone: late, otp: lateCode });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(API_MESSAGES.otpExpired);
    });

    it('burns the code after 5 wrong tries: even the right code then needs a new send', async () => {
      const phone = randomPhone();
      await post(API_PATHS.signup, { phone });
      const otp = await latestCode(app, phone);
      const wrong = otp === '999999' ? '999998' : '999999';
      const statuses = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await post(API_PATHS.signupVerify, { phone, otp: wrong })).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);

      const right = await post(API_PATHS.signupVerify, { phone, otp });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe(API_MESSAGES.otpTooManyAttempts);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);

      clock.advance(31 * SECOND);
      expect((await post(API_PATHS.signup, { phone })).statusCode).toBe(200);
      const fresh = await latestCode(app, phone);
      expect((await post(API_PATHS.signupVerify, { phone, otp: fresh })).statusCode).toBe(200);
    });

    it('allows a resend after 30 s, and the resend invalidates the previous code', async () => {
      const phone = randomPhone();
      await post(API_PATHS.signup, { phone });
      const first = await latestCode(app, phone);

      clock.advance(10 * SECOND);
      const early = await post(API_PATHS.signup, { phone });
      expect(early.statusCode).toBe(429);
      expect(early.json().message).toBe(API_MESSAGES.otpResendTooSoon);
      expect(early.headers['retry-after']).toBe('20');

      clock.advance(20 * SECOND);
      expect((await post(API_PATHS.signup, { phone })).statusCode).toBe(200);
      const outbox = await app.inject({ method: 'GET', url: API_PATHS.devOutbox, query: { phone } });
      const second = (outbox.json().data as { code: string }[]).find((message) => message.code)?.code;
      expect(outbox.json().data).toHaveLength(2);

      if (first !== second) {
        expect((await post(API_PATHS.signupVerify, { phone, otp: first })).statusCode).toBe(400);
      }
      expect((await post(API_PATHS.signupVerify, { phone, otp: second })).statusCode).toBe(200);
    });

    it('binds a code to its purpose: a login code cannot sign up and a signup code cannot log in', async () => {
      const { phone } = await signUp(app);
      clock.advance(31 * SECOND);
      await post(API_PATHS.login, { phone });
      const loginCode = await latestCode(app, phone);
      expect((await post(API_PATHS.signupVerify, { phone, otp: loginCode })).statusCode).toBe(400);

      const newcomer = randomPhone();
      await post(API_PATHS.signup, { phone: newcomer });
      const signupCode = await latestCode(app, newcomer);
      expect((await post(API_PATHS.loginVerify, { phone: newcomer, otp: signupCode })).statusCode).toBe(400);

      expect((await post(API_PATHS.loginVerify, { phone, otp: loginCode })).statusCode).toBe(200);
    });

    it("binds a code to its phone: phone A's code cannot verify phone B", async () => {
      const phoneA = randomPhone();
      const phoneB = randomPhone();
      await post(API_PATHS.signup, { phone: phoneA });
      await post(API_PATHS.signup, { phone: phoneB });
      const codeA = await latestCode(app, phoneA);
      const codeB = await latestCode(app, phoneB);
      if (codeA !== codeB) {
        expect((await post(API_PATHS.signupVerify, { phone: phoneB, otp: codeA })).statusCode).toBe(400);
      }
      expect((await post(API_PATHS.signupVerify, { phone: phoneA, otp: codeA })).statusCode).toBe(200);
    });
  });

  describe('hourly caps, counted before the user lookup', () => {
    it('caps sends per phone, even when every answer is 404, and frees them an hour later', async () => {
      const phone = randomPhone();
      const statuses = [];
      for (let send = 0; send < config.OTP_HOURLY_LIMIT_PER_PHONE; send += 1) {
        statuses.push((await post(API_PATHS.login, { phone })).statusCode);
        clock.advance(31 * SECOND);
      }
      expect(statuses.every((status) => status === 404)).toBe(true);

      const capped = await post(API_PATHS.login, { phone });
      expect(capped.statusCode).toBe(429);
      expect(capped.json().message).toBe(API_MESSAGES.otpTooManyRequests);
      const retryAfter = Number(capped.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);

      clock.advance(retryAfter * SECOND);
      expect((await post(API_PATHS.login, { phone })).statusCode).toBe(404);
    });

    it('caps sends per IP across phones; another IP is unaffected', async () => {
      const ip = randomIp();
      for (let send = 0; send < config.OTP_HOURLY_LIMIT_PER_IP; send += 1) {
        expect((await post(API_PATHS.login, { phone: randomPhone() }, { ip })).statusCode).toBe(404);
      }
      const capped = await post(API_PATHS.signup, { phone: randomPhone() }, { ip });
      expect(capped.statusCode).toBe(429);
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post(API_PATHS.signup, { phone: randomPhone() })).statusCode).toBe(200);
    });

    it('answers a caller past the IP cap the same for every phone: none tells who had a code lately', async () => {
      const ip = randomIp();
      for (let send = 0; send < config.OTP_HOURLY_LIMIT_PER_IP; send += 1) {
        await post(API_PATHS.login, { phone: randomPhone() }, { ip });
      }
      // A phone others have asked codes for up to its own cap, after the caller's first send.
      const hammered = randomPhone();
      for (let send = 0; send < config.OTP_HOURLY_LIMIT_PER_PHONE; send += 1) {
        clock.advance(31 * SECOND);
        await post(API_PATHS.login, { phone: hammered });
      }
      const withoutCode = await signUp(app);
      const blocked = await signUp(app);
      await db.update(users).set({ blocked: true }).where(eq(users.id, blocked.user._id));
      const withLiveCode = await signUp(app);
      clock.advance(31 * SECOND);
      expect((await post(API_PATHS.login, { phone: withLiveCode.phone })).statusCode).toBe(200);

      const phones = [randomPhone(), hammered, withoutCode.phone, blocked.phone, withLiveCode.phone];
      const answers = [];
      for (const phone of phones) {
        for (const path of [API_PATHS.login, API_PATHS.signup]) {
          const answer = await post(path, { phone }, { ip });
          answers.push(`${answer.statusCode} ${answer.headers['retry-after']} ${answer.body}`);
        }
      }
      expect(new Set(answers)).toEqual(new Set([answers[0]]));
      expect(answers[0]).toMatch(new RegExp(`^429 \\d+ .*${API_MESSAGES.otpTooManyRequests}`));
    });
  });

  describe('malformed input is 400, never 500', () => {
    const huge = 'x'.repeat(10 * 1024);
    const badPhones: [string, unknown][] = [
      ['too short', '12345'],
      ['too long', '98765432101'],
      ['starting with 5', '5876543210'],
      ['letters', 'abcdefghij'],
      ['an array', ['9876543210']],
      ['an object', { n: 1 }],
      ['null', null],
      ['a 10 kB string', huge],
      ['missing', undefined],
    ];
    const badCodes: [string, unknown][] = [
      ['five digits', '12345'],
      ['seven digits', '1234567'],
      ['letters', 'abcdef'],
      ['a space', '12 456'],
      ['a number', 123456],
      ['an array', ['123456']],
      ['an object', { otp: 1 }],
      ['null', null],
      ['a 10 kB string', huge],
      ['missing', undefined],
    ];

    it.each(badPhones)('send with a phone that is %s', async (_, phone) => {
      for (const path of [API_PATHS.login, API_PATHS.signup]) {
        const response = await post(path, phone === undefined ? {} : { phone });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          success: false,
          code: expect.any(String),
          message: expect.any(String),
        });
      }
    });

    it.each(badCodes)('verify with a code that is %s', async (_, otp) => {
      for (const path of [API_PATHS.loginVerify, API_PATHS.signupVerify]) {
        const phone = randomPhone();
        const response = await post(path, otp === undefined ? { phone } : { phone, otp });
        expect(response.statusCode).toBe(400);
      }
    });

    it('refuses a null, array, text or empty body', async () => {
      for (const payload of ['null', '[]', '"9876543210"', '']) {
        const response = await app.inject({
          method: 'POST',
          url: API_PATHS.loginVerify,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode).toBe(400);
      }
    });
  });

  describe('sessions', () => {
    it('sets an httpOnly, SameSite=Lax cookie with a 30-day life and a 256-bit token stored hashed', async () => {
      const phone = randomPhone();
      await post(API_PATHS.signup, { phone });
      const verified = await post(API_PATHS.signupVerify, { phone, otp: await latestCode(app, phone) });
      const header = String(verified.headers['set-cookie']);
      expect(header).toMatch(/^zari_session=[\w-]{43};/);
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Lax');
      expect(header).toContain('Path=/');
      expect(header).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
      expect(header).not.toContain('Secure');

      const token = header.slice('zari_session='.length).split(';')[0] as string;
      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(config.AUTH_SECRET, token)));
      expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + 30 * 24 * 60 * MINUTE);
      const stored = await db.select({ tokenHash: sessions.tokenHash }).from(sessions);
      expect(stored.some((session) => session.tokenHash === token)).toBe(false);
    });

    it('issues a new token at every login and revokes the one the request carried', async () => {
      const first = await signUp(app);
      clock.advance(31 * SECOND);
      const elsewhere = await logIn(app, first.phone);
      expect(elsewhere.cookie).not.toBe(first.cookie);
      expect((await me(first.cookie)).statusCode).toBe(200);
      expect((await me(elsewhere.cookie)).statusCode).toBe(200);

      clock.advance(31 * SECOND);
      await post(API_PATHS.login, { phone: first.phone });
      const rotated = await post(
        API_PATHS.loginVerify,
        { phone: first.phone, otp: await latestCode(app, first.phone) },
        { cookie: first.cookie },
      );
      const next = String(rotated.headers['set-cookie']).split(';')[0] as string;
      expect(next).not.toBe(first.cookie);
      expect((await me(first.cookie)).statusCode).toBe(401);
      expect((await me(next)).statusCode).toBe(200);
    });

    it('answers /me 401 without a cookie, with a forged one and after 30 days', async () => {
      expect((await me()).statusCode).toBe(401);
      expect((await me('zari_session=forged-token')).statusCode).toBe(401);
      const { cookie } = await signUp(app);
      clock.advance(30 * 24 * 60 * MINUTE + SECOND);
      const expired = await me(cookie);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.unauthenticated,
      });
    });

    it('logs out: the session row is deleted, the cookie cleared, and a replay is 401', async () => {
      const { cookie, user } = await signUp(app);
      const out = await post(API_PATHS.logout, {}, { cookie });
      expect(out.statusCode).toBe(200);
      expect(MessageResponse.parse(out.json()).message).toBe(API_MESSAGES.loggedOut);
      expect(String(out.headers['set-cookie'])).toMatch(/zari_session=;.*Expires=Thu, 01 Jan 1970/);
      expect(await db.select().from(sessions).where(eq(sessions.userId, user._id))).toHaveLength(0);

      expect((await me(cookie)).statusCode).toBe(401);
      expect((await post(API_PATHS.logout, {}, { cookie })).statusCode).toBe(401);
    });

    it('refuses cookie-carrying mutations from another origin with 403', async () => {
      const { cookie } = await signUp(app);
      for (const headers of [
        { origin: 'https://evil.example', cookie },
        { 'sec-fetch-site': 'cross-site', cookie },
      ]) {
        const response = await app.inject({ method: 'POST', url: API_PATHS.logout, headers, payload: {} });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(API_MESSAGES.crossOrigin);
      }
      expect((await me(cookie)).statusCode).toBe(200);
      const sameOrigin = await app.inject({
        method: 'POST',
        url: API_PATHS.logout,
        headers: { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin', cookie },
        payload: {},
      });
      expect(sameOrigin.statusCode).toBe(200);
    });
  });

  it('starts exactly one session when 20 verifies of the right code race', async () => {
    const phone = randomPhone();
    await post(API_PATHS.signup, { phone });
    const otp = await latestCode(app, phone);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`http://127.0.0.1:${port}${API_PATHS.signupVerify}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone, otp }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
    const [user] = await db.select().from(users).where(eq(users.phone, phone));
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id as string)),
    ).toHaveLength(1);
  });
});

describe('sessions in production', async () => {
  const { app } = await useTestApp({
    env: PRODUCTION_DEMO_ENV,
  });

  it('names the cookie __Host-zari_session and marks it Secure', async () => {
    const phone = randomPhone();
    const sent = await app.inject({ method: 'POST', url: API_PATHS.signup, payload: { phone } });
    const verified = await app.inject({
      method: 'POST',
      url: API_PATHS.signupVerify,
      payload: { phone, otp: await latestCode(app, phone, sent) },
    });
    const header = String(verified.headers['set-cookie']);
    expect(header).toMatch(/^__Host-zari_session=[\w-]{43};/);
    expect(header).toContain('Secure');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Domain=');
  });
});

describe('the resend wait an operator configures', async () => {
  const { app } = await useTestApp({ env: { OTP_RESEND_SECONDS: '7' } });

  it('is the wait the send answers with, and the one the next send is held to', async () => {
    const phone = randomPhone();
    const send = () => app.inject({ method: 'POST', url: API_PATHS.signup, payload: { phone } });
    const sent = await send();
    expect(OtpSentResponse.parse(sent.json()).resendAfterSeconds).toBe(7);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('7');
  });
});
