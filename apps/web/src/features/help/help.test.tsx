import { screen, within } from '@testing-library/react';
import {
  API_PATHS,
  formatOrderDate,
  TAX_SHOPPER_TEXT,
  TICKET_STATUS_LABELS,
  TICKET_TEXT,
  type Ticket,
} from '@zari/contract';
import { TAX_SHOPPER_TEXT as HI_TAX_SHOPPER_TEXT } from '@zari/contract/messages/hi/tax';
import {
  TICKET_CATEGORY_LABELS as HI_TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS as HI_TICKET_STATUS_LABELS,
  TICKET_TEXT as HI_TICKET_TEXT,
} from '@zari/contract/messages/hi/tickets';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllModules } from '@/lib/i18n';
import HelpPage from '@/pages/help';
import HelpTicketPage from '@/pages/help-ticket';
import { dismissToastsBetweenTests, makeOrder, meHandler, signIn } from '@/test/account-fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

const HOUR = 3_600_000;
const ticketId = '2640af37-ee41-455c-890d-9e11dc3d0ae9';

function makeTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    _id: ticketId,
    number: 'ZT-2611-0042',
    category: 'damaged_or_wrong_item',
    status: 'open',
    orderId: null,
    description: 'The kurta arrived with a torn sleeve.',
    photos: [],
    createdAt: new Date(Date.now() - 50 * HOUR).toISOString(),
    acknowledgedAt: null,
    resolvedAt: null,
    messages: [],
    ...overrides,
  };
}

describe('Help / raise a complaint', () => {
  dismissToastsBetweenTests();

  it("lets a signed-in shopper complain about one of their orders and shows the ticket's number", async () => {
    signIn();
    const order = makeOrder();
    const posted: unknown[] = [];
    server.use(
      meHandler(),
      http.get('*/api/product-orders/user/:userId', () =>
        HttpResponse.json({ success: true, data: [order] }),
      ),
      http.get(`*${API_PATHS.tickets}`, () => HttpResponse.json({ success: true, data: [] })),
      http.post(`*${API_PATHS.tickets}`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ success: true, data: makeTicket({ orderId: order._id }) });
      }),
    );
    const { user } = renderRoute(<HelpPage />, { path: '/help' });
    // Signed in: no phone verification, the shopper's orders to choose from, the grievance officer named.
    await user.selectOptions(
      await screen.findByLabelText(new RegExp(TICKET_TEXT.categoryLabel)),
      'damaged_or_wrong_item',
    );
    await user.selectOptions(await screen.findByLabelText(TICKET_TEXT.orderLabel), order._id);
    expect(screen.queryByLabelText(TICKET_TEXT.phoneLabel)).toBeNull();
    expect(await screen.findByText(TICKET_TEXT.noTickets)).toBeVisible();
    expect(screen.getByRole('heading', { name: TICKET_TEXT.officerTitle })).toBeVisible();
    await user.type(
      screen.getByLabelText(new RegExp(TICKET_TEXT.descriptionLabel)),
      'The kurta arrived with a torn sleeve.',
    );
    await user.click(screen.getByRole('button', { name: TICKET_TEXT.submit }));
    expect(await screen.findByText(TICKET_TEXT.raisedBody('ZT-2611-0042'))).toBeVisible();
    expect(posted).toEqual([
      {
        category: 'damaged_or_wrong_item',
        orderId: order._id,
        description: 'The kurta arrived with a torn sleeve.',
      },
    ]);
    expect(screen.getByRole('link', { name: TICKET_TEXT.viewTicket })).toHaveAttribute(
      'href',
      `/help/tickets/${ticketId}`,
    );
  });

  it('asks a signed-out shopper to verify their phone before the form opens', async () => {
    renderRoute(<HelpPage />, { path: '/help' });
    expect(await screen.findByLabelText(TICKET_TEXT.phoneLabel)).toBeVisible();
    expect(screen.getByRole('button', { name: TICKET_TEXT.submit })).toBeDisabled();
  });

  it('shows a ticket by its link key: status, overdue clock, the conversation, and sends a reply', async () => {
    const replies: unknown[] = [];
    const answered = makeTicket({
      messages: [
        {
          _id: 'a8f1b7a0-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
          author: 'staff',
          body: 'A new one ships today.',
          at: new Date().toISOString(),
        },
      ],
    });
    server.use(
      http.get(`*/api/tickets/${ticketId}`, ({ request }) =>
        new URL(request.url).searchParams.get('key') === 'k'.repeat(32)
          ? HttpResponse.json({ success: true, data: answered })
          : HttpResponse.json({ success: false, message: 'Ticket not found.' }, { status: 404 }),
      ),
      http.post(`*/api/tickets/${ticketId}/replies`, async ({ request }) => {
        replies.push(await request.json());
        return HttpResponse.json({ success: true, data: answered });
      }),
    );
    const { user } = renderRoute(<HelpTicketPage />, {
      path: `/help/tickets/${ticketId}?key=${'k'.repeat(32)}`,
      route: '/help/tickets/:id',
    });
    expect(
      await screen.findByRole('heading', { name: TICKET_TEXT.ticketTitle('ZT-2611-0042') }),
    ).toBeVisible();
    expect(screen.getByText(TICKET_STATUS_LABELS.open)).toBeVisible();
    // Raised 50 hours ago and not acknowledged: the 48-hour clock is overdue.
    expect(screen.getByText(/^overdue by 2 h/)).toBeVisible();
    const conversation = screen.getByRole('list');
    expect(within(conversation).getByText('A new one ships today.')).toBeVisible();
    await user.type(screen.getByLabelText(TICKET_TEXT.replyLabel), 'Thank you!');
    await user.click(screen.getByRole('button', { name: TICKET_TEXT.sendReply }));
    await screen.findByText('Reply sent');
    expect(replies).toEqual([{ body: 'Thank you!', key: 'k'.repeat(32) }]);
  });
});

