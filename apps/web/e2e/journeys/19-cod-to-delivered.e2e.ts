import {
  ADMIN_TEXT,
  COD_CONFIRM_TEXT,
  NOTIFICATION_TEXT,
  ORDER_DETAIL_TEXT,
  type ShopperOrder,
  trackingUrl,
} from '@zari/contract';
import { describe, expect, it } from 'vitest';
import {
  addToBag,
  checkoutCod,
  expectNoProblems,
  signInToBackOffice,
  signUp,
  staffMove,
} from '../support/actions';
import { useBrowser } from '../support/browser';
import { storeApi } from '../support/store-api';

/** Every order update the dev outbox holds for this phone (sign-in codes left out), oldest first. */
async function orderUpdates(baseURL: string, phone: string): Promise<string[]> {
  const response = await fetch(`${baseURL}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { body: string; code: string }[] };
  return data
    .filter((message) => !message.code)
    .map((message) => message.body)
    .reverse();
}

describe('journey 19: a cash-on-delivery order confirmed from its message, shipped and delivered', () => {
  const newBrowser = useBrowser();

  it('confirms from the one-tap link, staff ship it, the shopper follows it to Delivered', async () => {
    const shopper = await newBrowser('phone');
    const phone = `+91${await signUp(shopper)}`;
    const { page, baseURL } = shopper;

    // A shopper on a phone orders cash on delivery.
    const [category] = await storeApi.categories(baseURL);
    if (!category) throw new Error('The demo catalogue has no category');
    const products = await storeApi.productsOfCategory(baseURL, category._id);
    const product = products.find((candidate) => candidate.stockCount > 2 && candidate.sizes.length > 0);
    if (!product) throw new Error('No product in stock in the first category');
    await addToBag(shopper, product._id);
    await shopper.goto('/bag');
    const orderId = await checkoutCod(shopper, {
      fullName: 'Lakshmi Rao',
      address: '7 Beach Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      postalCode: '600001',
    });

    // The outbox holds the confirmation message with its one-tap link (the events worker sends it).
    let link: RegExpExecArray | null = null;
    const linkPattern = new RegExp(`(\\S+)/orders/${orderId}/confirm\\?t=(\\S+)`);
    await expect
      .poll(async () => {
        for (const body of await orderUpdates(baseURL, phone)) link ??= linkPattern.exec(body);
        return link !== null;
      })
      .toBe(true);
    const [, origin, encodedToken] = link as unknown as [string, string, string];
    const token = decodeURIComponent(encodedToken);

    // Staff cannot pack it before the shopper confirms: the order screen says it awaits confirmation.
    const owner = await newBrowser('desktop');
    await signInToBackOffice(owner);
    await owner.goto(`/admin/orders/${orderId}`);
    await owner.page.getByTestId('awaiting-confirmation').waitFor();
    await owner.page.getByRole('button', { name: ADMIN_TEXT.orderMove.confirmed, exact: true }).waitFor();
    expect(
      await owner.page.getByRole('button', { name: ADMIN_TEXT.orderMove.packed, exact: true }).count(),
    ).toBe(0);

    // The shopper taps the link in the message: it works without signing in (a fresh browser on the phone).
    const fromMessage = await newBrowser('phone');
    await fromMessage.goto(`/orders/${orderId}/confirm?t=${encodeURIComponent(token)}`);
    await fromMessage.page.getByRole('heading', { name: COD_CONFIRM_TEXT.title }).waitFor();
    await fromMessage.screenshot('cod-confirm-link');
    const confirmed = fromMessage.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/api\/cod-confirmations$/.test(response.url()),
    );
    await fromMessage.page.getByRole('button', { name: COD_CONFIRM_TEXT.confirm }).click();
    expect((await confirmed).status()).toBe(200);
    await fromMessage.page.getByRole('heading', { name: COD_CONFIRM_TEXT.confirmedTitle }).waitFor();

    // Staff pack it and ship it with the courier's tracking number, then it goes out and is delivered.
    const trackingNumber = `AWB${Date.now() % 100_000_000}`;
    const carrier = 'Delhivery';
    await owner.goto(`/admin/orders/${orderId}`);
    await owner.page.getByRole('button', { name: ADMIN_TEXT.orderMove.packed, exact: true }).waitFor();
    expect(await owner.page.getByTestId('awaiting-confirmation').count()).toBe(0);
    await staffMove(owner.page, 'packed');
    await owner.page.getByLabel(ADMIN_TEXT.orders.trackingLabel).fill(trackingNumber);
    await owner.page.getByLabel(ADMIN_TEXT.orders.carrierLabel).fill(carrier);
    await staffMove(owner.page, 'shipped');
    await staffMove(owner.page, 'out_for_delivery');
    await staffMove(owner.page, 'delivered');
    await owner.page.getByText(ADMIN_TEXT.orders.noMoves).waitFor();
    await owner.screenshot('admin-order-delivered');

    // The shopper follows it on the order's page: every step, Delivered last, with the tracking number.
    await shopper.goto(`/orders/${orderId}`);
    const timeline = page.getByRole('region', { name: ORDER_DETAIL_TEXT.timeline });
    // Delivered is the last step, marked as where the order is now.
    await timeline
      .getByRole('listitem')
      .last()
      .filter({ hasText: ORDER_DETAIL_TEXT.steps.delivered })
      .filter({ hasText: ORDER_DETAIL_TEXT.stepNow })
      .waitFor();
    const steps = await timeline.getByRole('listitem').allInnerTexts();
    const labels = (
      ['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery', 'delivered'] as const
    ).map((stage) => ORDER_DETAIL_TEXT.steps[stage]);
    // Each entry is its label, then its time (the last also says "Now").
    expect(steps.map((step, at) => step.startsWith(labels[at] ?? '?'))).toEqual(labels.map(() => true));
    // The shipment names the courier and its tracking number, and links to the courier's tracking page.
    const shipment = page.getByRole('region', { name: ORDER_DETAIL_TEXT.shipment });
    await shipment.getByText(trackingNumber).waitFor();
    await shipment.getByText(carrier, { exact: true }).waitFor();
    expect(
      await shipment.getByRole('link', { name: ORDER_DETAIL_TEXT.trackShipment }).getAttribute('href'),
    ).toBe(trackingUrl({ carrier, trackingNumber, shippedVia: null }));
    await shopper.screenshot('order-delivered');
    const order = (
      (await (await page.request.get(`/api/product-orders/${orderId}`)).json()) as { data: ShopperOrder }
    ).data;
    expect(order.isDelivered).toBe(true);
    expect(order.awaitingConfirmation).toBeFalsy();
    expect(order.timeline.map((step) => step.stage).slice(-5)).toEqual([
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);

    // Every step reached the shopper's phone, once each, as the contract words it (a COD order's first
    // message is the confirmation request, in place of "placed").
    const expectedMessages = [
      NOTIFICATION_TEXT.cod_confirmation_requested({ orderId, token, hours: 24 }, origin),
      NOTIFICATION_TEXT.order_confirmed({ orderId }, origin),
      NOTIFICATION_TEXT.order_shipped({ orderId, carrier, trackingNumber }, origin),
      NOTIFICATION_TEXT.order_out_for_delivery({ orderId }, origin),
      NOTIFICATION_TEXT.order_delivered({ orderId }, origin),
    ].sort();
    await expect
      .poll(async () => (await orderUpdates(baseURL, phone)).sort(), { timeout: 15_000 })
      .toEqual(expectedMessages);
    expectNoProblems(shopper);
    expectNoProblems(fromMessage);
    expectNoProblems(owner);
  });
});
