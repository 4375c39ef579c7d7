/**
 * The catalogue in Hindi (issue 35): the demo catalogue's Hindi as the storefront reads it, search by Hindi
 * titles and Hindi words (Devanagari or Latin), and the back office writing, auditing and filtering it.
 */
import { join } from 'node:path';
import { hasDevanagari, POSTER_SETS } from '@zari/contract';
import {
  AdminCategoryListResponse,
  AdminCategoryResponse,
  AdminProductListResponse,
  AdminProductResponse,
  CategoryListResponse,
  PosterResponse,
  ProductCardListResponse,
  ProductListResponse,
  ProductResponse,
} from '@zari/contract/schemas';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, products } from '../src/db/schema/index.js';
import {
  buildDemoCatalog,
  seedDemoCatalog,
  seedDemoTranslations,
  seedOnFirstStart,
} from '../src/db/seed/seed.js';
import { adminCall } from './helpers/admin.js';
import { useTestApp } from './helpers/app.js';
import { signInStaff, type TestShopper } from './helpers/session.js';

describe('catalogue in Hindi', async () => {
  const { app, db, config } = await useTestApp();
  const uploadsDir = join(config.DATA_DIR, 'uploads');
  await seedDemoCatalog(db, { uploadsDir });
  let staff: TestShopper;
  const call = (...args: Parameters<ReturnType<typeof adminCall>>) => adminCall(app, staff)(...args);
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    staff = await signInStaff(db, config);
  });

  /** Every product a search finds (full view, one page: the demo catalogue is small). */
  async function search(words: string) {
    const response = await get(`/api/products?search=${encodeURIComponent(words)}`);
    expect(response.statusCode, words).toBe(200);
    return ProductListResponse.parse(response.json()).data;
  }

  describe('the demo catalogue', () => {
    it('has a Hindi title for every category', async () => {
      const { data } = CategoryListResponse.parse((await get('/api/categories')).json());
      expect(data.length).toBeGreaterThanOrEqual(9);
      for (const category of data) {
        expect(hasDevanagari(category.translations?.hi?.title ?? ''), category.slug).toBe(true);
      }
    });

    it('has Hindi title, description and product info for at least 30 products, English untouched', async () => {
      const { data } = ProductListResponse.parse((await get('/api/products')).json());
      const translated = data.filter((product) => product.translations?.hi);
      expect(translated.length).toBeGreaterThanOrEqual(30);
      for (const product of translated) {
        const hi = product.translations?.hi;
        expect(hasDevanagari(hi?.title ?? ''), product.title).toBe(true);
        expect(hasDevanagari(hi?.description ?? ''), product.title).toBe(true);
        expect(hi?.productInfo?.length).toBe(product.productInfo.length);
        expect(hasDevanagari(product.title)).toBe(false);
      }
      const banarasi = data.find((product) => product.title === 'Banarasi Katan Silk Saree');
      expect(banarasi?.translations?.hi?.title).toBe('बनारसी कटान सिल्क साड़ी');
      // A product without Hindi has no `translations` at all (the storefront shows English).
      expect(data.some((product) => product.translations === undefined)).toBe(true);
    });

    it('answers the Hindi title on cards and the category Hindi title on the product page', async () => {
      const cards = ProductCardListResponse.parse(
        (await get('/api/products?view=card&search=saree&limit=5')).json(),
      ).data;
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards)
        expect(hasDevanagari(card.translations?.hi?.title ?? ''), card.title).toBe(true);
      const product = ProductResponse.parse((await get(`/api/products/${cards[0]?._id}`)).json()).data;
      expect(product.category.translations?.hi?.title).toBe('साड़ियाँ');
      expect(product.translations?.hi?.title).toBe(cards[0]?.translations?.hi?.title);
    });

    it('has a Hindi alt text for every banner image', async () => {
      for (const name of POSTER_SETS) {
        const [poster] = PosterResponse.parse((await get(`/api/posters/${name}`)).json()).data;
        const alts = poster?.translations?.hi?.alts ?? [];
        expect(alts.length, name).toBe(poster?.images.length);
        for (const alt of alts) expect(hasDevanagari(alt ?? ''), name).toBe(true);
      }
    });

    it('gives a demo database seeded before Hindi its translations once, never over an owner edit', async () => {
      const demo = buildDemoCatalog();
      const [first] = demo.categories;
      const kurta = demo.products.find((row) => row.title === 'Indigo Dabu Print Straight Kurta');
      const saree = demo.products.find((row) => row.title === 'Paithani Silk Saree');
      await db.update(categories).set({ translations: {} });
      await db
        .update(products)
        .set({ translations: {} })
        .where(eq(products.id, kurta?.id ?? ''));
      await db
        .update(products)
        .set({ translations: { hi: { title: 'मालिक का शीर्षक' } } })
        .where(eq(products.id, saree?.id ?? ''));
      expect(await seedOnFirstStart(db, { uploadsDir })).toBe('skipped');
      const [category] = await db
        .select()
        .from(categories)
        .where(eq(categories.id, first?.id ?? ''));
      expect(category?.translations.hi?.title).toBe('कुर्ते और कुर्तियाँ');
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.id, kurta?.id ?? ''));
      expect(rows[0]?.translations.hi?.title).toBe('इंडिगो दाबू प्रिंट स्ट्रेट कुर्ता');
      const owned = await db
        .select()
        .from(products)
        .where(eq(products.id, saree?.id ?? ''));
      expect(owned[0]?.translations.hi?.title).toBe('मालिक का शीर्षक');
      // Restore the demo's Hindi for the tests after this one.
      await db
        .update(products)
        .set({ translations: {} })
        .where(eq(products.id, saree?.id ?? ''));
      await seedDemoTranslations(db, demo);
    });
  });

  describe('search', () => {
    /**
     * The category's products all come first (words like "saree" also appear in other descriptions, e.g. a
     * jewellery's "the finishing touch for a saree", which rank after the titles and the category).
     */
    const allIn = (found: { category: { slug?: string | undefined } }[], slug: string) => {
      const count = found.filter((product) => product.category.slug === slug).length;
      return count >= 8 && found.slice(0, count).every((product) => product.category.slug === slug);
    };

    it('finds products by Hindi words typed in Devanagari, with or without the nukta', async () => {
      expect(allIn(await search('साड़ी'), 'sarees')).toBe(true);
      expect(allIn(await search('साडी'), 'sarees')).toBe(true);
      expect(allIn(await search('लहंगा'), 'lehengas')).toBe(true);
      const jhumkas = await search('झुमके');
      expect(jhumkas.map((product) => product.title)).toEqual(
        expect.arrayContaining(['Kundan Gold-Plated Jhumkas', 'Meenakari Jhumkas']),
      );
    });

    it('finds a product by its Hindi title, first, and by a Hindi word only its Hindi text has', async () => {
      const [first] = await search('बनारसी कटान सिल्क साड़ी');
      expect(first?.title).toBe('Banarasi Katan Silk Saree');
      // "पैठणी" is in no English text and in no synonym: only the Hindi title finds it.
      expect((await search('पैठणी')).map((product) => product.title)).toEqual(['Paithani Silk Saree']);
      // A misspelling (short ि for long ी, as phone keyboards often give) is forgiven by the trigram search.
      expect((await search('मधुबनि'))[0]?.title).toBe('Tussar Silk Saree with Madhubani Art');
      expect((await search('चिकनकारि')).map((product) => product.title)).toEqual(
        expect.arrayContaining(['Ivory Chikankari A-Line Kurta', 'Ivory Chikankari Lehenga']),
      );
      // A word of the Hindi description: "मधुबनी" is in its English title too, "आकृतियाँ" only in Hindi.
      expect((await search('आकृतियाँ')).map((product) => product.title)).toEqual([
        'Tussar Silk Saree with Madhubani Art',
      ]);
      // The category's Hindi title finds its products.
      expect(allIn(await search('ज्वेलरी'), 'jewellery')).toBe(true);
    });

    it('finds products by Hindi words typed in Latin script, and forgives a typo', async () => {
      expect(allIn(await search('sari'), 'sarees')).toBe(true);
      expect(allIn(await search('lehnga'), 'lehengas')).toBe(true);
      expect(allIn(await search('ghagra'), 'lehengas')).toBe(true);
      const jhumki = (await search('jhumki')).map((product) => product.title);
      expect(jhumki).toEqual(expect.arrayContaining(['Oxidised Silver Jhumkas', 'Mirror Jhumki Earrings']));
      expect((await search('potli')).map((product) => product.title)).toContain('Embroidered Potli Bag');
      expect((await search('mojari')).map((product) => product.title)).toContain('Gold Zari Mojaris');
      expect((await search('jooti')).map((product) => product.title)).toContain('Phulkari Juttis');
      // "chunni" is a dupatta: the lehengas that come with one.
      expect((await search('chunni')).map((product) => product.title)).toContain(
        'Maroon Zari Embroidered Bridal Lehenga',
      );
      // Latin-script Hindi finds what the English words find, in the same order.
      const ids = (found: { _id: string }[]) => found.map((product) => product._id);
      expect(ids(await search('banarasi sari'))).toEqual(ids(await search('banarasi saree')));
      expect((await search('banarasi sari')).slice(0, 2).map((product) => product.title)).toContain(
        'Banarasi Katan Silk Saree',
      );
      // Typos the map does not know are the trigram search's to forgive.
      expect((await search('jhumkaa')).map((product) => product.title)).toContain('Meenakari Jhumkas');
      expect((await search('kanjivaram sarre'))[0]?.title).toBe('Kanjivaram Silk Saree with Zari Border');
    });

    it('pages a Hindi search by cursor through every match exactly once', async () => {
      const all = await search('साड़ी');
      const seen: string[] = [];
      let cursor: string | null | undefined;
      do {
        const suffix = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const page = ProductCardListResponse.parse(
          (await get(`/api/products?view=card&limit=3&search=${encodeURIComponent('साड़ी')}${suffix}`)).json(),
        );
        seen.push(...page.data.map((card) => card._id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all.map((product) => product._id));
    });
  });

  describe('back office', () => {
    let categoryId: string;

    it('creates a category with a Hindi title, edits it with its audit, and filters those missing one', async () => {
      const created = await call('POST', '/api/admin/categories', {
        title: 'Dupattas',
        slug: 'dupattas',
        image: '/uploads/catalog/dupattas.webp',
        translations: { hi: { title: '  दुपट्टे ' } },
      });
      expect(created.statusCode, created.body).toBe(200);
      const category = AdminCategoryResponse.parse(created.json()).data;
      categoryId = category._id;
      expect(category.translations).toEqual({ hi: { title: 'दुपट्टे' } });

      const missing = async () =>
        AdminCategoryListResponse.parse(
          (await call('GET', '/api/admin/categories?missingTranslation=hi')).json(),
        ).data;
      expect(await missing()).toEqual([]);

      const cleared = await call('PATCH', `/api/admin/categories/${categoryId}`, {
        translations: { hi: { title: '' } },
      });
      expect(AdminCategoryResponse.parse(cleared.json()).data.translations).toBeUndefined();
      expect((await missing()).map((row) => row.slug)).toEqual(['dupattas']);
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, categoryId), eq(auditLog.action, 'category.update')));
      expect(entry).toMatchObject({
        actorId: staff.id,
        before: expect.objectContaining({ translations: { hi: { title: 'दुपट्टे' } } }),
        after: expect.objectContaining({ translations: {} }),
      });
      expect((await call('GET', '/api/admin/categories?missingTranslation=fr')).statusCode).toBe(400);
    });

    it('creates and edits a product in both languages, audited, shown to shoppers and found by search', async () => {
      const created = await call('POST', '/api/admin/products', {
        title: 'Phulkari Dupatta',
        description: 'Hand-embroidered phulkari on soft georgette.',
        categoryId,
        amount: 1999,
        discountedAmount: 1499,
        productInfo: [{ title: 'Material', content: 'Georgette' }],
        stockCount: 4,
        translations: {
          hi: {
            title: 'फुलकारी दुपट्टा',
            description: 'मुलायम जॉर्जेट पर हाथ की फुलकारी कढ़ाई।',
            productInfo: [{ title: 'मटीरियल', content: 'जॉर्जेट' }],
          },
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const product = AdminProductResponse.parse(created.json()).data;
      expect(product.translations?.hi?.title).toBe('फुलकारी दुपट्टा');

      const shown = ProductResponse.parse((await get(`/api/products/${product._id}`)).json()).data;
      expect(shown.translations?.hi).toEqual({
        title: 'फुलकारी दुपट्टा',
        description: 'मुलायम जॉर्जेट पर हाथ की फुलकारी कढ़ाई।',
        productInfo: [{ title: 'मटीरियल', content: 'जॉर्जेट' }],
      });
      expect((await search('फुलकारी दुपट्टा'))[0]?._id).toBe(product._id);

      // A patch of the Hindi title alone keeps the Hindi description and product info.
      const patched = await call('PATCH', `/api/admin/products/${product._id}`, {
        translations: { hi: { title: 'गुलाबी फुलकारी दुपट्टा' } },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      const after = AdminProductResponse.parse(patched.json()).data.translations?.hi;
      expect(after?.title).toBe('गुलाबी फुलकारी दुपट्टा');
      expect(after?.description).toBe('मुलायम जॉर्जेट पर हाथ की फुलकारी कढ़ाई।');
      expect((await search('गुलाबी दुपट्टा')).map((row) => row._id)).toContain(product._id);

      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, product._id), eq(auditLog.action, 'product.update')));
      expect(entry).toMatchObject({
        actorId: staff.id,
        before: expect.objectContaining({
          translations: expect.objectContaining({ hi: expect.objectContaining({ title: 'फुलकारी दुपट्टा' }) }),
        }),
        after: expect.objectContaining({
          translations: expect.objectContaining({
            hi: expect.objectContaining({ title: 'गुलाबी फुलकारी दुपट्टा' }),
          }),
        }),
      });
    });

    it('refuses Hindi text too long or of a field it does not know, with a 400', async () => {
      const [row] = await db.select({ id: products.id }).from(products).limit(1);
      const tooLong = await call('PATCH', `/api/admin/products/${row?.id}`, {
        translations: { hi: { title: 'क'.repeat(201) } },
      });
      expect(tooLong.statusCode).toBe(400);
      const unknown = await call('PATCH', `/api/admin/products/${row?.id}`, {
        translations: { hi: { colour: 'लाल' } },
      });
      expect(unknown.statusCode).toBe(400);
      const locale = await call('PATCH', `/api/admin/products/${row?.id}`, {
        translations: { fr: { title: 'x' } },
      });
      expect(locale.statusCode).toBe(400);
    });

    it('lists the products missing Hindi: no title, no description, or fewer product info rows', async () => {
      const created = await call('POST', '/api/admin/products', {
        title: 'Plain Mul Dupatta',
        description: 'Soft mul.',
        categoryId,
        amount: 999,
        discountedAmount: 799,
        productInfo: [{ title: 'Material', content: 'Mul' }],
        translations: { hi: { title: 'सादा मलमल दुपट्टा', description: 'मुलायम मलमल।' } },
      });
      const partial = AdminProductResponse.parse(created.json()).data;
      const missing = async () =>
        AdminProductListResponse.parse(
          (await call('GET', `/api/admin/products?missingTranslation=hi&categoryId=${categoryId}`)).json(),
        ).data.map((product) => product.title);
      // Its product info has no Hindi row yet; the Phulkari dupatta is complete.
      expect(await missing()).toEqual(['Plain Mul Dupatta']);
      await call('PATCH', `/api/admin/products/${partial._id}`, {
        translations: { hi: { productInfo: [{ title: 'मटीरियल', content: 'मलमल' }] } },
      });
      expect(await missing()).toEqual([]);

      // Across the demo catalogue: every product the filter lists lacks Hindi, and none it leaves out does.
      const listed = AdminProductListResponse.parse(
        (await call('GET', '/api/admin/products?missingTranslation=hi&limit=100')).json(),
      ).data;
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.every((product) => !product.translations?.hi?.title)).toBe(true);
      // Staff can find a product by its Hindi title too.
      const byHindi = AdminProductListResponse.parse(
        (await call('GET', `/api/admin/products?q=${encodeURIComponent('मलमल दुपट्टा')}`)).json(),
      ).data;
      expect(byHindi.map((product) => product.title)).toEqual(['Plain Mul Dupatta']);
    });

    it('saves each banner image with its Hindi alt text, by position', async () => {
      const put = await call('PUT', '/api/admin/posters/sub-poster-2', {
        slides: [
          { image: '/uploads/catalog/a.webp', translations: { hi: { alt: 'त्योहार के बैग' } } },
          { image: '/uploads/catalog/b.webp' },
        ],
      });
      expect(put.statusCode, put.body).toBe(200);
      const [poster] = PosterResponse.parse((await get('/api/posters/sub-poster-2')).json()).data;
      expect(poster?.translations).toEqual({ hi: { alts: ['त्योहार के बैग', null] } });
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, 'sub-poster-2'), eq(auditLog.action, 'poster.update')));
      expect(entry?.after).toMatchObject({ translations: { hi: { alts: ['त्योहार के बैग', null] } } });
      // Without any alt text the set has no translations.
      await call('PUT', '/api/admin/posters/sub-poster-2', {
        slides: [{ image: '/uploads/catalog/a.webp' }],
      });
      expect(
        PosterResponse.parse((await get('/api/posters/sub-poster-2')).json()).data[0]?.translations,
      ).toBeUndefined();
    });
  });
});
