import { screen, within } from '@testing-library/react';
import { ADMIN_API_PATHS, ADMIN_MESSAGES, ADMIN_TEXT, type PincodeImportResult } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const bengaluru = {
  pincode: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  deliveryDays: 2,
  codAvailable: true,
};

describe('pincodes', () => {
  it('searches, and edits one with the contract schema checking it first', async () => {
    signedInAs('staff');
    const queries: (string | null)[] = [];
    const saved: unknown[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.pincodes, ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('q'));
        return HttpResponse.json({ success: true, data: [bengaluru], nextCursor: null });
      }),
      http.put(ADMIN_API_PATHS.pincode, async ({ request, params }) => {
        saved.push({ pincode: params.pincode, ...((await request.json()) as object) });
        return HttpResponse.json({ success: true, data: bengaluru });
      }),
    );
    const { user } = renderAdmin('/admin/pincodes');
    await user.type(
      await screen.findByRole('searchbox', { name: ADMIN_TEXT.pincodes.searchLabel }),
      'Beng{Enter}',
    );
    await expect.poll(() => queries.at(-1)).toBe('Beng');

    const pincode = screen.getByLabelText(ADMIN_TEXT.pincodes.fields.pincode);
    await user.type(pincode, '012345');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    expect(await screen.findByText('Pincode must be 6 digits not starting with 0')).toBeVisible();
    expect(screen.getByLabelText(ADMIN_TEXT.pincodes.fields.city)).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);

    await user.click(
      await screen.findByRole('button', { name: new RegExp(`${ADMIN_TEXT.common.edit}\\s*560001`) }),
    );
    await user.clear(screen.getByLabelText(ADMIN_TEXT.pincodes.fields.days));
    await user.type(screen.getByLabelText(ADMIN_TEXT.pincodes.fields.days), '3');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    expect(await screen.findByText(ADMIN_MESSAGES.pincodeSaved)).toBeInTheDocument();
    expect(saved).toEqual([
      { pincode: '560001', city: 'Bengaluru', state: 'Karnataka', deliveryDays: 3, codAvailable: true },
    ]);
  });

  it('previews a CSV with its bad rows, then imports it', async () => {
    signedInAs('staff');
    const requests: { csv: string; dryRun: boolean }[] = [];
    const result = (dryRun: boolean): PincodeImportResult => ({
      dryRun,
      rows: 2,
      valid: 1,
      created: dryRun ? 0 : 1,
      updated: 0,
      unchanged: 0,
      errorCount: 1,
      errors: [{ line: 3, pincode: '012345', message: ADMIN_MESSAGES.pincodeRowPincode }],
      preview: [bengaluru],
    });
    server.use(
      http.get(ADMIN_API_PATHS.pincodes, () =>
        HttpResponse.json({ success: true, data: [], nextCursor: null }),
      ),
      http.post(ADMIN_API_PATHS.pincodeImport, async ({ request }) => {
        const body = (await request.json()) as { csv: string; dryRun: boolean };
        requests.push(body);
        return HttpResponse.json({ success: true, data: result(body.dryRun) });
      }),
    );
    const { user } = renderAdmin('/admin/pincodes');
    const csv = 'pincode,city,state,delivery days,cod\n560001,Bengaluru,Karnataka,2,yes\n012345,X,Y,2,yes\n';
    await user.upload(
      await screen.findByLabelText(ADMIN_TEXT.pincodes.chooseFile),
      new File([csv], 'pincodes.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText(ADMIN_TEXT.pincodes.rowErrors(1))).toBeVisible();
    const errorRow = screen.getByRole('cell', { name: '012345' }).closest('tr') as HTMLElement;
    expect(within(errorRow).getByText('3')).toBeVisible();
    expect(within(errorRow).getByText(ADMIN_MESSAGES.pincodeRowPincode)).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Bengaluru' })).toBeVisible();
    expect(requests).toEqual([{ csv, dryRun: true }]);

    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.pincodes.importButton(1) }));
    expect(await screen.findAllByText(new RegExp(ADMIN_MESSAGES.pincodeImported(1)))).not.toHaveLength(0);
    expect(requests.at(-1)).toEqual({ csv, dryRun: false });
  });
});
