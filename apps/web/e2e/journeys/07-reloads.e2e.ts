import { describe, expect, it } from 'vitest';
import { addToBag, bagCount, expectVisible, signUp } from '../support/actions';
import { useBrowser } from '../support/browser';
import { storeApi } from '../support/store-api';

describe('journey 7: reloads and sessions', () => {
  const newShopper = useBrowser();

  it('keeps the bag, the wishlist and the session across reloads, and notices a revoked session', async () => {
    const shopper = await newShopper('phone');
    const { page, baseURL, context } = shopper;
    const phone = await signUp(shopper);
    const { product } = await storeApi.productWithVariants(baseURL);
    await addToBag(shopper, product._id, 1);
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();

    await page.reload();
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).waitFor();
    expect(await bagCount(page)).toBe(1);

    await shopper.goto('/user-profile');
    await page.reload();
    await expectVisible(page, phone.slice(-4));
    await expectVisible(page, 'Logout');

    // The server forgets the session (as after a logout elsewhere); the app must notice and sign out here.
    shopper.expectStatus('/api/users/me');
    const cookies = await context.cookies(baseURL);
    const cookie = cookies.map((entry) => `${entry.name}=${entry.value}`).join('; ');
    const revoked = await fetch(`${baseURL}/api/users/logout`, { method: 'POST', headers: { cookie } });
    expect(revoked.status).toBe(200);
    await page.reload();
    // The server renders every page signed out, so the header's words alone prove nothing: the app must
    // notice after hydration (its session check answers 401) and forget the session it stored.
    await page.waitForFunction(() => localStorage.getItem('isAuthenticated') !== 'true');
    await expectVisible(page, 'Log In / Join');
    expect(await bagCount(page)).toBe(1);
  });
});
