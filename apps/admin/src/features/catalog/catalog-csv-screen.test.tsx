import { screen } from '@testing-library/react';
import { ADMIN_API_PATHS, ADMIN_MESSAGES, ADMIN_TEXT, type CatalogImportResult } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const TEXT = ADMIN_TEXT.catalogCsv;
const clean: CatalogImportResult = {
  dryRun: true,
  rows: 2,
  errorCount: 0,
  errors: [],
  created: 1,
  updated: 0,
  unchanged: 0,
  skus: 2,
};

describe('the catalogue import (issue 31)', () => {
  it('names every bad row and column of the check and offers no import until the file is right', async () => {
    signedInAs('staff');
    const bodies: { csv: string; dryRun: boolean }[] = [];
    server.use(
      http.post(ADMIN_API_PATHS.catalogImport, async ({ request }) => {
        const body = (await request.json()) as { csv: string; dryRun: boolean };
        bodies.push(body);
        const bad = body.csv.includes('lots');
        const data: CatalogImportResult = bad
          ? {
              ...clean,
              errorCount: 2,
              errors: [
                { line: 3, field: 'stock', message: ADMIN_MESSAGES.catalogRowStock },
                { line: 3, field: 'price', message: ADMIN_MESSAGES.catalogRowRupees },
              ],
            }
          : { ...clean, dryRun: body.dryRun };
        return HttpResponse.json({ success: true, data });
      }),
    );
    const { user } = renderAdmin('/admin/products/import');
    const input = await screen.findByLabelText(TEXT.chooseFile);
    await user.upload(input, new File(['title,stock\nKurta,lots'], 'bad.csv', { type: 'text/csv' }));
    expect(await screen.findByText(TEXT.rowErrors(2))).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.catalogRowStock)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.catalogRowRupees)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXT.importButton(2) })).toBeNull();

    await user.upload(input, new File(['title,stock\nKurta,2'], 'good.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: TEXT.importButton(2) }));
    expect(
      (await screen.findAllByText(ADMIN_MESSAGES.catalogImported(1, 0), { exact: false })).length,
    ).toBeGreaterThan(0);
    expect(bodies.map((body) => body.dryRun)).toEqual([true, true, false]);
  });
});
