import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createFieldCipher } from '../src/lib/encryption.js';

describe('config', () => {
  it('starts with no variables set: embedded database in an absolute .data, console SMS, simulated payments', () => {
    const config = loadConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(isAbsolute(config.DATA_DIR)).toBe(true);
    expect(config.DATA_DIR).toBe(join(process.cwd(), '.data'));
    expect(config.SMS_PROVIDER).toBe('console');
    expect(config.PAYMENT_GATEWAY).toBe('simulated');
  });

  it('waits 24 hours for a COD confirmation by default, and names a bad COD_CONFIRM_HOURS', () => {
    expect(loadConfig({}).COD_CONFIRM_HOURS).toBe(24);
    expect(loadConfig({ COD_CONFIRM_HOURS: '48' }).COD_CONFIRM_HOURS).toBe(48);
    for (const bad of ['0', 'a day', '1.5']) {
      expect(() => loadConfig({ COD_CONFIRM_HOURS: bad }), bad).toThrow(/COD_CONFIRM_HOURS/);
    }
  });

  it('names every malformed variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/),
      }),
    );
  });

  it('names the keys a chosen provider still needs', () => {
    try {
      loadConfig({ PAYMENT_GATEWAY: 'razorpay', SMS_PROVIDER: 'twilio' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { message } = error as ConfigError;
      for (const name of [
        'RAZORPAY_KEY_ID',
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
        'TWILIO_ACCOUNT_SID',
      ]) {
        expect(message).toContain(name);
      }
    }
  });

  it('ships by hand unless told, and names each Shiprocket variable it still needs', () => {
    expect(loadConfig({}).SHIPPING_PROVIDER).toBe('manual');
    try {
      loadConfig({ SHIPPING_PROVIDER: 'shiprocket', SHIPROCKET_EMAIL: 'ops@zari.example' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { message } = error as ConfigError;
      for (const name of ['SHIPROCKET_PASSWORD', 'SHIPROCKET_PICKUP_LOCATION', 'SHIPROCKET_WEBHOOK_TOKEN'])
        expect(message).toContain(`${name}: required when SHIPPING_PROVIDER=shiprocket`);
      expect(message).not.toContain('SHIPROCKET_EMAIL');
    }
    expect(() => loadConfig({ SHIPPING_PROVIDER: 'fedex' })).toThrow(/SHIPPING_PROVIDER/);
    expect(() => loadConfig({ SHIPROCKET_WEBHOOK_TOKEN: 'short' })).toThrow(/SHIPROCKET_WEBHOOK_TOKEN/);
    // Manual is a valid production choice: nothing about shipping is refused there.
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'k9Qw2Lx7Zp4Rt8Vn3Hs6Jd1Fg5Bc0MyEa',
        PUBLIC_ORIGIN: 'https://zari.example',
        ALLOW_DEMO_PROVIDERS: 'true',
      }),
    ).not.toThrow();
  });

  it('refuses the development secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  it('refuses production, demo or not, without the public origin its absolute URLs start with', () => {
    const strong = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-strong-production-secret-of-forty-characters',
      DATA_ENCRYPTION_KEY: 'k6Vq3m0n8Jb2Xw5Yt7Zr1Pc4Ls9Hd6Fg0Ae3Ui8Oy2M=',
    };
    expect(() => loadConfig({ ...strong, ALLOW_DEMO_PROVIDERS: 'true' })).toThrow(
      /PUBLIC_ORIGIN: must be set/,
    );
    const demo = loadConfig({
      ...strong,
      ALLOW_DEMO_PROVIDERS: 'true',
      PUBLIC_ORIGIN: 'https://zari.example',
    });
    expect(demo.PUBLIC_ORIGIN).toBe('https://zari.example');
  });

  it('lets a declared public demo run demo providers in production, never the development AUTH_SECRET', () => {
    const demo = {
      NODE_ENV: 'production',
      ALLOW_DEMO_PROVIDERS: 'true',
      PUBLIC_ORIGIN: 'https://zari.example',
      DATA_ENCRYPTION_KEY: 'k6Vq3m0n8Jb2Xw5Yt7Zr1Pc4Ls9Hd6Fg0Ae3Ui8Oy2M=',
    };
    expect(() => loadConfig(demo)).toThrow(/AUTH_SECRET/);
    const config = loadConfig({ ...demo, AUTH_SECRET: 'a-strong-production-secret-of-forty-characters' });
    expect(config.SMS_PROVIDER).toBe('console');
    expect(config.PAYMENT_GATEWAY).toBe('simulated');
  });

  it('refuses a headers timeout longer than the request timeout', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
  });
});

