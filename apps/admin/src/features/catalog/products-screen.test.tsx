import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ADMIN_API_PATHS,
  ADMIN_MESSAGES,
  ADMIN_TEXT,
  type AdminProduct,
  DEFAULT_TAX_CLASSES,
  DISCLOSURE_MESSAGES,
  DISCLOSURE_TEXT,
  TAX_MESSAGES,
  TAX_TEXT,
} from '@zari/contract';
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
const product: AdminProduct = {
  ...kurta,
  category,
  archived: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  variants: [],
  media: {},
};

function catalogueHandlers(current: { product: AdminProduct }) {
  server.use(
    http.get(ADMIN_API_PATHS.products, () =>
      HttpResponse.json({ success: true, data: [current.product], nextCursor: null }),
    ),
    http.get(ADMIN_API_PATHS.product, () => HttpResponse.json({ success: true, data: current.product })),
    http.get(ADMIN_API_PATHS.categories, () => HttpResponse.json({ success: true, data: [category] })),
    http.get(ADMIN_API_PATHS.taxClasses, () =>
      HttpResponse.json({ success: true, data: DEFAULT_TAX_CLASSES }),
    ),
  );
}

describe('the products table', () => {
  it('edits stock in place through the stock call', async () => {
    signedInAs('staff');
    const current = { product };
    catalogueHandlers(current);
    const bodies: unknown[] = [];
    server.use(
      http.put(ADMIN_API_PATHS.productStock, async ({ request }) => {
        const body = (await request.json()) as { stockCount: number };
        bodies.push(body);
        current.product = { ...current.product, stockCount: body.stockCount };
        return HttpResponse.json({
          success: true,
          data: { _id: product._id, stockCount: body.stockCount, inStock: true },
        });
      }),
    );
    const { user } = renderAdmin('/admin/products');
    const stock = await screen.findByRole('spinbutton', {
      name: ADMIN_TEXT.products.stockLabel(product.title),
    });
    expect(stock).toHaveValue(20);
    await user.clear(stock);
    await user.type(stock, '7{Enter}');
    expect(await screen.findByText(ADMIN_MESSAGES.stockUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([{ stockCount: 7 }]);
  });
});

describe('the products table per size (issue 31)', () => {
  it('edits one size of one colour in place through the SKU call', async () => {
    signedInAs('staff');
    const listed = {
      ...product,
      sizeStock: [
        { variant: null, colorName: '', size: 'S', stock: 0 },
        { variant: null, colorName: '', size: 'M', stock: 4 },
      ],
    };
    catalogueHandlers({ product: listed as AdminProduct });
    const bodies: unknown[] = [];
    server.use(
      http.put(ADMIN_API_PATHS.productSkus, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          data: { _id: product._id, stockCount: 2, inStock: true, skus: [] },
        });
      }),
    );
    const { user } = renderAdmin('/admin/products');
    const medium = await screen.findByRole('spinbutton', {
      name: ADMIN_TEXT.products.sizeStockLabel(product.title, '', 'M'),
    });
    expect(medium).toHaveValue(4);
    expect(
      screen.getByRole('spinbutton', { name: ADMIN_TEXT.products.sizeStockLabel(product.title, '', 'S') }),
    ).toHaveValue(0);
    await user.clear(medium);
    await user.type(medium, '2{Enter}');
    expect(await screen.findByText(ADMIN_MESSAGES.stockUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([{ skus: [{ variant: null, size: 'M', stock: 2 }] }]);
  });
});

/** Two widths (or heights) on one field: which wins is the stylesheet's order, not the class list's. */
function conflicting(field: HTMLElement) {
  const classes = [...field.classList];
  return ['w-', 'h-'].filter((prefix) => classes.filter((name) => name.startsWith(prefix)).length > 1);
}

describe('the products table on a phone', () => {
  it("keeps each size's stock field small: no full-width field per size stacking the card a screen tall", async () => {
    signedInAs('staff');
    const listed = {
      ...product,
      sizeStock: ['S', 'M', 'L'].map((size) => ({ variant: null, colorName: '', size, stock: 3 })),
    };
    catalogueHandlers({ product: listed as AdminProduct });
    renderAdmin('/admin/products');
    const medium = await screen.findByRole('spinbutton', {
      name: ADMIN_TEXT.products.sizeStockLabel(product.title, '', 'M'),
    });
    expect(medium).toHaveClass('w-14', 'h-8');
    expect(conflicting(medium)).toEqual([]);
  });

  it('keeps the one stock field of a product without sizes small too', async () => {
    signedInAs('staff');
    catalogueHandlers({ product });
    renderAdmin('/admin/products');
    const stock = await screen.findByRole('spinbutton', {
      name: ADMIN_TEXT.products.stockLabel(product.title),
    });
    expect(stock).toHaveClass('w-20');
    expect(conflicting(stock)).toEqual([]);
  });
});

describe('the product form', () => {
  it('shows the contract schema errors under each field and sends nothing', async () => {
    signedInAs('staff');
    catalogueHandlers({ product });
    let posted = false;
    server.use(
      http.post(ADMIN_API_PATHS.products, () => {
        posted = true;
        return HttpResponse.json({ success: true, data: product });
      }),
    );
    const { user } = renderAdmin('/admin/products/new');
    await screen.findByRole('option', { name: category.title });
    await user.type(screen.getByLabelText(ADMIN_TEXT.products.fields.amount), '1000');
    await user.clear(screen.getByLabelText(ADMIN_TEXT.products.fields.discountedAmount));
    await user.type(screen.getByLabelText(ADMIN_TEXT.products.fields.discountedAmount), '1200');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    expect(await screen.findByText(ADMIN_TEXT.common.fixErrors)).toBeVisible();
    expect(screen.getByText(ADMIN_MESSAGES.discountAboveAmount)).toBeVisible();
    expect(screen.getByLabelText(ADMIN_TEXT.products.fields.title)).toHaveAttribute('aria-invalid', 'true');
    // An empty required field reads in the contract's words, not the validator's.
    expect(screen.getByLabelText(ADMIN_TEXT.products.fields.title)).toHaveAccessibleDescription(
      ADMIN_MESSAGES.fieldRequired,
    );
    expect(screen.getByLabelText(ADMIN_TEXT.products.fields.category)).toHaveAccessibleDescription(
      ADMIN_MESSAGES.chooseCategory,
    );
    await user.clear(screen.getByLabelText(ADMIN_TEXT.products.fields.amount));
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    expect(await screen.findByText(ADMIN_MESSAGES.numberRequired)).toBeVisible();
    expect(screen.queryByText(/expected|too small|invalid input/i)).toBeNull();
    expect(posted).toBe(false);
  });

  it('creates a product, then uploads its photo with progress', async () => {
    signedInAs('staff');
    const current = { product: { ...product, images: [] as string[] } };
    catalogueHandlers(current);
    const created: unknown[] = [];
    server.use(
      http.post(ADMIN_API_PATHS.products, async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ success: true, data: current.product });
      }),
      http.post(ADMIN_API_PATHS.productImages, async ({ request }) => {
        const form = await request.formData();
        expect(form.get('file')).not.toBeNull();
        current.product = { ...current.product, images: ['/uploads/products/new-640.webp'] };
        return HttpResponse.json({ success: true, data: current.product });
      }),
    );
    const { user, router } = renderAdmin('/admin/products/new');
    await screen.findByRole('option', { name: category.title });
    await user.type(screen.getByLabelText(ADMIN_TEXT.products.fields.title), 'Indigo Cotton Kurta');
    await user.selectOptions(screen.getByLabelText(ADMIN_TEXT.products.fields.category), category._id);
    await user.type(screen.getByLabelText(ADMIN_TEXT.products.fields.amount), '1999');
    await user.type(screen.getByLabelText(ADMIN_TEXT.products.fields.sizes), 'S, M, L');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    expect(await screen.findByText(ADMIN_MESSAGES.productCreated)).toBeInTheDocument();
    expect(created).toEqual([
      expect.objectContaining({
        title: 'Indigo Cotton Kurta',
        categoryId: category._id,
        amount: 1999,
        discountedAmount: 0,
        sizes: ['S', 'M', 'L'],
        stockCount: 0,
      }),
    ]);
    await screen.findByRole('heading', { name: product.title });
    expect(router.state.location.pathname).toBe(`/admin/products/${product._id}`);

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kurta.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(ADMIN_TEXT.products.addPhotos), photo);
    expect(await screen.findByText(ADMIN_MESSAGES.imageUploaded)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: ADMIN_TEXT.products.removePhoto(1) })).toBeVisible();
  });

  it('refuses a file that is not an image before sending it', async () => {
    signedInAs('staff');
    catalogueHandlers({ product });
    renderAdmin(`/admin/products/${product._id}`);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(await screen.findByLabelText(ADMIN_TEXT.products.addPhotos), {
      target: { files: [text] },
    });
    // The toast mounts hidden and shows a moment later (its entry animation): wait until it is seen.
    await waitFor(() => expect(screen.getByText(new RegExp(ADMIN_MESSAGES.imageNotAnImage))).toBeVisible(), {
      timeout: 5000,
    });
  });

  it('edits the HSN and tax class, checked by the contract, and shows the server refusal on its field', async () => {
    signedInAs('staff');
    const current: { product: AdminProduct } = { product: { ...product, hsn: null, taxClass: null } };
    catalogueHandlers(current);
    const patches: Record<string, unknown>[] = [];
    server.use(
      http.patch(ADMIN_API_PATHS.product, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        if (body.taxClass === 'bags')
          return HttpResponse.json(
            { success: false, message: `taxClass: ${TAX_MESSAGES.taxClassUnknown}` },
            { status: 400 },
          );
        current.product = { ...current.product, hsn: body.hsn as string, taxClass: body.taxClass as string };
        return HttpResponse.json({ success: true, data: current.product });
      }),
    );
    const { user } = renderAdmin(`/admin/products/${product._id}`);
    const taxClass = await screen.findByLabelText(TAX_TEXT.productTax.taxClass);
    await screen.findByRole('option', { name: /Apparel/ });
    expect(taxClass).toHaveValue('');
    const hsn = screen.getByLabelText(TAX_TEXT.productTax.hsn);

    await user.type(hsn, '62045');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    expect(await screen.findByText(TAX_MESSAGES.hsnInvalid)).toBeVisible();
    expect(patches).toEqual([]);

    await user.clear(hsn);
    await user.type(hsn, '62044390');
    await user.selectOptions(taxClass, 'apparel');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    expect(await screen.findByText(ADMIN_MESSAGES.productUpdated)).toBeInTheDocument();
    expect(patches.at(-1)).toMatchObject({ hsn: '62044390', taxClass: 'apparel' });

    // A class the server no longer knows: its message under the select.
    await user.selectOptions(taxClass, 'bags');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    expect(await screen.findByText(TAX_MESSAGES.taxClassUnknown)).toBeVisible();
    expect(taxClass).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits the stock matrix after creation: each colour × size, a bulk "set all to", sent through the SKU call', async () => {
    signedInAs('staff');
    const red = {
      _id: '0f4a5e0e-4f7f-4c3b-8d8c-3f6f5c1a00aa',
      product: product._id,
      colorCode: '#b91c1c',
      colorName: 'Red',
      price: 1999,
      discountedPrice: 1499,
      images: [],
    };
    const skuId = (index: number) => `0f4a5e0e-4f7f-4c3b-8d8c-3f6f5c1a01${String(index).padStart(2, '0')}`;
    const withMatrix: AdminProduct = {
      ...product,
      variants: [red],
      skus: product.sizes.map((size, index) => ({
        _id: skuId(index),
        variant: red._id,
        size,
        stock: index === 0 ? 6 : 0,
        code: null,
      })),
    };
    const current = { product: withMatrix };
    catalogueHandlers(current);
    const bodies: {
      skus: { variant: string | null; size: string; stock: number; code?: string | null }[];
    }[] = [];
    server.use(
      http.put(ADMIN_API_PATHS.productSkus, async ({ request }) => {
        const body = (await request.json()) as (typeof bodies)[number];
        bodies.push(body);
        return HttpResponse.json({
          success: true,
          data: { _id: product._id, stockCount: 7, inStock: true, skus: current.product.skus },
        });
      }),
    );
    const { user } = renderAdmin(`/admin/products/${product._id}`);
    const [first, second] = product.sizes;
    const firstCell = await screen.findByLabelText(
      ADMIN_TEXT.products.stockMatrix.stockOf('Red', first ?? ''),
    );
    expect(firstCell).toHaveValue('6');
    // "Set all to" is a short field, not as wide as the card (w-24 lost to a w-full before).
    expect(conflicting(screen.getByLabelText(ADMIN_TEXT.products.stockMatrix.setAllTo))).toEqual([]);
    await user.type(screen.getByLabelText(ADMIN_TEXT.products.stockMatrix.setAllTo), '0');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.products.stockMatrix.apply }));
    expect(firstCell).toHaveValue('0');
    const secondCell = screen.getByLabelText(ADMIN_TEXT.products.stockMatrix.stockOf('Red', second ?? ''));
    await user.clear(secondCell);
    await user.type(secondCell, '7');
    await user.type(
      screen.getByLabelText(ADMIN_TEXT.products.stockMatrix.codeOf('Red', second ?? '')),
      'KUR-RED-2',
    );
    expect(screen.getByTestId('stock-total')).toHaveTextContent('7 in all');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.products.stockMatrix.save }));
    expect(await screen.findByText(ADMIN_MESSAGES.stockUpdated)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.skus.find((cell) => cell.size === second)).toEqual({
      variant: red._id,
      size: second,
      stock: 7,
      code: 'KUR-RED-2',
    });
    expect(bodies[0]?.skus.find((cell) => cell.size === first)).toMatchObject({ stock: 0 });

    // A code with spaces is refused by the contract's schema before anything is sent.
    await user.type(
      screen.getByLabelText(ADMIN_TEXT.products.stockMatrix.codeOf('Red', first ?? '')),
      'has space',
    );
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.products.stockMatrix.save }));
    expect(await screen.findByText(ADMIN_MESSAGES.skuCodeFormat)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });
});

