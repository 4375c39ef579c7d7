import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN_API_PATHS, ADMIN_TEXT, type AdminProduct, DEFAULT_TAX_CLASSES } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdmin, signedInAs } from '@/test/admin';
import { kurta } from '@/test/fixtures';
import { server } from '@/test/server';

const category = {
  ...kurta.category,
  slug: 'tops',
  image: '/uploads/tops.jpg',
  position: 0,
  productCount: 1,
};
const red = {
  _id: '0f4a5e0e-4f7f-4c3b-8d8c-3f6f5c1a0c01',
  product: kurta._id,
  colorCode: '#aa0000',
  colorName: 'Red',
  price: 2499,
  discountedPrice: 1999,
  images: ['/uploads/red-1.webp', '/uploads/red-2.webp', '/uploads/red-3.webp'],
};
const product: AdminProduct = {
  ...kurta,
  category,
  archived: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  variants: [red],
  media: {},
};

describe('a colour edited after creation', () => {
  it('saves its name, swatch and prices, and moves and removes its photos', async () => {
    signedInAs('staff');
    const current = { product };
    const patches: unknown[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.product, () => HttpResponse.json({ success: true, data: current.product })),
      http.get(ADMIN_API_PATHS.categories, () => HttpResponse.json({ success: true, data: [category] })),
      http.get(ADMIN_API_PATHS.taxClasses, () =>
        HttpResponse.json({ success: true, data: DEFAULT_TAX_CLASSES }),
      ),
      http.patch(ADMIN_API_PATHS.productVariant, async ({ request, params }) => {
        expect(params).toEqual({ id: product._id, variantId: red._id });
        const body = (await request.json()) as Partial<typeof red>;
        patches.push(body);
        const variant = { ...current.product.variants[0], ...body } as typeof red;
        current.product = { ...current.product, variants: [variant] };
        return HttpResponse.json({ success: true, data: variant });
      }),
    );
    const { user } = renderAdmin(`/admin/products/${product._id}`);
    await user.click(await screen.findByRole('button', { name: ADMIN_TEXT.variantEdit.edit('Red') }));
    const editor = screen.getByRole('region', { name: ADMIN_TEXT.variantEdit.title('Red') });
    const field = (label: string) => within(editor).getByLabelText(label);

    await user.clear(field(ADMIN_TEXT.products.variantName));
    await user.type(field(ADMIN_TEXT.products.variantName), 'Maroon');
    await user.clear(field(ADMIN_TEXT.products.variantPrice));
    await user.type(field(ADMIN_TEXT.products.variantPrice), '2799');
    await user.clear(field(ADMIN_TEXT.products.variantDiscountedPrice));
    await user.type(field(ADMIN_TEXT.products.variantDiscountedPrice), '2899');
    await user.click(within(editor).getByRole('button', { name: ADMIN_TEXT.variantEdit.save }));
    // The contract's rule refuses a discount above the price before anything is sent.
    expect(
      await within(editor).findByText('The discounted price cannot be above the price'),
    ).toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.clear(field(ADMIN_TEXT.products.variantDiscountedPrice));
    await user.type(field(ADMIN_TEXT.products.variantDiscountedPrice), '2399.5');
    await user.click(within(editor).getByRole('button', { name: ADMIN_TEXT.variantEdit.save }));
    await waitFor(() =>
      expect(patches).toEqual([
        { colorCode: '#aa0000', colorName: 'Maroon', price: 2799, discountedPrice: 2399.5 },
      ]),
    );

    const region = await screen.findByRole('region', { name: ADMIN_TEXT.variantEdit.title('Maroon') });
    await user.click(
      within(region).getByRole('button', { name: ADMIN_TEXT.variantEdit.movePhotoEarlier(3) }),
    );
    await waitFor(() =>
      expect(patches.at(-1)).toEqual({ images: [red.images[0], red.images[2], red.images[1]] }),
    );
    await user.click(
      await within(
        await screen.findByRole('region', { name: ADMIN_TEXT.variantEdit.title('Maroon') }),
      ).findByRole('button', { name: ADMIN_TEXT.variantEdit.removePhoto(1) }),
    );
    await waitFor(() => expect(patches.at(-1)).toEqual({ images: [red.images[2], red.images[1]] }));
  });
});
