import { TICKET_ADMIN_TEXT, TICKET_CATEGORY_LABELS, TICKET_STATUS_LABELS, TICKET_TEXT } from '@zari/contract';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, expectVisible, signInToBackOffice } from '../support/actions';
import { useBrowser } from '../support/browser';
import { freshPhone, storeApi } from '../support/store-api';

/** Waits for the console SMS provider's outbox to hold a message to `phone` containing `text`. */
async function messageMentioning(baseURL: string, phone: string, text: string) {
  for (let attempt = 0; attempt < 60; attempt++) {
    const response = await fetch(`${baseURL}/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
    const messages = ((await response.json()) as { data: { body: string }[] }).data;
    if (messages.some((message) => message.body.includes(text))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No message to ${phone} mentions "${text}"`);
}

describe('journey 21: a complaint raised on a phone, answered in the back office', () => {
  const newBrowser = useBrowser();

  it('raises a complaint signed out with an OTP, staff reply from the queue, the shopper reads the reply', async () => {
    const owner = await newBrowser('desktop');
    await signInToBackOffice(owner);

    // A shopper on a phone, not signed in, finds Help in the footer and verifies their number.
    const shopper = await newBrowser('phone');
    const { page } = shopper;
    await shopper.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: TICKET_TEXT.helpLink }).click();
    await page.waitForURL('**/help');
    const phone = freshPhone();
    await page.getByLabel(TICKET_TEXT.phoneLabel).fill(phone);
    await page.getByRole('button', { name: TICKET_TEXT.sendCode }).click();
    await page
      .getByLabel(TICKET_TEXT.codeLabel)
      .fill(await storeApi.latestOtp(shopper.baseURL, `+91${phone}`));
    await page.getByRole('button', { name: TICKET_TEXT.verify }).click();
    await expectVisible(page, /^Verified:/);

    // The complaint: what it is about and what went wrong; its number shows once raised.
    await page.getByLabel(TICKET_TEXT.categoryLabel).selectOption('order_not_received');
    await page
      .getByLabel(TICKET_TEXT.descriptionLabel)
      .fill('My parcel shows delivered but never reached me.');
    await page.getByRole('button', { name: TICKET_TEXT.submit }).click();
    await expectVisible(page, TICKET_TEXT.raisedTitle);
    const raised = await page.getByText(/Your ticket number is ZT-\d{4}-\d{4,}/).textContent();
    const number = /ZT-\d{4}-\d{4,}/.exec(raised ?? '')?.[0] as string;
    expect(number).toBeTruthy();
    await page.getByRole('link', { name: TICKET_TEXT.viewTicket }).click();
    await page.waitForURL(/\/help\/tickets\/[^/?]+\?key=/);
    await page.getByRole('heading', { name: TICKET_TEXT.ticketTitle(number) }).waitFor();
    await expectVisible(page, TICKET_STATUS_LABELS.open);
    const ticketUrl = new URL(page.url());
    // The ticket number reached the phone too, through the outbox.
    await messageMentioning(shopper.baseURL, `+91${phone}`, number);

    // Staff find it in the queue, reply and move it in progress.
    await owner.goto('/admin/tickets');
    const row = owner.page.getByRole('row').filter({ hasText: number });
    await row.getByText(TICKET_CATEGORY_LABELS.order_not_received).waitFor();
    await row.getByText(/left$/).first().waitFor();
    await row.getByRole('link', { name: number }).click();
    await owner.page
      .getByLabel(TICKET_ADMIN_TEXT.replyLabel)
      .fill('Sorry! The courier has found it; it reaches you tomorrow.');
    await owner.page.getByLabel(TICKET_ADMIN_TEXT.statusLabel).selectOption('in_progress');
    await owner.page.getByRole('button', { name: TICKET_ADMIN_TEXT.save }).click();
    await expectVisible(owner.page, TICKET_ADMIN_TEXT.saved);

    // The shopper opens the ticket's link again and reads the reply; the acknowledgement clock is met.
    await shopper.goto(`${ticketUrl.pathname}${ticketUrl.search}`);
    await expectVisible(page, 'Sorry! The courier has found it; it reaches you tomorrow.');
    await expectVisible(page, TICKET_STATUS_LABELS.in_progress);
    await expectVisible(page, /^done /);
    await messageMentioning(shopper.baseURL, `+91${phone}`, 'we replied on your ticket');
    expectNoProblems(shopper);
    expectNoProblems(owner);
  });
});