describe('the product form’s legal disclosures (issue 34)', () => {
  it('shows the category defaults, asks for the importer and month of import once imported, sends only when changed', async () => {
    signedInAs('staff');
    const withDefaults = {
      ...category,
      disclosureDefaults: {
        countryOfOrigin: 'IN',
        manufacturer: { name: 'Zari Crafts', address: 'Jaipur 302022' },
        netQuantity: '1 N',
      },
    };
    const current: { product: AdminProduct } = { product: { ...product, ownDisclosures: {} } };
    catalogueHandlers(current);
    const patches: Record<string, unknown>[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.categories, () => HttpResponse.json({ success: true, data: [withDefaults] })),
      http.patch(ADMIN_API_PATHS.product, async ({ request }) => {
        patches.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ success: true, data: current.product });
      }),
    );
    const { user } = renderAdmin(`/admin/products/${product._id}`);
    const country = await screen.findByLabelText(DISCLOSURE_TEXT.countryOfOrigin);
    expect(await screen.findByText(DISCLOSURE_TEXT.inherited('India'))).toBeInTheDocument();
    expect(screen.getByText(DISCLOSURE_TEXT.inherited('Zari Crafts, Jaipur 302022'))).toBeInTheDocument();
    expect(screen.queryByLabelText(DISCLOSURE_TEXT.importMonth)).toBeNull();

    // Nothing typed in the section: an edit elsewhere sends no disclosures.
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).not.toHaveProperty('disclosures');

    await user.selectOptions(country, 'CN');
    const month = screen.getByLabelText(DISCLOSURE_TEXT.importMonth);
    fireEvent.change(month, { target: { value: '2026-08' } });
    await user.type(
      screen.getByLabelText(`${DISCLOSURE_TEXT.importer}: ${DISCLOSURE_TEXT.partyName}`),
      'Zari Retail',
    );
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    // A name without its address: the contract's message under the field, nothing sent.
    expect(await screen.findByText(DISCLOSURE_MESSAGES.partyAddressRequired)).toBeVisible();
    expect(patches).toHaveLength(1);

    await user.type(
      screen.getByLabelText(`${DISCLOSURE_TEXT.importer}: ${DISCLOSURE_TEXT.partyAddress}`),
      'Bengaluru 560025',
    );
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]?.disclosures).toMatchObject({
      countryOfOrigin: 'CN',
      importMonth: '2026-08',
      importer: { name: 'Zari Retail', address: 'Bengaluru 560025' },
    });
  });
});

