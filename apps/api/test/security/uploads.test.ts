/**
 * Issue 27 finding 8 (uploads): an image's decoding memory is bounded from its header (pixels × channels ×
 * bytes per channel), and uploads are processed a few at a time, the excess answered 503 with Retry-After.
 * The images are made with sharp here and sent through HTTP like the back office's image picker.
 */
import { ADMIN_MESSAGES } from '@zari/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_PROCESSING_SLOTS } from '../../src/modules/images/processing-slots.js';
import { adminUpload } from '../helpers/admin.js';
import { useTestApp } from '../helpers/app.js';
import { signInStaff, type TestShopper } from '../helpers/session.js';

const MB = 1024 * 1024;

describe('image uploads: bounded decode memory and concurrency', async () => {
  const { app, db, config } = await useTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
  let staff: TestShopper;
  const upload = (bytes: Buffer) =>
    adminUpload(app, staff)('/api/admin/images', { name: 'photo.png', type: 'image/png', bytes });

  beforeAll(async () => {
    staff = await signInStaff(db, config, 'staff');
  });

  it('refuses a 7000 × 7000 16-bit PNG (under the pixel cap) on its header, without decoding it', async () => {
    const deep = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#8a5a44' } })
      .toColourspace('rgb16')
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    const before = process.memoryUsage().rss;
    const response = await upload(deep);
    const grown = (process.memoryUsage().rss - before) / MB;
    console.log(
      `[zari] 7000 × 7000 16-bit PNG (${(deep.length / 1024).toFixed(0)} KB): RSS +${grown.toFixed(0)} MB`,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: ADMIN_MESSAGES.imageTooDeep,
    });
    expect(grown).toBeLessThan(100);
  });

  it('still takes an 8-bit photo and a 16-bit one whose decoding fits', async () => {
    for (const colourspace of ['srgb', 'rgb16'] as const) {
      const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#204060' } })
        .toColourspace(colourspace)
        .png()
        .toBuffer();
      expect((await upload(photo)).statusCode).toBe(200);
    }
  });

  it('processes a few uploads at once; past the queue it answers 503 with Retry-After, never more at once', async () => {
    const { running, waiting } = IMAGE_PROCESSING_SLOTS;
    // Plain photos, quick to encode, so every queued one gets its slot well within the wait; each a
    // different file (the stored name is the bytes' hash), as a real batch of photos is.
    const photos = await Promise.all(
      Array.from({ length: running + waiting + 4 }, (_, index) =>
        sharp({
          create: { width: 900, height: 1200, channels: 3, background: { r: index * 10, g: 80, b: 60 } },
        })
          .png()
          .toBuffer(),
      ),
    );
    const answers = await Promise.all(photos.map(upload));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 503),
      String(statuses),
    ).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(running + waiting);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe(String(IMAGE_PROCESSING_SLOTS.retryAfterSeconds));
      expect(answer.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: ADMIN_MESSAGES.imageProcessingBusy,
      });
    }
  });
});
