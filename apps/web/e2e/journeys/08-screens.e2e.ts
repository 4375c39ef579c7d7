import { describe, it } from 'vitest';
import { expectNoProblems, expectVisible, signUp } from '../support/actions';
import { useBrowser, type ViewportName } from '../support/browser';

/** Every main screen at both sizes, each showing its spec text, with a full-page screenshot for review. */
const SIGNED_OUT: [path: string, name: string, text: string][] = [
  ['/login', 'login', 'LOGIN'],
  ['/signup', 'signup', 'Join us to get an EXTRA 25% OFF & more !'],
  ['/user-profile', 'profile-signed-out', 'Log In / Join'],
  ['/wishlist', 'wishlist-empty', 'Your wishlist is empty'],
  ['/bag', 'bag-empty', 'Your bag is empty'],
  ['/hot-rn-dresses', 'hot-list', 'HOT RN: DRESSES'],
  ['/shipping-delivery', 'shipping-delivery', 'Shipping'],
  ['/return-policy', 'return-policy', 'Return Policy'],
  ['/about-us', 'about-us', 'About'],
  ['/no/such/page', 'not-found', 'Oops! Page not found'],
];

const SIGNED_IN: [path: string, name: string, text: string][] = [
  ['/user-profile', 'profile', 'Enjoy exclusive member benefits!'],
  ['/orders', 'orders-empty', 'No orders yet'],
  ['/settings', 'settings', 'Shipping Address'],
  ['/shipping-address', 'shipping-address', 'Save Address'],
  ['/edit-profile', 'edit-profile', 'Phone number cannot be changed'],
];

describe('journey 8: every main screen on a phone and a desktop', () => {
  const newShopper = useBrowser();

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`shows each screen with its own text (${viewport})`, async () => {
      const shopper = await newShopper(viewport);
      for (const [path, name, text] of SIGNED_OUT) {
        await shopper.goto(path);
        await expectVisible(shopper.page, text);
        await shopper.screenshot(name);
      }
      await signUp(shopper);
      for (const [path, name, text] of SIGNED_IN) {
        await shopper.goto(path);
        await expectVisible(shopper.page, text);
        await shopper.screenshot(name);
      }
      expectNoProblems(shopper);
    });
  }
});