describe('Hindi beside English (issue 35)', () => {
  it('edits the Hindi title, description and product info beside the English and sends them', async () => {
    signedInAs('staff');
    const current = {
      product: {
        ...product,
        productInfo: [{ title: 'Material', content: 'Cotton' }],
        translations: { hi: { title: 'चिकनकारी कुर्ता' } },
      },
    };
    catalogueHandlers(current);
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.patch(ADMIN_API_PATHS.product, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ success: true, data: current.product });
      }),
    );
    const { user } = renderAdmin(`/admin/products/${product._id}`);
    const titleHi = await screen.findByRole('textbox', { name: ADMIN_TEXT.products.fields.titleHi });
    expect(titleHi).toHaveValue('चिकनकारी कुर्ता');
    expect(titleHi).toHaveAttribute('lang', 'hi');
    await user.type(
      screen.getByRole('textbox', { name: ADMIN_TEXT.products.fields.descriptionHi }),
      'हाथ की कढ़ाई',
    );
    // One Hindi half of a detail row is refused at its own field; nothing is sent.
    await user.type(screen.getByRole('textbox', { name: ADMIN_TEXT.products.fields.infoTitleHi }), 'मटीरियल');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    expect(await screen.findByText(ADMIN_TEXT.common.fixErrors)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: ADMIN_TEXT.products.fields.infoContentHi }), 'कॉटन');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.common.save }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.translations).toEqual({
      hi: {
        title: 'चिकनकारी कुर्ता',
        description: 'हाथ की कढ़ाई',
        productInfo: [{ title: 'मटीरियल', content: 'कॉटन' }],
      },
    });
  });

  it('lists only the products missing Hindi when asked, each marked', async () => {
    signedInAs('staff');
    catalogueHandlers({ product });
    const asked: string[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.products, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('missingTranslation') ?? '');
        return HttpResponse.json({ success: true, data: [product], nextCursor: null });
      }),
    );
    const { user } = renderAdmin('/admin/products');
    expect(
      await screen.findByText(ADMIN_TEXT.products.missingHindi, { selector: 'span' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: ADMIN_TEXT.products.missingHindi }));
    await waitFor(() => expect(asked).toContain('hi'));
    expect(asked[0]).toBe('');
  });
});
