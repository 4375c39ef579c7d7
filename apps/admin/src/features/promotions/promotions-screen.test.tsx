import { screen, within } from '@testing-library/react';
import { ADMIN_API_PATHS, ADMIN_TEXT, type AdminPromotion, PROMOTION_ADMIN_MESSAGES } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const fields = ADMIN_TEXT.promotions.fields;

const welcome: AdminPromotion = {
  _id: '6a1f0f7e-8a55-4b0e-9c7a-00000000a001',
  code: 'WELCOME25',
  label: 'EXTRA 25% OFF',
  kind: 'percent',
  value: 25,
  maxDiscount: 500,
  minOrder: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perUserLimit: 1,
  firstOrderOnly: true,
  categoryIds: [],
  productIds: [],
  paymentMethods: [],
  active: true,
  uses: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const save10: AdminPromotion = {
  ...welcome,
  _id: '6a1f0f7e-8a55-4b0e-9c7a-00000000a002',
  code: 'SAVE10',
  label: '10% OFF',
  value: 10,
  maxDiscount: null,
  minOrder: 999,
  perUserLimit: null,
  firstOrderOnly: false,
  usageLimit: 100,
  uses: 7,
};

function promotionsApi(list: AdminPromotion[] = [welcome]) {
  const created: unknown[] = [];
  const patched: { id: string; body: unknown }[] = [];
  let answer: (() => Response) | null = null;
  server.use(
    http.get(ADMIN_API_PATHS.promotions, () => HttpResponse.json({ success: true, data: list })),
    http.post(ADMIN_API_PATHS.promotions, async ({ request }) => {
      const body = await request.json();
      created.push(body);
      return answer?.() ?? HttpResponse.json({ success: true, data: { ...save10, ...(body as object) } });
    }),
    http.patch(ADMIN_API_PATHS.promotion, async ({ request, params }) => {
      patched.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json({ success: true, data: list[0] });
    }),
  );
  return { created, patched, refuseWith: (respond: () => Response) => (answer = respond) };
}

describe('promotions', () => {
  it('lists each promotion with its offer, window and uses against its limit, for staff', async () => {
    signedInAs('staff');
    promotionsApi([welcome, save10]);
    renderAdmin('/admin/promotions');
    const row = (await screen.findByText('SAVE10', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('10% off · on ₹999 or more')).toBeInTheDocument();
    expect(within(row).getByText('7 / 100')).toBeInTheDocument();
    expect(within(row).getByText('Always')).toBeInTheDocument();
    const welcomeRow = screen.getByText('WELCOME25', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(welcomeRow).getByText('25% off, up to ₹500 · first order only')).toBeInTheDocument();
    expect(within(welcomeRow).getByText('3 / ∞')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ADMIN_TEXT.nav.promotions })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('checks the form with the contract schema before sending, each message under its field', async () => {
    signedInAs('owner');
    const api = promotionsApi();
    const { user } = renderAdmin('/admin/promotions');
    await user.click(await screen.findByRole('button', { name: ADMIN_TEXT.promotions.newPromotion }));
    await user.type(screen.getByLabelText(fields.code, { exact: false }), 'no way');
    await user.type(screen.getByLabelText(fields.value, { exact: false }), '150');
    await user.type(screen.getByLabelText(fields.usageLimit), '5');
    await user.type(screen.getByLabelText(fields.perUserLimit), '9');
    await user.type(screen.getByLabelText(fields.startsAt), '2026-12-10T10:00');
    await user.type(screen.getByLabelText(fields.endsAt), '2026-12-01T10:00');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));

    expect(screen.getByLabelText(fields.code, { exact: false })).toHaveAccessibleDescription(
      expect.stringContaining(PROMOTION_ADMIN_MESSAGES.codeInvalid),
    );
    expect(screen.getByLabelText(fields.value, { exact: false })).toHaveAccessibleDescription(
      PROMOTION_ADMIN_MESSAGES.percentRange,
    );
    expect(screen.getByLabelText(fields.perUserLimit)).toHaveAccessibleDescription(
      PROMOTION_ADMIN_MESSAGES.perUserAboveTotal,
    );
    expect(screen.getByLabelText(fields.endsAt)).toHaveAccessibleDescription(
      PROMOTION_ADMIN_MESSAGES.windowOrder,
    );
    expect(screen.getByLabelText(fields.value, { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(api.created).toEqual([]);
  });

  it('creates a promotion, and shows a taken code under the code field', async () => {
    signedInAs('staff');
    const api = promotionsApi();
    const { user } = renderAdmin('/admin/promotions');
    await user.click(await screen.findByRole('button', { name: ADMIN_TEXT.promotions.newPromotion }));
    await user.type(screen.getByLabelText(fields.code, { exact: false }), 'save10');
    await user.type(screen.getByLabelText(fields.value, { exact: false }), '10');
    await user.click(screen.getByRole('checkbox', { name: 'Cash on Delivery' }));

    api.refuseWith(() =>
      HttpResponse.json({ success: false, message: PROMOTION_ADMIN_MESSAGES.codeTaken }, { status: 409 }),
    );
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    expect(await screen.findByText(PROMOTION_ADMIN_MESSAGES.codeTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(fields.code, { exact: false })).toHaveAttribute('aria-invalid', 'true');

    api.refuseWith(() => HttpResponse.json({ success: true, data: save10 }));
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    expect(await screen.findByText(PROMOTION_ADMIN_MESSAGES.created)).toBeInTheDocument();
    expect(api.created.at(-1)).toEqual({
      code: 'SAVE10',
      kind: 'percent',
      value: 10,
      maxDiscount: null,
      minOrder: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perUserLimit: null,
      firstOrderOnly: false,
      categoryIds: [],
      productIds: [],
      paymentMethods: ['cod'],
      active: true,
    });
  });

  it('edits the welcome offer without resending its code, and ends a promotion now', async () => {
    signedInAs('owner');
    const api = promotionsApi([welcome]);
    const { user } = renderAdmin('/admin/promotions');
    await user.click(await screen.findByRole('button', { name: /Edit\s*WELCOME25/ }));
    const cap = screen.getByLabelText(fields.maxDiscount);
    await user.clear(cap);
    await user.type(cap, '300');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    expect(await screen.findByText(PROMOTION_ADMIN_MESSAGES.updated)).toBeInTheDocument();
    expect(api.patched[0]?.id).toBe(welcome._id);
    expect(api.patched[0]?.body).toMatchObject({ maxDiscount: 300, label: 'EXTRA 25% OFF' });
    expect(api.patched[0]?.body).not.toHaveProperty('code');

    window.confirm = () => true;
    await user.click(screen.getByRole('button', { name: 'End WELCOME25 now' }));
    expect(await screen.findByText(PROMOTION_ADMIN_MESSAGES.ended)).toBeInTheDocument();
    expect(api.patched[1]?.body).toMatchObject({ active: false, endsAt: expect.any(String) });
  });
});
