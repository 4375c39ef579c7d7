import { screen, waitFor } from '@testing-library/react';
import {
  ADMIN_API_PATHS,
  ADMIN_TEXT,
  DEMO_STORE_SETTINGS,
  type StoreSettings,
  TAX_MESSAGES,
  TAX_TEXT,
} from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const saved: StoreSettings = DEMO_STORE_SETTINGS;

const text = TAX_TEXT.settings;

function serve() {
  const patches: unknown[] = [];
  server.use(
    http.get(ADMIN_API_PATHS.settings, () => HttpResponse.json({ success: true, data: saved })),
    http.patch(ADMIN_API_PATHS.settings, async ({ request }) => {
      const body = (await request.json()) as Partial<StoreSettings>;
      patches.push(body);
      if (body.invoicePrefix === 'TAKEN')
        return HttpResponse.json(
          { success: false, message: `invoicePrefix: ${TAX_MESSAGES.invoicePrefixInvalid}` },
          { status: 400 },
        );
      return HttpResponse.json({
        success: true,
        message: TAX_MESSAGES.settingsUpdated,
        data: { ...saved, ...body },
      });
    }),
  );
  return patches;
}

describe('store settings (owner only)', () => {
  it('shows a GSTIN whose check digit is wrong under its field, and sends nothing', async () => {
    signedInAs('owner');
    const patches = serve();
    const { user } = renderAdmin('/admin/settings');
    const gstin = await screen.findByLabelText(new RegExp(`^${text.gstin}`));
    expect(gstin).toHaveValue(saved.gstin);

    await user.clear(gstin);
    // The demo GSTIN with its last character (the check digit) changed.
    await user.type(gstin, '29AAACZ1234F1ZJ');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(TAX_MESSAGES.gstinInvalid)).toBeVisible();
    expect(patches).toEqual([]);
  });

  it('saves a changed trade name with PATCH and says so', async () => {
    signedInAs('owner');
    const patches = serve();
    const { user } = renderAdmin('/admin/settings');
    const tradeName = await screen.findByLabelText(new RegExp(`^${text.tradeName}`));
    await user.clear(tradeName);
    await user.type(tradeName, 'Zari Studio');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(TAX_MESSAGES.settingsUpdated)).toBeInTheDocument();
    // The owner's mobile (issue 31) is sent as typed: empty, no low-stock messages.
    expect(patches).toEqual([{ ...saved, ownerPhone: '', tradeName: 'Zari Studio' }]);
  });

  it('keeps the state code in step with the state chosen', async () => {
    signedInAs('owner');
    serve();
    const { user } = renderAdmin('/admin/settings');
    const state = await screen.findByLabelText(new RegExp(`^${text.state}`));
    await user.selectOptions(state, 'Maharashtra');
    expect(screen.getByLabelText(text.stateCode)).toHaveValue('27');
    // A Karnataka GSTIN no longer matches a Maharashtra address: refused on the GSTIN before any request.
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(screen.getByText(TAX_MESSAGES.gstinStateMismatch)).toBeVisible();
  });

  it('sends the low-stock threshold as a number, and leaves it out once emptied (the default)', async () => {
    signedInAs('owner');
    const patches = serve();
    const { user } = renderAdmin('/admin/settings');
    const threshold = await screen.findByLabelText(text.lowStockThreshold, { exact: false });
    await user.type(threshold, '7');
    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ ...saved, ownerPhone: '', lowStockThreshold: 7 });

    await user.clear(threshold);
    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).not.toHaveProperty('lowStockThreshold');
  });

  it("shows the server's refusal under the field it names", async () => {
    signedInAs('owner');
    serve();
    const { user } = renderAdmin('/admin/settings');
    const prefix = await screen.findByLabelText(new RegExp(`^${text.invoicePrefix}`));
    await user.clear(prefix);
    await user.type(prefix, 'TAKEN');
    await user.click(screen.getByRole('button', { name: text.save }));
    await waitFor(() => expect(prefix).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(TAX_MESSAGES.invoicePrefixInvalid)).toBeVisible();
  });

  it('is not in the staff nav, and says owners only if staff open it', async () => {
    signedInAs('staff');
    renderAdmin('/admin/settings');
    expect(await screen.findByText(ADMIN_TEXT.guard.ownerOnlyBody)).toBeVisible();
    expect(screen.queryByRole('link', { name: text.nav })).toBeNull();
  });

  it('is in the owner nav', async () => {
    signedInAs('owner');
    serve();
    renderAdmin('/admin/settings');
    expect(await screen.findByRole('link', { name: text.nav })).toBeVisible();
  });
});
