/**
 * Shoppers in their own language (issue 35), through HTTP on Postgres: the API's errors keep their English
 * message and gain a stable code (with the values of a message built from values), which the contract turns
 * into Hindi; the profile keeps the shopper's language; a Hindi shopper's order message is Hindi, and the OTP
 * text is Hindi when the request (or the storefront's language cookie) asks for it.
 */
import { randomUUID } from 'node:crypto';
import { API_MESSAGES, API_PATHS, buildApiPath, LOCALE_COOKIE, SMS_TEXT } from '@zari/contract';
import { apiMessageFor } from '@zari/contract/i18n';
import { CreateOrderResponse, UserResponse } from '@zari/contract/schemas';
import { describe, expect, it } from 'vitest';
import { createEventsWorker } from '../src/modules/events/worker.js';
import type { NotificationMessage } from '../src/providers/sms/index.js';
import { fakeClock, useTestApp } from './helpers/app.js';
import { insertPincodes, insertProduct, orderPayload } from './helpers/order-fixtures.js';
import { randomIp, randomPhone } from './helpers/otp.js';
import { signInShopper } from './helpers/session.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('shoppers in their language', async () => {
  const clock = fakeClock(new Date('2026-11-22T14:00:00+05:30'));
  const { app, db, config } = await useTestApp({ clock, env: { NOTIFY_QUIET_HOURS: 'off' } });
  await insertPincodes(db);

  const sent: NotificationMessage[] = [];
  const worker = createEventsWorker({
    db,
    clock,
    sms: {
      async notify(message) {
        sent.push(message);
        return { providerMessageId: `SM${sent.length}` };
      },
    },
    log: silent,
    origin: 'https://zari.example',
    quietHours: null,
    pollMs: 20,
    maxAttempts: 3,
  });

  const setLocale = (userId: string, cookie: string, locale: string) =>
    app.inject({
      method: 'PATCH',
      url: buildApiPath(API_PATHS.updateUser, { userId }),
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=b' },
      payload: `--b\r\nContent-Disposition: form-data; name="locale"\r\n\r\n${locale}\r\n--b--\r\n`,
    });

  const outboxBody = async (phone: string) => {
    const response = await app.inject({ method: 'GET', url: API_PATHS.devOutbox, query: { phone } });
    return (
      (response.json().data as { body: string; code: string }[]).find((message) => message.code)?.body ?? ''
    );
  };

  describe('error codes', () => {
    it('sends the English message with the code of its contract text', async () => {
      const response = await app.inject({
        method: 'GET',
        url: buildApiPath(API_PATHS.product, { id: randomUUID() }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: API_MESSAGES.productNotFound,
        code: 'productNotFound',
      });
      expect(apiMessageFor(response.json().code, 'hi')).toBe('प्रोडक्ट नहीं मिला');
    });

    it('names a validation error by its contract text, and any other as invalidInput', async () => {
      const phone = await app.inject({
        method: 'POST',
        url: API_PATHS.signup,
        payload: { phone: '12345' },
        remoteAddress: randomIp(),
      });
      expect(phone.statusCode).toBe(400);
      expect(phone.json()).toMatchObject({ success: false, code: 'invalidPhone' });
      expect(phone.json().message).toContain(API_MESSAGES.invalidPhone);

      const locale = await app.inject({
        method: 'POST',
        url: API_PATHS.signup,
        payload: { phone: randomPhone(), locale: 'ta' },
        remoteAddress: randomIp(),
      });
      expect(locale.statusCode).toBe(400);
      expect(locale.json()).toMatchObject({ success: false, code: 'invalidInput' });
      expect(apiMessageFor(locale.json().code, 'hi')).toBe('अनुरोध सही नहीं है');
    });

    it('sends the values of a message built from values, so the storefront builds it in Hindi', async () => {
      const shopper = await signInShopper(db, config);
      const product = await insertProduct(db, { stockCount: 5 });
      const response = await app.inject({
        method: 'POST',
        url: API_PATHS.createOrder,
        headers: { cookie: shopper.cookie },
        payload: orderPayload(shopper.id, [{ product: product.id, size: 'XXXL', quantity: 1 }]),
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toEqual({
        success: false,
        message: API_MESSAGES.sizeUnavailable('XXXL', product.title),
        code: 'sizeUnavailable',
        params: ['XXXL', product.title],
      });
      expect(apiMessageFor(body.code, 'hi', body.params)).toBe(`${product.title} में साइज़ XXXL उपलब्ध नहीं है`);
    });

    it('codes the answers of routes that do not exist', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/no-such-route' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'routeNotFound' });
    });
  });

  describe('the shopper language', () => {
    it('is English for a new account, set by the profile update and returned with the user', async () => {
      const shopper = await signInShopper(db, config);
      const me = await app.inject({ method: 'GET', url: API_PATHS.me, headers: { cookie: shopper.cookie } });
      expect(me.json().data.locale).toBe('en');

      const updated = await setLocale(shopper.id, shopper.cookie, 'hi');
      expect(updated.statusCode).toBe(200);
      expect(UserResponse.parse(updated.json()).data.locale).toBe('hi');
      const again = await app.inject({
        method: 'GET',
        url: API_PATHS.me,
        headers: { cookie: shopper.cookie },
      });
      expect(again.json().data.locale).toBe('hi');

      const refused = await setLocale(shopper.id, shopper.cookie, 'fr');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'invalidInput' });
    });

    it('starts an account made on the Hindi storefront in Hindi (body or cookie); English otherwise', async () => {
      const signUpWith = async (options: { locale?: string; cookie?: string }) => {
        const phone = randomPhone();
        const remoteAddress = randomIp();
        const headers = options.cookie ? { cookie: options.cookie } : {};
        const sentCode = await app.inject({
          method: 'POST',
          url: API_PATHS.signup,
          payload: { phone },
          headers,
          remoteAddress,
        });
        expect(sentCode.statusCode).toBe(200);
        const otp = (await outboxBody(phone)).slice(0, 6);
        const verified = await app.inject({
          method: 'POST',
          url: API_PATHS.signupVerify,
          payload: { phone, otp, ...(options.locale ? { locale: options.locale } : {}) },
          headers,
          remoteAddress,
        });
        expect(verified.statusCode).toBe(200);
        return UserResponse.parse(verified.json()).data.locale;
      };
      expect(await signUpWith({ locale: 'hi' })).toBe('hi');
      expect(await signUpWith({ cookie: `${LOCALE_COOKIE}=hi` })).toBe('hi');
      expect(await signUpWith({})).toBe('en');
    });

    it("sends a Hindi shopper's order message in Hindi, an English shopper's in English", async () => {
      const hindi = await signInShopper(db, config);
      const english = await signInShopper(db, config);
      expect((await setLocale(hindi.id, hindi.cookie, 'hi')).statusCode).toBe(200);
      const product = await insertProduct(db, { stockCount: 10 });
      const orderIds: Record<string, string> = {};
      for (const shopper of [hindi, english]) {
        const placed = await app.inject({
          method: 'POST',
          url: API_PATHS.createOrder,
          headers: { cookie: shopper.cookie },
          payload: orderPayload(shopper.id, [{ product: product.id, size: 'M', quantity: 1 }]),
        });
        expect(placed.statusCode).toBe(200);
        orderIds[shopper.id] = CreateOrderResponse.parse(placed.json()).data._id;
      }
      await worker.runOnce();
      const toHindi = sent.find((message) => message.to === hindi.phone);
      const toEnglish = sent.find((message) => message.to === english.phone);
      expect(toHindi?.body).toMatch(DEVANAGARI);
      expect(toHindi?.body).toContain('कैश ऑन डिलीवरी');
      expect(toHindi?.body).toContain(`https://zari.example/hi/orders/${orderIds[hindi.id]}/confirm?t=`);
      expect(toEnglish?.body).not.toMatch(DEVANAGARI);
      expect(toEnglish?.body).toContain(`https://zari.example/orders/${orderIds[english.id]}/confirm?t=`);
    });
  });

  describe('the OTP text', () => {
    const otpText = (code: string) => SMS_TEXT.otp(code, Math.round(config.OTP_TTL_SECONDS / 60), 'x');

    it('is Hindi when the request asks for Hindi, with the WebOTP line kept', async () => {
      const phone = randomPhone();
      const response = await app.inject({
        method: 'POST',
        url: API_PATHS.signup,
        payload: { phone, locale: 'hi' },
        remoteAddress: randomIp(),
      });
      expect(response.statusCode).toBe(200);
      const body = await outboxBody(phone);
      expect(body).toMatch(DEVANAGARI);
      expect(body).toContain('वेरिफ़िकेशन कोड');
      expect(body).toMatch(/\n\n@\S+ #\d{6}$/);
    });

    it("follows the storefront's language cookie when the request names no language", async () => {
      const phone = randomPhone();
      const response = await app.inject({
        method: 'POST',
        url: API_PATHS.signup,
        payload: { phone },
        headers: { cookie: `${LOCALE_COOKIE}=hi` },
        remoteAddress: randomIp(),
      });
      expect(response.statusCode).toBe(200);
      expect(await outboxBody(phone)).toMatch(DEVANAGARI);
    });

    it('stays English without either', async () => {
      const phone = randomPhone();
      const response = await app.inject({
        method: 'POST',
        url: API_PATHS.signup,
        payload: { phone },
        remoteAddress: randomIp(),
      });
      expect(response.statusCode).toBe(200);
      const body = await outboxBody(phone);
      expect(body).not.toMatch(DEVANAGARI);
      expect(body.split('\n')[0]).toBe(otpText('000000').split('\n')[0]?.replace('000000', body.slice(0, 6)));
    });
  });
});
