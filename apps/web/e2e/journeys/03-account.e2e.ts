import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { enterOtp, expectNoProblems, expectVisible, requestOtp, signUp } from '../support/actions';
import { useBrowser } from '../support/browser';
import { storeApi } from '../support/store-api';

/** A 64×64 PNG drawn by the browser itself, as a phone's photo picker would hand over. */
async function avatarPng(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#9E7FFF';
    context.fillRect(0, 0, 64, 64);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

describe('journey 3: signing up, editing the profile, logging out and in', () => {
  const newShopper = useBrowser();

  it('signs up with the SMS code, edits name and avatar, logs out, and logs in again', async () => {
    const shopper = await newShopper('phone');
    const { page, baseURL } = shopper;
    shopper.expectStatus('/api/users/login/verify');

    const phone = await signUp(shopper);
    await expectVisible(page, 'Signup Successful');
    await expectVisible(page, phone.slice(-4));
    await shopper.screenshot('profile');

    await page
      .getByRole('link', { name: 'Edit Profile' })
      .or(page.getByRole('button', { name: 'Edit Profile' }))
      .first()
      .click();
    await page.waitForURL('**/edit-profile');
    await expectVisible(page, 'Phone number cannot be changed');
    await page.getByLabel('Full Name').fill('Meera Iyer');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await avatarPng(page) });
    await shopper.screenshot('edit-profile');
    await page.getByRole('button', { name: /save/i }).click();
    await expectVisible(page, 'Profile Updated');

    await shopper.goto('/user-profile');
    await expectVisible(page, 'Meera Iyer');
    await page.locator('img[src*="/uploads/avatars/"]').first().waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expectVisible(page, 'Logged Out');
    await expectVisible(page, 'Log In / Join');

    await shopper.goto('/login');
    await requestOtp(page, phone);
    const code = await storeApi.latestOtp(baseURL, `+91${phone}`);
    const wrong = code === '000000' ? '111111' : '000000';
    await enterOtp(page, wrong);
    await expectVisible(page, 'Invalid OTP');
    await enterOtp(page, code);
    await page.waitForURL('**/user-profile');
    await expectVisible(page, 'Login Successful');
    await expectVisible(page, 'Meera Iyer');
    expectNoProblems(shopper);
  });
});
