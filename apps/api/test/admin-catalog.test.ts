/**
 * The back office runs the catalogue (issue 14): what staff change is what shoppers see, photos go through
 * the image pipeline, stock edits and orders race without losing a piece. Through HTTP on a real Postgres.
 */
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES, imageSharePath, responsiveImage, SHARE_IMAGE_SIZE } from '@zari/contract';
import {
  AdminProductListResponse,
  AdminProductResponse,
  AdminStockResponse,
  AdminVariantResponse,
  PosterResponse,
  ProductCardListResponse,
  ProductListResponse,
  ProductResponse,
  UploadedImageResponse,
} from '@zari/contract/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, imageAssets } from '../src/db/schema/index.js';
import { adminCall, adminUpload, pngHeaderOnly, type UploadedFile } from './helpers/admin.js';
import { useTestApp } from './helpers/app.js';
import { insertPincodes, orderPayload, stockOf } from './helpers/order-fixtures.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

describe('admin catalogue', async () => {
  const { app, db, config } = await useTestApp();
  let staff: TestShopper;
  let shopper: TestShopper;
  let categoryId: string;
  const call = (...args: Parameters<ReturnType<typeof adminCall>>) => adminCall(app, staff)(...args);
  const upload = (...args: Parameters<ReturnType<typeof adminUpload>>) => adminUpload(app, staff)(...args);

  beforeAll(async () => {
    await insertPincodes(db);
    staff = await signInStaff(db, config);
    shopper = await signInShopper(db, config);
    const [category] = await db
      .insert(categories)
      .values({ title: 'Kurtas', slug: 'kurtas', image: '/uploads/categories/kurtas.webp' })
      .returning();
    categoryId = category?.id ?? '';
  });

  const newProduct = (overrides: Record<string, unknown> = {}) => ({
    title: 'Chikankari Kurta',
    description: 'Hand-embroidered cotton kurta.',
    categoryId,
    amount: 2499,
    discountedAmount: 1999.5,
    sizes: ['S', 'M', 'L'],
    stockCount: 12,
    fastDelivery: true,
    productInfo: [{ title: 'Fabric', content: 'Cotton' }],
    ...overrides,
  });

  async function createProduct(overrides: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/admin/products', newProduct(overrides));
    expect(response.statusCode).toBe(200);
    return AdminProductResponse.parse(response.json()).data;
  }

  const storefront = async (id: string) => app.inject({ method: 'GET', url: `/api/products/${id}` });

  it('creates a product in rupees that the storefront lists in its category and search at once', async () => {
    const created = await createProduct();
    expect(created).toMatchObject({
      amount: 2499,
      discountedAmount: 1999.5,
      stockCount: 12,
      inStock: true,
      archived: false,
    });
    const shown = ProductResponse.parse((await storefront(created._id)).json()).data;
    expect(shown).toMatchObject({
      title: 'Chikankari Kurta',
      amount: 2499,
      discountedAmount: 1999.5,
      category: { _id: categoryId },
    });
    const inCategory = ProductListResponse.parse(
      (await app.inject({ method: 'GET', url: `/api/products/category/${categoryId}` })).json(),
    );
    expect(inCategory.data.map((product) => product._id)).toContain(created._id);
    const found = ProductListResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/products?search=chikankari' })).json(),
    );
    expect(found.data.map((product) => product._id)).toContain(created._id);
  });

  it('edits prices and fields, refusing a discount above the price and an unknown category', async () => {
    const product = await createProduct();
    const patched = await call('PATCH', `/api/admin/products/${product._id}`, {
      amount: 2999,
      discountedAmount: 2599,
      tag: 'NEW',
    });
    expect(AdminProductResponse.parse(patched.json()).data).toMatchObject({
      amount: 2999,
      discountedAmount: 2599,
      tag: 'NEW',
      title: 'Chikankari Kurta',
    });
    expect(ProductResponse.parse((await storefront(product._id)).json()).data.discountedAmount).toBe(2599);

    expect(
      (await call('PATCH', `/api/admin/products/${product._id}`, { discountedAmount: 3500 })).statusCode,
    ).toBe(400);
    expect((await call('PATCH', `/api/admin/products/${product._id}`, { amount: 10.005 })).statusCode).toBe(
      400,
    );
    expect((await call('PATCH', `/api/admin/products/${product._id}`, { stockCount: 3 })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call('PATCH', `/api/admin/products/${product._id}`, {
          categoryId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', '/api/admin/products/00000000-0000-4000-8000-000000000000', { tag: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('archives: gone from the storefront and from new orders, kept in the back office, and restorable', async () => {
    const product = await createProduct();
    const archived = await call('DELETE', `/api/admin/products/${product._id}`);
    expect(AdminProductResponse.parse(archived.json()).data.archived).toBe(true);
    expect((await storefront(product._id)).statusCode).toBe(404);
    const listed = ProductListResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/products' })).json(),
    );
    expect(listed.data.map((row) => row._id)).not.toContain(product._id);
    const order = await app.inject({
      method: 'POST',
      url: '/api/product-orders',
      headers: { cookie: shopper.cookie },
      payload: orderPayload(shopper.id, [{ product: product._id, size: 'M', quantity: 1 }]),
    });
    expect(order.statusCode).toBe(400);

    const adminList = AdminProductListResponse.parse(
      (await call('GET', '/api/admin/products?state=archived')).json(),
    );
    expect(adminList.data.map((row) => row._id)).toContain(product._id);
    const restored = await call('PATCH', `/api/admin/products/${product._id}`, { archived: false });
    expect(AdminProductResponse.parse(restored.json()).data.archived).toBe(false);
    expect((await storefront(product._id)).statusCode).toBe(200);
  });

  it('adds, changes and removes colour variants', async () => {
    const product = await createProduct();
    const created = AdminVariantResponse.parse(
      (
        await call('POST', `/api/admin/products/${product._id}/variants`, {
          colorCode: '#1F3A93',
          colorName: 'Indigo',
          price: 2599,
          discountedPrice: 2099,
        })
      ).json(),
    ).data;
    expect(created).toMatchObject({
      colorCode: '#1F3A93',
      price: 2599,
      discountedPrice: 2099,
      product: product._id,
    });
    const changed = await call('PATCH', `/api/admin/products/${product._id}/variants/${created._id}`, {
      discountedPrice: 1899,
    });
    expect(AdminVariantResponse.parse(changed.json()).data.discountedPrice).toBe(1899);
    expect(
      (
        await call('POST', `/api/admin/products/${product._id}/variants`, {
          colorCode: 'blue',
          price: 1,
          discountedPrice: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: `/api/product-variants/product/${product._id}` })).json().data,
    ).toHaveLength(1);
    expect(
      (await call('DELETE', `/api/admin/products/${product._id}/variants/${created._id}`)).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/admin/products/${product._id}/variants/${created._id}`)).statusCode,
    ).toBe(404);
  });

  it('sets stock or moves it by a delta, never below zero', async () => {
    const product = await createProduct({ stockCount: 5 });
    const set = await call('PUT', `/api/admin/products/${product._id}/stock`, { stockCount: 0 });
    expect(AdminStockResponse.parse(set.json()).data).toEqual({
      _id: product._id,
      stockCount: 0,
      inStock: false,
    });
    expect(ProductResponse.parse((await storefront(product._id)).json()).data.inStock).toBe(false);
    expect(
      (await call('PUT', `/api/admin/products/${product._id}/stock`, { delta: 7 })).json().data.stockCount,
    ).toBe(7);
    const below = await call('PUT', `/api/admin/products/${product._id}/stock`, { delta: -8 });
    expect(below.statusCode).toBe(409);
    // A product-level change lands on its first SKU (first colour, first size; ADR 0023).
    expect(await stockOf(db, product._id, 'S')).toBe(7);
    expect(
      (await call('PUT', `/api/admin/products/${product._id}/stock`, { stockCount: -1 })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/api/admin/products/${product._id}/stock`, { stockCount: 1, delta: 1 })).statusCode,
    ).toBe(400);
  });

  it('counts every piece when deliveries in and orders out race on the same product', async () => {
    const product = await createProduct({ stockCount: 40 });
    const order = () =>
      app.inject({
        method: 'POST',
        url: '/api/product-orders',
        headers: { cookie: shopper.cookie },
        // A new product's first count and a product-level restock land on its first size (ADR 0023).
        payload: orderPayload(shopper.id, [{ product: product._id, size: 'S', quantity: 1 }]),
      });
    const restock = () => call('PUT', `/api/admin/products/${product._id}/stock`, { delta: 5 });
    const results = await Promise.all([
      ...Array.from({ length: 30 }, order),
      ...Array.from({ length: 10 }, restock),
    ]);
    expect(results.map((response) => response.statusCode)).toEqual(Array(40).fill(200));
    expect(await stockOf(db, product._id, 'S')).toBe(40 - 30 + 50);
  });

  it('uploads a photo: upright, stripped, stored at each responsive width, listed with its sizes', async () => {
    const product = await createProduct({ images: [] });
    // 1600×1200 as stored, EXIF orientation 6: upright it is a 1200×1600 portrait.
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c05a7a' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'camera owner' } } })
      .toBuffer();
    const response = await upload(`/api/admin/products/${product._id}/images`, {
      name: 'kurta.jpg',
      type: 'image/jpeg',
      bytes: photo,
    });
    expect(response.statusCode).toBe(200);
    const updated = AdminProductResponse.parse(response.json()).data;
    const [path] = updated.images;
    expect(path).toMatch(/^\/uploads\/images\/[\w-]+-960\.webp$/);
    const meta = updated.media[path as string];
    expect(meta).toMatchObject({ width: 960, height: 1280, widths: [320, 480, 640, 960] });

    // The storefront gets the same metadata, and every srcset file is served, immutable.
    const shown = ProductResponse.parse((await storefront(product._id)).json()).data;
    const image = responsiveImage(path as string, shown.media?.[path as string]);
    const files = [...(image?.srcSet ?? '').split(', '), ...(image?.avifSrcSet?.split(', ') ?? [])].map(
      (entry) => entry.split(' ')[0] as string,
    );
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const served = await app.inject({ method: 'GET', url: file });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('immutable');
      const stored = await sharp(served.rawPayload).metadata();
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation ?? 1).toBe(1);
      expect(stored.height).toBeGreaterThan(stored.width ?? 0);
    }
    const onDisk = await readFile(
      join(config.DATA_DIR, 'uploads', (path as string).replace('/uploads/', '')),
    );
    expect((await sharp(onDisk).metadata()).width).toBe(960);

    // Cards carry the sizes of their photo too, so listings send a srcset.
    const cards = await app.inject({
      method: 'GET',
      url: `/api/products/category/${product.category._id}?view=card`,
    });
    const card = ProductCardListResponse.parse(cards.json()).data.find((item) => item._id === product._id);
    expect(card?.image).toBe(path);
    expect(card?.media).toEqual({ [path as string]: meta });
  });

  it('makes a JPEG for link previews of each upload, and of an older image once the API listens', async () => {
    const product = await createProduct({ images: [] });
    // A transparent landscape PNG: the JPEG has no alpha, so the card's background must be white, not black.
    const photo = await sharp({
      create: { width: 2000, height: 1000, channels: 4, background: { r: 192, g: 90, b: 122, alpha: 0 } },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 1000, height: 1000, channels: 4, background: '#c05a7a' },
          })
            .png()
            .toBuffer(),
          left: 500,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const response = await upload(`/api/admin/products/${product._id}/images`, {
      name: 'kurta.png',
      type: 'image/png',
      bytes: photo,
    });
    expect(response.statusCode).toBe(200);
    const [path] = AdminProductResponse.parse(response.json()).data.images;
    const sharePath = imageSharePath(path as string);
    expect(sharePath).toMatch(/^\/uploads\/images\/[\w-]+-share\.jpg$/);

    const expectShareImage = async (at = sharePath) => {
      const served = await app.inject({ method: 'GET', url: at });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toContain('immutable');
      const image = sharp(served.rawPayload);
      const meta = await image.metadata();
      expect(meta).toMatchObject({ format: 'jpeg', ...SHARE_IMAGE_SIZE });
      expect(meta.exif).toBeUndefined();
      // The whole photo, fitted: its 2:1 box is centred on white, corners included.
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
      ];
      for (const [x, y] of [
        [2, 2],
        [info.width - 3, info.height - 3],
      ]) {
        for (const channel of pixel(x as number, y as number)) expect(channel).toBeGreaterThan(245);
      }
      const [red = 0, green = 0] = pixel(info.width / 2, info.height / 2);
      expect(red - green).toBeGreaterThan(80);
    };
    await expectShareImage();

    const shareImageMarks = async () =>
      Object.fromEntries(
        (
          await db.select({ path: imageAssets.path, shareImage: imageAssets.shareImage }).from(imageAssets)
        ).map((row) => [row.path, row.shareImage]),
      );
    expect((await shareImageMarks())[path as string]).toBe(true);

    // As if stored before this JPEG existed (unmarked): this upload without it on disk, and a photo recorded a
    // few folders deep (as the demo's are). Both are made once the API listens, and marked, so no later start
    // looks at them again.
    const onDisk = (publicPath: string) =>
      join(config.DATA_DIR, 'uploads', publicPath.replace('/uploads/', ''));
    await rm(onDisk(sharePath));
    await db
      .update(imageAssets)
      .set({ shareImage: false })
      .where(eq(imageAssets.path, path as string));
    const older = '/uploads/catalog/v2/older/photo-960.webp';
    await mkdir(dirname(onDisk(older)), { recursive: true });
    await copyFile(onDisk(path as string), onDisk(older));
    await db.insert(imageAssets).values({ path: older, width: 960, height: 480, widths: [960], bytes: 1 });
    const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
    expect([await status(sharePath), await status(imageSharePath(older))]).toEqual([404, 404]);
    await app.listen({ host: '127.0.0.1', port: 0 });
    await expect
      .poll(async () => [await status(sharePath), await status(imageSharePath(older))], { timeout: 15_000 })
      .toEqual([200, 200]);
    await expectShareImage();
    await expectShareImage(imageSharePath(older));
    await expect
      .poll(async () => Object.values(await shareImageMarks()).every(Boolean), { timeout: 15_000 })
      .toBe(true);
  });

  it('refuses what is not an image, too big, or too many pixels', async () => {
    const product = await createProduct();
    const uploadPhoto = (file: UploadedFile | undefined) =>
      upload(`/api/admin/products/${product._id}/images`, file);
    const notImage = await uploadPhoto({
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('<?php echo "hi"; ?>'),
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: 'The file must be a JPEG, PNG, WebP or AVIF image',
    });

    const huge = Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1, 0);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = await uploadPhoto({ name: 'big.jpg', type: 'image/jpeg', bytes: huge });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The image must be at most 10 MB');

    const tooManyPixels = await uploadPhoto({
      name: 'bomb.png',
      type: 'image/png',
      bytes: pngHeaderOnly(10_000, 10_000),
    });
    expect(tooManyPixels.statusCode).toBe(413);
    expect(tooManyPixels.json().message).toContain('megapixels');

    expect((await uploadPhoto(undefined)).statusCode).toBe(400);
    expect(
      AdminProductResponse.parse((await call('GET', `/api/admin/products/${product._id}`)).json()).data
        .images,
    ).toEqual(product.images);
  });

  it('uploads a banner image and publishes the banner with where each image leads', async () => {
    const banner = await sharp({ create: { width: 1800, height: 600, channels: 3, background: '#203040' } })
      .png()
      .toBuffer();
    const uploaded = UploadedImageResponse.parse(
      (await upload('/api/admin/images', { name: 'sale.png', type: 'image/png', bytes: banner })).json(),
    ).data;
    expect(uploaded).toMatchObject({ width: 1440, height: 480, widths: [320, 480, 640, 960, 1440] });

    const put = await call('PUT', '/api/admin/posters/hero-banner', {
      slides: [{ image: uploaded.path, link: '/category/kurtas' }, { image: '/uploads/catalog/old.webp' }],
    });
    expect(put.statusCode).toBe(200);
    const shown = PosterResponse.parse(
      (await app.inject({ method: 'GET', url: '/api/posters/hero-banner' })).json(),
    ).data[0];
    expect(shown).toMatchObject({
      images: [uploaded.path, '/uploads/catalog/old.webp'],
      links: ['/category/kurtas', null],
    });
    // The uploaded banner carries its sizes for a srcset; the older image has none.
    expect(shown?.media).toEqual({
      [uploaded.path]: { width: 1440, height: 480, widths: [320, 480, 640, 960, 1440], avif: uploaded.avif },
    });
    expect(
      (
        await call('PUT', '/api/admin/posters/hero-banner', {
          slides: [{ image: uploaded.path, link: 'https://evil.example' }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', '/api/admin/posters/hero-banner', {
          slides: [{ image: 'https://evil.example/x.png' }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/api/admin/posters/not-a-set', { slides: [] })).statusCode).toBe(400);
  });

  it('creates and edits categories, refusing a taken slug', async () => {
    const created = await call('POST', '/api/admin/categories', {
      title: 'Sarees',
      slug: 'sarees',
      image: '/uploads/catalog/sarees.webp',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data._id;
    expect(
      (
        await call('POST', '/api/admin/categories', {
          title: 'Sarees 2',
          slug: 'sarees',
          image: '/uploads/catalog/s.webp',
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('PATCH', `/api/admin/categories/${id}`, { slug: 'kurtas' })).statusCode).toBe(409);
    expect((await call('PATCH', `/api/admin/categories/${id}`, { slug: 'Not A Slug' })).statusCode).toBe(400);
    const renamed = await call('PATCH', `/api/admin/categories/${id}`, { title: 'Silk Sarees', position: 2 });
    expect(renamed.json().data).toMatchObject({
      title: 'Silk Sarees',
      slug: 'sarees',
      position: 2,
      productCount: 0,
    });
    const shown = (await app.inject({ method: 'GET', url: '/api/categories' })).json().data;
    expect(shown.map((category: { title: string }) => category.title)).toContain('Silk Sarees');
  });

  it('audits every catalogue write with who and before → after', async () => {
    const product = await createProduct();
    await call('PUT', `/api/admin/products/${product._id}/stock`, { delta: -2 });
    await call('PATCH', `/api/admin/products/${product._id}`, { amount: 2600 });
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, product._id));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'product.create',
      'product.stock',
      'product.update',
    ]);
    expect(entries.every((entry) => entry.actorId === staff.id)).toBe(true);
    const stock = entries.find((entry) => entry.action === 'product.stock');
    expect(stock).toMatchObject({
      before: expect.objectContaining({ stockCount: 12 }),
      after: expect.objectContaining({ stockCount: 10 }),
    });
    const price = entries.find((entry) => entry.action === 'product.update');
    expect(price).toMatchObject({
      before: expect.objectContaining({ amountPaise: 249_900 }),
      after: expect.objectContaining({ amountPaise: 260_000 }),
    });
  });
});