describe('Help in Hindi (/hi/help)', () => {
  dismissToastsBetweenTests();
  beforeAll(() => loadAllModules('hi'));

  it('asks a signed-out shopper in Hindi, with the grievance officer and their hours in Hindi', async () => {
    renderRoute(<HelpPage />, { path: '/help', locale: 'hi' });
    expect(await screen.findByRole('heading', { name: HI_TICKET_TEXT.raiseTitle, level: 1 })).toBeVisible();
    expect(await screen.findByLabelText(HI_TICKET_TEXT.phoneLabel)).toBeVisible();
    expect(screen.getByRole('button', { name: HI_TICKET_TEXT.submit })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: HI_TICKET_TEXT.officerTitle })).toBeVisible();
    const officer = screen.getByRole('region', { name: HI_TICKET_TEXT.officerTitle });
    expect(officer).toHaveTextContent(HI_TAX_SHOPPER_TEXT.grievanceHours);
    expect(officer).not.toHaveTextContent(TAX_SHOPPER_TEXT.grievanceHours);
    expect(screen.queryByText(TICKET_TEXT.phoneIntro)).toBeNull();
  });

  it("shows a ticket's status, category, clocks and dates in Hindi, its help link under /hi", async () => {
    const ticket = makeTicket();
    server.use(
      http.get(`*/api/tickets/${ticketId}`, () => HttpResponse.json({ success: true, data: ticket })),
    );
    renderRoute(<HelpTicketPage />, {
      path: `/help/tickets/${ticketId}?key=${'k'.repeat(32)}`,
      route: '/help/tickets/:id',
      locale: 'hi',
    });
    expect(
      await screen.findByRole('heading', { name: HI_TICKET_TEXT.ticketTitle('ZT-2611-0042') }),
    ).toBeVisible();
    expect(screen.getByText(HI_TICKET_STATUS_LABELS.open)).toBeVisible();
    expect(screen.getByText(new RegExp(HI_TICKET_CATEGORY_LABELS.damaged_or_wrong_item))).toHaveTextContent(
      HI_TICKET_TEXT.raisedOn(formatOrderDate(ticket.createdAt, 'hi')),
    );
    // Raised 50 hours ago, not acknowledged: the 48-hour clock is 2 hours overdue, the month's is running.
    expect(screen.getByText(HI_TICKET_TEXT.clockOverdue('2 घंटे'))).toBeVisible();
    expect(screen.getByText(/^27 दिन 2[12] घंटे में$/)).toBeVisible();
    expect(screen.queryByText(/overdue by|due in/)).toBeNull();
  });

  it('links a ticket it cannot find back to Help under /hi', async () => {
    server.use(
      http.get(`*/api/tickets/${ticketId}`, () =>
        HttpResponse.json({ success: false, message: 'Ticket not found.' }, { status: 404 }),
      ),
    );
    renderRoute(<HelpTicketPage />, {
      path: `/help/tickets/${ticketId}`,
      route: '/help/tickets/:id',
      locale: 'hi',
    });
    expect(await screen.findByText(HI_TICKET_TEXT.notFound)).toBeVisible();
    expect(screen.getByRole('link', { name: HI_TICKET_TEXT.helpLink })).toHaveAttribute('href', '/hi/help');
  });
});
