/** The profile call (PATCH /api/users/{userId}, multipart) and the users:block script, through HTTP. */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { API_MESSAGES, API_PATHS, AVATAR_MAX_BYTES, buildApiPath } from '@zari/contract';
import { UserResponse } from '@zari/contract/schemas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app.js';
import { randomIp, signUp } from './helpers/otp.js';

const BOUNDARY = '----zari-test-boundary';

type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };

function multipartBody(parts: Part[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('bytes' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

async function image(format: 'png' | 'jpeg' | 'webp', width = 64, height = 48) {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  if (format === 'jpeg') {
    // A camera-style EXIF block with a GPS position: it must not survive the re-encode.
    return base
      .jpeg()
      .withExif({ IFD0: { Make: 'ZariCam', Copyright: 'secret-owner' } })
      .toBuffer();
  }
  return format === 'png' ? base.png().toBuffer() : base.webp().toBuffer();
}

describe('profile update', async () => {
  const { app, config, database } = await useTestApp();

  function patch(userId: string, parts: Part[], headers: Record<string, string> = {}) {
    return app.inject({
      method: 'PATCH',
      url: buildApiPath(API_PATHS.updateUser, { userId }),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
      payload: multipartBody(parts),
    });
  }

  it('updates name, email and address of the own user and answers the merged user', async () => {
    const { user, cookie } = await signUp(app);
    const response = await patch(
      user._id,
      fields({ fullName: '  Asha Verma ', email: 'asha@example.in', address: '12 MG Road, Pune' }),
      { cookie },
    );
    expect(response.statusCode).toBe(200);
    const body = UserResponse.parse(response.json());
    expect(body.message).toBe(API_MESSAGES.profileUpdated);
    expect(body.data).toMatchObject({
      _id: user._id,
      phone: user.phone,
      fullName: 'Asha Verma',
      email: 'asha@example.in',
      address: '12 MG Road, Pune',
      avatar: '',
    });
    expect(body.data.updatedAt >= user.updatedAt).toBe(true);

    const partial = await patch(user._id, fields({ address: 'Flat 4, Koregaon Park' }), { cookie });
    expect(UserResponse.parse(partial.json()).data).toMatchObject({
      fullName: 'Asha Verma',
      email: 'asha@example.in',
      address: 'Flat 4, Koregaon Park',
    });
    const me = await app.inject({ method: 'GET', url: API_PATHS.me, headers: { cookie } });
    expect(me.json().data.address).toBe('Flat 4, Koregaon Park');
  });

  it('never changes the phone, whatever the request says', async () => {
    const { user, cookie } = await signUp(app);
    const response = await patch(user._id, fields({ fullName: 'Ravi', phone: '+919999999999' }), { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.phone).toBe(user.phone);
  });

  it("refuses another user's id with 403 and leaves that user untouched", async () => {
    const victim = await signUp(app);
    const attacker = await signUp(app);
    const response = await patch(victim.user._id, fields({ fullName: 'Hacked' }), {
      cookie: attacker.cookie,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: API_MESSAGES.forbidden,
    });
    const me = await app.inject({ method: 'GET', url: API_PATHS.me, headers: { cookie: victim.cookie } });
    expect(me.json().data.fullName).toBe('');

    const unknownId = await patch('00000000-0000-4000-8000-000000000000', fields({ fullName: 'X' }), {
      cookie: attacker.cookie,
    });
    expect(unknownId.statusCode).toBe(403);
  });

  it('answers 401 without a session and 400 for a malformed id', async () => {
    const { user, cookie } = await signUp(app);
    expect((await patch(user._id, fields({ fullName: 'X' }))).statusCode).toBe(401);
    expect((await patch('not-a-uuid', fields({ fullName: 'X' }), { cookie })).statusCode).toBe(400);
  });

  it('validates the email', async () => {
    const { user, cookie } = await signUp(app);
    const response = await patch(user._id, fields({ email: 'not-an-email' }), { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: API_MESSAGES.invalidEmail,
    });
  });

  it('refuses a field sent twice', async () => {
    const { user, cookie } = await signUp(app);
    const response = await patch(user._id, fields({ fullName: 'A' }).concat(fields({ fullName: 'B' })), {
      cookie,
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a cross-origin multipart PATCH with 403', async () => {
    const { user, cookie } = await signUp(app);
    const crossSite: Record<string, string>[] = [
      { cookie, origin: 'https://evil.example' },
      { cookie, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const response = await patch(user._id, fields({ fullName: 'Forged' }), headers);
      expect(response.statusCode).toBe(403);
    }
    const me = await app.inject({ method: 'GET', url: API_PATHS.me, headers: { cookie } });
    expect(me.json().data.fullName).toBe('');
  });

  describe('avatar', () => {
    it.each(['png', 'jpeg', 'webp'] as const)(
      'stores a %s as a small square WebP without metadata',
      async (format) => {
        const { user, cookie } = await signUp(app);
        const bytes = await image(format);
        const response = await patch(user._id, fields({ avatar: dataUrl(bytes, `image/${format}`) }), {
          cookie,
        });
        expect(response.statusCode).toBe(200);
        const avatar = UserResponse.parse(response.json()).data.avatar;
        expect(avatar).toMatch(new RegExp(`^/uploads/avatars/${user._id}-[0-9a-f]{16}\\.webp$`));

        const served = await app.inject({ method: 'GET', url: avatar });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        const stored = await sharp(served.rawPayload).metadata();
        expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });
        expect(stored.exif).toBeUndefined();
        expect(served.rawPayload.includes('secret-owner')).toBe(false);
      },
    );

    it('replaces the previous avatar file', async () => {
      const { user, cookie } = await signUp(app);
      const first = await patch(user._id, fields({ avatar: dataUrl(await image('png')) }), { cookie });
      const firstPath = first.json().data.avatar as string;
      const second = await patch(user._id, fields({ avatar: dataUrl(await image('webp', 80, 80)) }), {
        cookie,
      });
      const secondPath = second.json().data.avatar as string;
      expect(secondPath).not.toBe(firstPath);
      expect(existsSync(join(config.DATA_DIR, firstPath))).toBe(false);
      expect((await app.inject({ method: 'GET', url: secondPath })).statusCode).toBe(200);
    });

    it.each([
      ['text dressed as a PNG', dataUrl(Buffer.from('hello, not an image'))],
      ['a GIF', dataUrl(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif')],
      ['an SVG', dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')],
      [
        'a PNG signature followed by junk',
        dataUrl(Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(200)])),
      ],
      ['not a data URL', 'https://evil.example/a.png'],
      ['broken base64', 'data:image/png;base64,@@@@'],
    ])('refuses %s with 400', async (_, avatar) => {
      const { user, cookie } = await signUp(app);
      const response = await patch(user._id, fields({ avatar }), { cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.invalidAvatar,
      });
    });

    it('refuses an image over 2 MB with 413', async () => {
      const { user, cookie } = await signUp(app);
      const tooBig = Buffer.concat([await image('png'), Buffer.alloc(AVATAR_MAX_BYTES)]);
      const response = await patch(user._id, fields({ avatar: dataUrl(tooBig) }), { cookie });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.avatarTooLarge,
      });
    });

    it('refuses an image over 4,000 px a side with 413, before decoding it', async () => {
      const { user, cookie } = await signUp(app);
      const response = await patch(user._id, fields({ avatar: dataUrl(await image('png', 4001, 8)) }), {
        cookie,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.avatarTooManyPixels,
      });
    });

    it('answers 413 for a truncated field instead of storing it cut short', async () => {
      const { user, cookie } = await signUp(app);
      const response = await patch(user._id, fields({ fullName: 'x'.repeat(AVATAR_MAX_BYTES * 3) }), {
        cookie,
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: API_MESSAGES.payloadTooLarge,
      });
      const me = await app.inject({ method: 'GET', url: API_PATHS.me, headers: { cookie } });
      expect(me.json().data.fullName).toBe('');
    });

    it('answers 413 for a file part', async () => {
      const { user, cookie } = await signUp(app);
      const response = await patch(
        user._id,
        [{ name: 'avatar', filename: 'me.png', bytes: await image('png') }],
        { cookie },
      );
      expect(response.statusCode).toBe(413);
    });
  });

  describe('users:block', () => {
    const run = promisify(execFile);
    const block = (...args: string[]) =>
      run(
        join('node_modules', '.bin', 'tsx'),
        ['--conditions=@zari/source', 'src/scripts/block-user.ts', ...args],
        {
          env: { ...process.env, DATABASE_URL: database.url, NODE_ENV: 'test' },
        },
      );

    it.skipIf(!database.url)(
      'blocks a phone (ending its sessions) and unblocks it',
      async () => {
        const { phone, cookie } = await signUp(app);
        const blocked = await block(phone.slice(3));
        expect(blocked.stdout).toContain(`Blocked ${phone}`);
        expect((await app.inject({ method: 'GET', url: API_PATHS.me, headers: { cookie } })).statusCode).toBe(
          401,
        );
        const send = await app.inject({
          method: 'POST',
          url: API_PATHS.login,
          payload: { phone },
          remoteAddress: randomIp(),
        });
        expect(send.statusCode).toBe(403);

        await block(phone, '--unblock');
        const again = await app.inject({
          method: 'POST',
          url: API_PATHS.login,
          payload: { phone },
          remoteAddress: randomIp(),
        });
        expect(again.statusCode).toBe(200);

        await expect(block('+919000000001')).rejects.toMatchObject({ code: 1 });
      },
      120_000,
    );
  });
});