describe('RATE_LIMIT_WINDOW', () => {
  it('is read as milliseconds or a count and unit', () => {
    expect(loadConfig({}).RATE_LIMIT_WINDOW).toBe(60_000);
    expect(loadConfig({ RATE_LIMIT_WINDOW: '30 seconds' }).RATE_LIMIT_WINDOW).toBe(30_000);
    expect(loadConfig({ RATE_LIMIT_WINDOW: '500 ms' }).RATE_LIMIT_WINDOW).toBe(500);
    expect(loadConfig({ RATE_LIMIT_WINDOW: '2h' }).RATE_LIMIT_WINDOW).toBe(7_200_000);
    expect(loadConfig({ RATE_LIMIT_WINDOW: '1500' }).RATE_LIMIT_WINDOW).toBe(1500);
  });

  it('stops start-up naming the variable when it is not a duration (it used to pass and 500 every call)', () => {
    for (const value of ['soon', '1 fortnight', '0', '-5 minutes']) {
      expect(() => loadConfig({ RATE_LIMIT_WINDOW: value }), value).toThrow(/RATE_LIMIT_WINDOW: must be/);
    }
  });
});

describe('order updates settings (issue 32)', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('parses quiet hours in India time, or off', () => {
    expect(loadConfig({}).NOTIFY_QUIET_HOURS).toEqual({ startMinute: 21 * 60, endMinute: 9 * 60 });
    expect(loadConfig({ NOTIFY_QUIET_HOURS: '22:30-07:00' }).NOTIFY_QUIET_HOURS).toEqual({
      startMinute: 22 * 60 + 30,
      endMinute: 7 * 60,
    });
    expect(loadConfig({ NOTIFY_QUIET_HOURS: 'off' }).NOTIFY_QUIET_HOURS).toBeNull();
  });

  it('names the variable of a bad quiet-hours window or WhatsApp sender', () => {
    expect(problems({ NOTIFY_QUIET_HOURS: '9pm-9am' })).toEqual([
      expect.stringMatching(/^NOTIFY_QUIET_HOURS: must be HH:MM-HH:MM/),
    ]);
    expect(problems({ NOTIFY_QUIET_HOURS: '25:00-09:00' })).toHaveLength(1);
    expect(problems({ TWILIO_WHATSAPP_FROM: 'zari' })).toEqual([
      expect.stringMatching(/^TWILIO_WHATSAPP_FROM: must be a number in E\.164/),
    ]);
    expect(loadConfig({ TWILIO_WHATSAPP_FROM: 'whatsapp:+14155238886' }).TWILIO_WHATSAPP_FROM).toBe(
      'whatsapp:+14155238886',
    );
  });

  it('reads DLT template ids by template and locale (issue 35), none by default, and names a bad value', () => {
    expect(loadConfig({}).DLT_TEMPLATE_IDS).toEqual({});
    const ids = { otp: { en: '1107161234567890123', hi: '1107161234567890124' } };
    expect(loadConfig({ DLT_TEMPLATE_IDS: JSON.stringify(ids) }).DLT_TEMPLATE_IDS).toEqual(ids);
    for (const bad of ['{otp}', '{"otp":{"ta":"1107161234567890123"}}', '{"otp":{"en":"abc"}}']) {
      expect(problems({ DLT_TEMPLATE_IDS: bad }), bad).toEqual([
        expect.stringMatching(/^DLT_TEMPLATE_IDS: must be JSON of template ids/),
      ]);
    }
  });
});

describe('DATA_ENCRYPTION_KEY (issue 33)', () => {
  const strong = {
    NODE_ENV: 'production',
    AUTH_SECRET: 'a-strong-production-secret-of-forty-characters',
    PUBLIC_ORIGIN: 'https://zari.example',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC0000',
    TWILIO_AUTH_TOKEN: 'token',
    TWILIO_FROM: 'ZARIIN',
    PAYMENT_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  };

  it('is required in production, naming the variable', () => {
    expect(() => loadConfig(strong)).toThrow(/DATA_ENCRYPTION_KEY: must be set in production/);
    const key = Buffer.alloc(32, 9);
    expect(
      loadConfig({ ...strong, DATA_ENCRYPTION_KEY: key.toString('base64') }).DATA_ENCRYPTION_KEY,
    ).toEqual(key);
    expect(loadConfig({ ...strong, DATA_ENCRYPTION_KEY: key.toString('hex') }).DATA_ENCRYPTION_KEY).toEqual(
      key,
    );
  });

  it('refuses a key that is not 32 bytes, and has a development default elsewhere', () => {
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /DATA_ENCRYPTION_KEY: must be 32 bytes/,
    );
    expect(loadConfig({}).DATA_ENCRYPTION_KEY).toHaveLength(32);
  });

  it('seals values with AES-256-GCM: a fresh IV each time, and a tampered value refuses to open', () => {
    const cipher = createFieldCipher(loadConfig({}).DATA_ENCRYPTION_KEY);
    const sealed = cipher.seal('{"accountNumber":"123456789012"}');
    expect(sealed).not.toContain('123456789012');
    expect(cipher.seal('{"accountNumber":"123456789012"}')).not.toBe(sealed);
    expect(cipher.open(sealed)).toBe('{"accountNumber":"123456789012"}');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => cipher.open([version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => createFieldCipher(Buffer.alloc(32, 1)).open(sealed)).toThrow();
  });
});
