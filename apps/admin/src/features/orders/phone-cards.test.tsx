/**
 * On a phone the orders and products tables are stacked cards (issue 31): jsdom lays nothing out, so this
 * checks what the layout stands on — the table asks to stack, and every cell a card shows (status, price,
 * stock among them) carries its column's name for the card's label.
 */
import { screen, within } from '@testing-library/react';
import { ADMIN_API_PATHS, ADMIN_TEXT, DEFAULT_TAX_CLASSES } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminOrder, orderSummary, renderAdmin, signedInAs } from '@/test/admin';
import { kurta } from '@/test/fixtures';
import { server } from '@/test/server';

/** Each body cell's label and text, row by row. */
function cards(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      Object.fromEntries(
        within(row)
          .getAllByRole('cell')
          .map((cell) => [cell.getAttribute('data-label'), cell.textContent?.trim()]),
      ),
    );
}

describe('tables on a phone', () => {
  it('orders: each cell labelled, status and total among them', async () => {
    signedInAs('staff');
    server.use(
      http.get(ADMIN_API_PATHS.orders, () =>
        HttpResponse.json({ success: true, data: [orderSummary(adminOrder)], nextCursor: null }),
      ),
    );
    renderAdmin('/admin/orders');
    await screen.findByText('Priya Sharma');
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('data-stack', 'phone');
    const { columns } = ADMIN_TEXT.orders;
    const [card] = cards(table);
    expect(card).toMatchObject({
      [columns.status]: ADMIN_TEXT.orderStatus.packed,
      [columns.total]: '₹1,499',
    });
    expect(Object.keys(card ?? {})).not.toContain(null);
  });

  it('products: each cell labelled, price and stock among them', async () => {
    signedInAs('staff');
    const category = {
      ...kurta.category,
      slug: 'tops',
      image: '/uploads/tops.jpg',
      position: 0,
      productCount: 1,
    };
    server.use(
      http.get(ADMIN_API_PATHS.products, () =>
        HttpResponse.json({
          success: true,
          data: [{ ...kurta, category, archived: false, createdAt: '2026-11-20T10:00:00.000Z' }],
          nextCursor: null,
        }),
      ),
      http.get(ADMIN_API_PATHS.taxClasses, () =>
        HttpResponse.json({ success: true, data: DEFAULT_TAX_CLASSES }),
      ),
    );
    renderAdmin('/admin/products');
    await screen.findByText(kurta.title);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('data-stack', 'phone');
    const { columns } = ADMIN_TEXT.products;
    const [card] = cards(table);
    expect(card?.[columns.price]).toBe('₹1,499');
    expect(Object.keys(card ?? {})).toEqual([
      columns.photo,
      columns.title,
      columns.category,
      columns.price,
      columns.stock,
    ]);
    expect(
      within(table).getByLabelText(ADMIN_TEXT.products.stockLabel(kurta.title)).closest('td'),
    ).toHaveAttribute('data-label', columns.stock);
  });
});
