import { screen } from '@testing-library/react';
import { ADMIN_API_PATHS, type AdminOrder, buildApiPath, TAX_TEXT } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { adminOrder, renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const shipped: AdminOrder = {
  ...adminOrder,
  status: 'shipped',
  invoice: {
    number: 'ZRI/2627/000042',
    issuedAt: '2026-11-21T10:00:00.000Z',
    placeOfSupply: '29-Karnataka',
    lines: [],
  },
  creditNotes: [
    {
      _id: '5d1f0f7e-8a55-4b0e-9c7a-0000000000c1',
      number: 'ZRI/CN/2627/0001',
      issuedAt: '2026-11-22T10:00:00.000Z',
      reason: 'returned',
      total: 499,
    },
  ],
};

const serve = (order: AdminOrder) =>
  server.use(http.get(ADMIN_API_PATHS.order, () => HttpResponse.json({ success: true, data: order })));

describe('the order screen: invoice and packing slip', () => {
  it('says the invoice comes at shipping until there is one', async () => {
    signedInAs('staff');
    serve(adminOrder);
    renderAdmin(`/admin/orders/${adminOrder._id}`);
    expect(await screen.findByText(TAX_TEXT.invoice.notIssued)).toBeVisible();
    expect(screen.queryByRole('link', { name: TAX_TEXT.invoice.print })).toBeNull();
  });

  it('shows the invoice number and opens its PDF (and the credit note) once issued', async () => {
    signedInAs('staff');
    serve(shipped);
    renderAdmin(`/admin/orders/${shipped._id}`);
    expect(await screen.findByText(TAX_TEXT.invoice.number('ZRI/2627/000042'))).toBeVisible();
    const print = screen.getByRole('link', { name: TAX_TEXT.invoice.print });
    expect(print.getAttribute('href')).toMatch(
      new RegExp(`${buildApiPath(ADMIN_API_PATHS.orderInvoice, { id: shipped._id })}$`),
    );
    expect(print).toHaveAttribute('target', '_blank');
    expect(
      screen
        .getByRole('link', { name: TAX_TEXT.invoice.creditNote('ZRI/CN/2627/0001') })
        .getAttribute('href'),
    ).toMatch(/\/credit-notes\/5d1f0f7e-8a55-4b0e-9c7a-0000000000c1$/);
  });

  it('writes a packing slip of the lines and the address, escaped, into a window that prints', async () => {
    signedInAs('staff');
    const careless: AdminOrder = {
      ...adminOrder,
      shippingAddress: { ...adminOrder.shippingAddress, address: '12 <b>MG</b> Road' },
    };
    serve(careless);
    const written: string[] = [];
    const slip = { document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() } };
    const open = vi.spyOn(window, 'open').mockReturnValue(slip as unknown as Window);
    const { user } = renderAdmin(`/admin/orders/${careless._id}`);
    await user.click(await screen.findByRole('button', { name: TAX_TEXT.invoice.packingSlip }));
    expect(open).toHaveBeenCalled();
    const html = written.join('');
    expect(html).toContain(TAX_TEXT.packingSlip.title);
    expect(html).toContain('12 &lt;b&gt;MG&lt;/b&gt; Road');
    expect(html).toContain(adminOrder.products[0]?.product.title ?? '');
    expect(html).toContain('window.print()');
    open.mockRestore();
  });
});
