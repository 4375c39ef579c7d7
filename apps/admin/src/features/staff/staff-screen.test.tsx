import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_API_PATHS, ADMIN_MESSAGES, ADMIN_TEXT, type StaffMember } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const asha: StaffMember = {
  _id: '7b0c6a43-2d6e-4c57-9a53-1f1f7cf0a0aa',
  phone: '+919000000001',
  fullName: 'Asha Rao',
  role: 'staff',
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('staff and audit (owner only)', () => {
  it('grants access by phone, validated by the contract first', async () => {
    const owner = signedInAs('owner');
    const grants: unknown[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.staff, () =>
        HttpResponse.json({
          success: true,
          data: [{ ...asha, _id: owner?._id, fullName: 'Priya Sharma', role: 'owner' }, asha],
        }),
      ),
      http.post(ADMIN_API_PATHS.staff, async ({ request }) => {
        grants.push(await request.json());
        return HttpResponse.json({ success: true, data: asha });
      }),
    );
    const { user } = renderAdmin('/admin/staff');
    expect(await screen.findByText('Asha Rao')).toBeVisible();
    // The owner cannot revoke themselves; others can be revoked.
    expect(screen.getAllByRole('button', { name: /^Revoke access of/ })).toHaveLength(1);

    await user.type(screen.getByLabelText(ADMIN_TEXT.staff.phone), '12');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.staff.grant }));
    expect(screen.getByLabelText(ADMIN_TEXT.staff.phone)).toHaveAttribute('aria-invalid', 'true');
    expect(grants).toEqual([]);

    await user.clear(screen.getByLabelText(ADMIN_TEXT.staff.phone));
    await user.type(screen.getByLabelText(ADMIN_TEXT.staff.phone), '9000000002');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.staff.grant }));
    expect(await screen.findByText(ADMIN_MESSAGES.staffGranted(ADMIN_TEXT.roles.staff))).toBeInTheDocument();
    expect(grants).toEqual([{ phone: '+919000000002', role: 'staff' }]);
  });

  it('keeps staff out of the owner pages', async () => {
    signedInAs('staff');
    renderAdmin('/admin/audit');
    expect(await screen.findByText(ADMIN_TEXT.guard.ownerOnlyBody)).toBeVisible();
  });

  it('shows the owner who changed what, in words: money in rupees, the product linked, India time', async () => {
    signedInAs('owner');
    const queries: Record<string, string>[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.staff, () => HttpResponse.json({ success: true, data: [asha] })),
      http.get(ADMIN_API_PATHS.audit, ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({
          success: true,
          nextCursor: null,
          data: [
            {
              _id: '7b0c6a43-2d6e-4c57-9a53-1f1f7cf0a0bb',
              at: '2026-11-21T10:00:00.000Z',
              actor: { _id: asha._id, phone: asha.phone, fullName: asha.fullName },
              action: 'product.update',
              entityType: 'product',
              entityId: '0f4a5e0e-4f7f-4c3b-8d8c-3f6f5c1a0001',
              before: { title: 'Indigo Kurta', amountPaise: 249900, stockCount: 20 },
              after: { title: 'Indigo Kurta', amountPaise: 259950, stockCount: 7 },
              product: { _id: '0f4a5e0e-4f7f-4c3b-8d8c-3f6f5c1a0001', title: 'Indigo Kurta' },
            },
          ],
        });
      }),
    );
    const { user } = renderAdmin('/admin/audit');
    const link = await screen.findByRole('link', { name: ADMIN_TEXT.audit.openProduct('Indigo Kurta') });
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Edited a product')).toBeVisible();
    expect(table.getByText('Asha Rao')).toBeVisible();
    expect(table.getByText('21 Nov 2026, 3:30 pm IST')).toBeVisible();
    // Each cell names its column, for the stacked cards a phone shows.
    expect(table.getByText('Edited a product')).toHaveAttribute(
      'data-label',
      ADMIN_TEXT.audit.columns.action,
    );
    expect(link).toHaveAttribute('href', '/admin/products/0f4a5e0e-4f7f-4c3b-8d8c-3f6f5c1a0001');
    const change = screen.getByText('Price:').closest('li');
    expect(change).toHaveTextContent('Price: ₹2,499 → ₹2,599.5');
    expect(screen.getByText('Stock:').closest('li')).toHaveTextContent('Stock: 20 → 7');
    expect(screen.queryByText(/amountPaise|\{/)).toBeNull();

    await user.selectOptions(await screen.findByLabelText(ADMIN_TEXT.audit.filters.person), 'Asha Rao');
    await user.selectOptions(screen.getByLabelText(ADMIN_TEXT.audit.filters.kind), 'Edited a colour');
    await user.type(screen.getByLabelText(ADMIN_TEXT.audit.filters.from), '2026-11-01');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ actorId: asha._id, action: 'variant.update', from: '2026-11-01' }),
    );
  });
});
