import { screen, within } from '@testing-library/react';
import {
  ADMIN_API_PATHS,
  type AdminTicket,
  type AdminTicketSummary,
  TICKET_ADMIN_TEXT,
  TICKET_MESSAGES,
} from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const overdue: AdminTicketSummary = {
  _id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  number: 'ZT-2611-0007',
  category: 'order_not_received',
  status: 'open',
  orderId: null,
  createdAt: ago(50),
  acknowledgedAt: null,
  resolvedAt: null,
  customerName: 'Priya Sharma',
  phone: '+919876543210',
};
const fresh: AdminTicketSummary = {
  ...overdue,
  _id: '8b7c6d5e-4f3a-4b2c-9d1e-0f2a3b4c5d6e',
  number: 'ZT-2611-0009',
  category: 'payment',
  createdAt: ago(2),
  customerName: '',
};
const detail: AdminTicket = {
  ...overdue,
  userId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  description: 'My parcel never came.',
  photos: [],
  messages: [],
  allowedStatuses: ['acknowledged', 'in_progress', 'resolved', 'closed'],
};

function ticketsApi() {
  const patched: unknown[] = [];
  server.use(
    http.get(ADMIN_API_PATHS.tickets, () => HttpResponse.json({ success: true, data: [overdue, fresh] })),
    http.get(ADMIN_API_PATHS.ticket, () => HttpResponse.json({ success: true, data: detail })),
    http.patch(ADMIN_API_PATHS.ticket, async ({ request }) => {
      patched.push(await request.json());
      return HttpResponse.json({
        success: true,
        message: TICKET_MESSAGES.updated,
        data: {
          ...detail,
          status: 'in_progress',
          acknowledgedAt: new Date().toISOString(),
          messages: [
            {
              _id: '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b',
              author: 'staff',
              body: 'The courier has it.',
              at: new Date().toISOString(),
              staffName: 'Kiran Staff',
            },
          ],
        },
      });
    }),
  );
  return patched;
}

describe('grievance tickets in the back office', { timeout: 30_000 }, () => {
  it('lists tickets as cards on a phone: each cell names its column, so status and both clocks stay on screen', async () => {
    signedInAs('staff');
    ticketsApi();
    renderAdmin('/admin/tickets');
    const row = (await screen.findByRole('link', { name: 'ZT-2611-0007' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('table')).toHaveAttribute('data-stack', 'phone');
    const { columns } = TICKET_ADMIN_TEXT;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual([
      columns.number,
      columns.category,
      columns.customer,
      columns.status,
      columns.acknowledge,
      columns.resolve,
    ]);
  });

  it('shows each ticket’s time left on both clocks, the overdue one marked, and answers one', async () => {
    signedInAs('staff');
    const patched = ticketsApi();
    const { user } = renderAdmin('/admin/tickets');
    const first = (await screen.findByRole('link', { name: 'ZT-2611-0007' })).closest('tr') as HTMLElement;
    expect(first).toHaveAttribute('data-overdue', 'true');
    expect(within(first).getByText(/^Overdue 2 h/)).toBeInTheDocument();
    expect(within(first).getByText(/^27 d 2[12] h left$/)).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'ZT-2611-0009' }).closest('tr') as HTMLElement;
    expect(second).not.toHaveAttribute('data-overdue');
    expect(within(second).getByText(TICKET_ADMIN_TEXT.anonymous)).toBeInTheDocument();
    expect(within(second).getByText(/^1 d 2[12] h left$/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'ZT-2611-0007' }));
    expect(await screen.findByText('My parcel never came.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(TICKET_ADMIN_TEXT.replyLabel), 'The courier has it.');
    await user.selectOptions(screen.getByLabelText(TICKET_ADMIN_TEXT.statusLabel), 'in_progress');
    await user.click(screen.getByRole('button', { name: TICKET_ADMIN_TEXT.save }));
    expect(await screen.findByText(TICKET_ADMIN_TEXT.saved)).toBeInTheDocument();
    expect(patched).toEqual([{ reply: 'The courier has it.', status: 'in_progress' }]);
    expect(await screen.findByText('The courier has it.')).toBeInTheDocument();
  });
});
