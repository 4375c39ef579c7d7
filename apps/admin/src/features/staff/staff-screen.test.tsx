import { screen } from '@testing-library/react';
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

  it('shows the owner who changed what', async () => {
    signedInAs('owner');
    server.use(
      http.get(ADMIN_API_PATHS.audit, () =>
        HttpResponse.json({
          success: true,
          nextCursor: null,
          data: [
            {
              _id: '7b0c6a43-2d6e-4c57-9a53-1f1f7cf0a0bb',
              at: '2026-11-21T10:00:00.000Z',
              actor: { _id: asha._id, phone: asha.phone, fullName: asha.fullName },
              action: 'stock.set',
              entityType: 'product',
              entityId: '0f4a5e0e-4f7f-4c3b-8d8c-3f6f5c1a0001',
              before: { stockCount: 20 },
              after: { stockCount: 7 },
            },
          ],
        }),
      ),
    );
    renderAdmin('/admin/audit');
    expect(await screen.findByText('stock.set')).toBeVisible();
    expect(screen.getByText('Asha Rao')).toBeVisible();
    expect(screen.getByText('{"stockCount":20} → {"stockCount":7}')).toBeVisible();
  });
});
