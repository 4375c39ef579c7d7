/**
 * Promotions in the back office (issue 29) through HTTP on Postgres: list with uses, create, edit and end
 * now, each write audited; bad input (codes of any length and character set, percent over 100, negatives,
 * windows that end before they start, a patch that makes a bad whole) is a 400 with the contract's message
 * and changes nothing; a duplicate code is a 409; shoppers may not call any of it.
 */
import { ADMIN_API_PATHS, PROMOTION_ADMIN_MESSAGES, PROMOTION_REFUSAL_TEXT } from '@zari/contract';
import { AdminPromotionListResponse, AdminPromotionResponse } from '@zari/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, promotions } from '../src/db/schema/index.js';
import { seedWelcomeOffer } from '../src/db/seed/seed.js';
import { adminCall } from './helpers/admin.js';
import { useTestApp } from './helpers/app.js';
import { insertProduct } from './helpers/order-fixtures.js';
import { createPromotion, quote } from './helpers/promotions.js';
import { signInShopper, signInStaff, type TestShopper } from './helpers/session.js';

describe('promotions in the back office', async () => {
  const { app, db, config } = await useTestApp();

  let staff: TestShopper;
  let call: ReturnType<typeof adminCall>;
  let dress: Awaited<ReturnType<typeof insertProduct>>;

  beforeAll(async () => {
    await seedWelcomeOffer(db);
    staff = await signInStaff(db, config, 'staff');
    call = adminCall(app, staff);
    dress = await insertProduct(db, { discountedPaise: 199_900 });
  });

  /** Every promotion row and audit entry, to show a refused write changed nothing. */
  async function snapshot() {
    const rows = await db.execute(
      sql`select md5(string_agg(p::text, ',' order by id)) as h, count(*) as n from promotions p`,
    );
    const audits = await db.select({ id: auditLog.id }).from(auditLog);
    return { rows: (rows as unknown as { rows: unknown[] }).rows, audits: audits.length };
  }

  describe('who may manage promotions', () => {
    it('needs a session (401) and a staff role (403)', async () => {
      const shopper = await signInShopper(db, config);
      expect((await adminCall(app, undefined)('GET', ADMIN_API_PATHS.promotions)).statusCode).toBe(401);
      expect((await adminCall(app, shopper)('GET', ADMIN_API_PATHS.promotions)).statusCode).toBe(403);
      const made = await adminCall(app, shopper)('POST', ADMIN_API_PATHS.promotions, {
        code: 'SNEAKY',
        kind: 'percent',
        value: 90,
      });
      expect(made.statusCode).toBe(403);
    });
  });

  describe('creating, listing and changing promotions', () => {
    it('lists the seeded welcome offer with the contract’s defaults', async () => {
      const list = AdminPromotionListResponse.parse(
        (await call('GET', ADMIN_API_PATHS.promotions)).json(),
      ).data;
      expect(list.find((row) => row.code === 'WELCOME25')).toMatchObject({
        label: 'EXTRA 25% OFF',
        kind: 'percent',
        value: 25,
        maxDiscount: 500,
        minOrder: null,
        firstOrderOnly: true,
        active: true,
        uses: 0,
      });
    });

    it('creates a code in upper case with money in rupees, audited', async () => {
      const response = await call('POST', ADMIN_API_PATHS.promotions, {
        code: ' diwali200 ',
        kind: 'flat',
        value: 200,
        minOrder: 1499.5,
        usageLimit: 100,
        perUserLimit: 1,
        paymentMethods: ['razorpay'],
      });
      expect(response.statusCode).toBe(200);
      const body = AdminPromotionResponse.parse(response.json());
      expect(body.message).toBe(PROMOTION_ADMIN_MESSAGES.created);
      expect(body.data).toMatchObject({
        code: 'DIWALI200',
        label: '₹200 OFF',
        kind: 'flat',
        value: 200,
        minOrder: 1499.5,
        maxDiscount: null,
        usageLimit: 100,
        perUserLimit: 1,
        paymentMethods: ['razorpay'],
        active: true,
        uses: 0,
      });
      const [row] = await db.select().from(promotions).where(eq(promotions.code, 'DIWALI200'));
      expect(row).toMatchObject({ value: 20_000, minOrderPaise: 149_950 });
      const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, body.data._id));
      expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([['promotion.create', staff.id]]);
    });

    it('answers a code already taken, in any case, with 409 and writes nothing', async () => {
      await createPromotion(app, staff, { code: 'TAKEN1', kind: 'percent', value: 5 });
      const before = await snapshot();
      const response = await call('POST', ADMIN_API_PATHS.promotions, {
        code: 'taken1',
        kind: 'flat',
        value: 10,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        code: expect.any(String),
        message: PROMOTION_ADMIN_MESSAGES.codeTaken,
      });
      expect(await snapshot()).toEqual(before);
    });

    it('edits a promotion (merged, checked whole, audited with before and after) and renames it', async () => {
      const made = await createPromotion(app, staff, { code: 'EDITME', kind: 'percent', value: 10 });
      const response = await call('PATCH', `${ADMIN_API_PATHS.promotions}/${made._id}`, {
        value: 15,
        maxDiscount: 300,
        code: 'edited15',
      });
      expect(response.statusCode).toBe(200);
      const data = AdminPromotionResponse.parse(response.json()).data;
      // The default label follows the value; the rest is kept.
      expect(data).toMatchObject({
        code: 'EDITED15',
        label: '15% OFF',
        value: 15,
        maxDiscount: 300,
        active: true,
      });
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(sql`${auditLog.entityId} = ${made._id} and ${auditLog.action} = 'promotion.update'`);
      expect(entry?.before).toMatchObject({ code: 'EDITME', value: 10 });
      expect(entry?.after).toMatchObject({ code: 'EDITED15', value: 15 });
      // A rename onto another code is a 409.
      const clash = await call('PATCH', `${ADMIN_API_PATHS.promotions}/${made._id}`, { code: 'TAKEN1' });
      expect(clash.statusCode).toBe(409);
    });

    it('ends a promotion now; the bag then says it is no longer active', async () => {
      const made = await createPromotion(app, staff, { code: 'ENDSOON', kind: 'flat', value: 50 });
      const ended = await call('PATCH', `${ADMIN_API_PATHS.promotions}/${made._id}`, { active: false });
      expect(ended.json()).toMatchObject({
        message: PROMOTION_ADMIN_MESSAGES.ended,
        data: { active: false },
      });
      const answer = await quote(app, undefined, {
        products: [{ product: dress.id, size: 'M', quantity: 1 }],
        promoCode: 'ENDSOON',
      });
      expect(answer.promotionRefusal).toMatchObject({
        reason: 'inactive',
        message: PROMOTION_REFUSAL_TEXT.inactive,
      });

      const other = await createPromotion(app, staff, { code: 'ENDBYDATE', kind: 'flat', value: 50 });
      const byDate = await call('PATCH', `${ADMIN_API_PATHS.promotions}/${other._id}`, {
        endsAt: new Date().toISOString(),
      });
      expect(byDate.json()).toMatchObject({ message: PROMOTION_ADMIN_MESSAGES.ended });
      const later = await quote(app, undefined, {
        products: [{ product: dress.id, size: 'M', quantity: 1 }],
        promoCode: 'ENDBYDATE',
      });
      expect(later.promotionRefusal?.reason).toBe('expired');
    });

    it('keeps the welcome offer’s code, and lets the owner change its cap', async () => {
      const list = AdminPromotionListResponse.parse(
        (await call('GET', ADMIN_API_PATHS.promotions)).json(),
      ).data;
      const welcome = list.find((row) => row.code === 'WELCOME25');
      if (!welcome) throw new Error('no welcome offer');
      const renamed = await call('PATCH', `${ADMIN_API_PATHS.promotions}/${welcome._id}`, {
        code: 'HELLO25',
      });
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json().message).toBe(PROMOTION_ADMIN_MESSAGES.welcomeCodeFixed);
      const capped = await call('PATCH', `${ADMIN_API_PATHS.promotions}/${welcome._id}`, {
        maxDiscount: 250,
      });
      expect(capped.statusCode).toBe(200);
      // The seed runs on every start: it adds nothing and keeps the owner's cap.
      expect(await seedWelcomeOffer(db)).toBe(0);
      const shopper = await signInShopper(db, config);
      const answer = await quote(app, shopper, { products: [{ product: dress.id, size: 'M', quantity: 1 }] });
      expect(answer.promotion).toEqual({ code: 'WELCOME25', label: 'EXTRA 25% OFF', discount: 250 });
      await call('PATCH', `${ADMIN_API_PATHS.promotions}/${welcome._id}`, { maxDiscount: 500 });
    });

    it('answers 404 for a promotion that does not exist and 400 for an id that is not one', async () => {
      const missing = await call(
        'PATCH',
        `${ADMIN_API_PATHS.promotions}/00000000-0000-4000-8000-000000000000`,
        {
          active: false,
        },
      );
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(PROMOTION_ADMIN_MESSAGES.notFound);
      expect((await call('PATCH', `${ADMIN_API_PATHS.promotions}/nope`, { active: false })).statusCode).toBe(
        400,
      );
    });
  });

  describe('bad input is a 400 with the contract’s message and changes nothing', () => {
    const valid = { code: 'GOODCODE', kind: 'percent', value: 10 } as const;
    const badBodies: [string, object, string][] = [
      ['a code too short', { ...valid, code: 'AB1' }, PROMOTION_ADMIN_MESSAGES.codeInvalid],
      ['a code too long', { ...valid, code: 'A'.repeat(21) }, PROMOTION_ADMIN_MESSAGES.codeInvalid],
      ['a code with a space', { ...valid, code: 'NEW YEAR' }, PROMOTION_ADMIN_MESSAGES.codeInvalid],
      ['a code with a hyphen', { ...valid, code: 'NEW-YEAR' }, PROMOTION_ADMIN_MESSAGES.codeInvalid],
      ['a code in Devanagari', { ...valid, code: 'दिवाली2026' }, PROMOTION_ADMIN_MESSAGES.codeInvalid],
      ['a code with an emoji', { ...valid, code: 'SALE🎉🎉' }, PROMOTION_ADMIN_MESSAGES.codeInvalid],
      ['a code with a NUL', { ...valid, code: 'SALE\u0000X' }, 'must not contain NUL'],
      ['percent over 100', { ...valid, value: 101 }, PROMOTION_ADMIN_MESSAGES.percentRange],
      ['a fractional percent', { ...valid, value: 12.5 }, PROMOTION_ADMIN_MESSAGES.percentRange],
      ['percent 0', { ...valid, value: 0 }, PROMOTION_ADMIN_MESSAGES.percentRange],
      ['a negative value', { ...valid, value: -5 }, 'Cannot be negative'],
      ['a flat of ₹0', { ...valid, kind: 'flat', value: 0 }, PROMOTION_ADMIN_MESSAGES.flatPositive],
      ['a negative minimum', { ...valid, minOrder: -1 }, 'Cannot be negative'],
      ['a negative cap', { ...valid, maxDiscount: -100 }, 'Cannot be negative'],
      [
        'a cap on a flat amount',
        { ...valid, kind: 'flat', value: 100, maxDiscount: 50 },
        PROMOTION_ADMIN_MESSAGES.capPercentOnly,
      ],
      [
        'a window ending before it starts',
        { ...valid, startsAt: '2026-12-01T00:00:00+05:30', endsAt: '2026-11-01T00:00:00+05:30' },
        PROMOTION_ADMIN_MESSAGES.windowOrder,
      ],
      [
        'a date that is not one',
        { ...valid, startsAt: 'tomorrow' },
        PROMOTION_ADMIN_MESSAGES.invalidDateTime,
      ],
      [
        'a limit per shopper above the total',
        { ...valid, usageLimit: 2, perUserLimit: 3 },
        PROMOTION_ADMIN_MESSAGES.perUserAboveTotal,
      ],
      ['a negative limit', { ...valid, usageLimit: -1 }, ''],
      ['an unknown kind', { ...valid, kind: 'bogo' }, ''],
      ['a stray field', { ...valid, isAdmin: true }, ''],
    ];

    it.each(badBodies)('create: %s', async (_what, body, message) => {
      const before = await snapshot();
      const response = await call('POST', ADMIN_API_PATHS.promotions, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      if (message) expect(response.json().message).toContain(message);
      expect(await snapshot()).toEqual(before);
    });

    it('patch: a whole that breaks a rule, though the patch alone does not', async () => {
      const flat = await createPromotion(app, staff, {
        code: 'FLATTY',
        kind: 'flat',
        value: 300,
        startsAt: '2026-12-01T00:00:00+05:30',
      });
      const cases: [object, string][] = [
        // ₹300 off made a percent: 300 %.
        [{ kind: 'percent' }, PROMOTION_ADMIN_MESSAGES.percentRange],
        // An end before the stored start.
        [{ endsAt: '2026-11-01T00:00:00+05:30' }, PROMOTION_ADMIN_MESSAGES.windowOrder],
        // A cap on a flat amount.
        [{ maxDiscount: 100 }, PROMOTION_ADMIN_MESSAGES.capPercentOnly],
        [{ code: 'x' }, PROMOTION_ADMIN_MESSAGES.codeInvalid],
        [{ value: -1 }, 'Cannot be negative'],
        [{}, PROMOTION_ADMIN_MESSAGES.patchEmpty],
      ];
      for (const [patch, message] of cases) {
        const before = await snapshot();
        const response = await call('PATCH', `${ADMIN_API_PATHS.promotions}/${flat._id}`, patch);
        expect(response.statusCode, JSON.stringify(patch)).toBe(400);
        expect(response.json().message).toContain(message);
        expect(await snapshot()).toEqual(before);
      }
    });
  });
});
