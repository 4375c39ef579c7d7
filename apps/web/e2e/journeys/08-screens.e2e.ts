import { describe, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { addToBag, expectNoProblems, expectVisible, signUp } from '../support/actions';
import { type Shopper, useBrowser, type ViewportName } from '../support/browser';
import { storeApi } from '../support/store-api';

/**
 * Every main screen at both sizes, signed out and signed in, each showing its spec text, with no serious or
 * critical axe-core violation, and a full-page screenshot for review.
 */
type Screen = [path: string, name: string, text: string];

const BROWSING: Screen[] = [
  ['/', 'home', 'SPECIAL OFFERS'],
  ['/category/kurtas', 'category', 'Kurtas'],
  ['/hot-rn-dresses', 'hot-list', 'HOT RN: DRESSES'],
  ['/search?q=saree', 'search', 'Results for “saree”'],
  ['/shipping-delivery', 'shipping-delivery', 'Shipping'],
  ['/return-policy', 'return-policy', 'Return Policy'],
  ['/about-us', 'about-us', 'About'],
  ['/no/such/page', 'not-found', 'Oops! Page not found'],
];

const SIGNED_OUT: Screen[] = [
  ['/login', 'login', 'LOGIN'],
  ['/signup', 'signup', 'Join us to get an EXTRA 25% OFF & more !'],
  ['/user-profile', 'profile-signed-out', 'Log In / Join'],
  ['/wishlist', 'wishlist-empty', 'Your wishlist is empty'],
  ['/bag', 'bag-empty', 'Your bag is empty'],
];

const SIGNED_IN: Screen[] = [
  ['/user-profile', 'profile', 'Enjoy exclusive member benefits!'],
  ['/orders', 'orders-empty', 'No orders yet'],
  ['/wishlist', 'wishlist-empty', 'Your wishlist is empty'],
  ['/settings', 'settings', 'Shipping Address'],
  ['/shipping-address', 'shipping-address', 'Save Address'],
  ['/edit-profile', 'edit-profile', 'Phone number cannot be changed'],
];

async function visit(shopper: Shopper, [path, name, text]: Screen, suffix: string) {
  // The 404 page comes with its status.
  if (name === 'not-found') shopper.expectStatus(path);
  await shopper.goto(path);
  await expectVisible(shopper.page, text);
  await expectAccessible(shopper.page, `${name}${suffix} (${shopper.viewport})`);
  await shopper.screenshot(`${name}${suffix}`);
}

/** The product page and the bag holding that product. */
async function visitProductAndBag(shopper: Shopper, suffix: string) {
  const { product } = await storeApi.productWithVariants(shopper.baseURL);
  await addToBag(shopper, product._id);
  await expectAccessible(shopper.page, `product${suffix} (${shopper.viewport})`);
  await shopper.screenshot(`product${suffix}`);
  await visit(shopper, ['/bag', 'bag', 'Proceed to Checkout'], suffix);
}

describe('journey 8: every main screen on a phone and a desktop', () => {
  const newShopper = useBrowser();

  // Each screen is checked by axe after scrolling through it: on a loaded machine that takes minutes.
  const JOURNEY_TIMEOUT_MS = 300_000;

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`shows each screen signed out, with no serious accessibility violation (${viewport})`, {
      timeout: JOURNEY_TIMEOUT_MS,
    }, async () => {
      const shopper = await newShopper(viewport);
      for (const screen of [...BROWSING, ...SIGNED_OUT]) await visit(shopper, screen, '');
      await visitProductAndBag(shopper, '');
      expectNoProblems(shopper);
    });

    it(`shows each screen signed in, with no serious accessibility violation (${viewport})`, {
      timeout: JOURNEY_TIMEOUT_MS,
    }, async () => {
      const shopper = await newShopper(viewport);
      await signUp(shopper);
      for (const screen of [...BROWSING, ...SIGNED_IN]) await visit(shopper, screen, '-signed-in');
      await visitProductAndBag(shopper, '-signed-in');
      expectNoProblems(shopper);
    });
  }
});
