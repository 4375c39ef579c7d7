import { screen, waitFor } from '@testing-library/react';
import {
  ADMIN_API_PATHS,
  ADMIN_MESSAGES,
  ADMIN_TEXT,
  DEFAULT_TAX_CLASSES,
  type Poster,
} from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const hero: Poster = {
  _id: '0f4a5e0e-4f7f-4c3b-8d8c-3f6f5c1a0b01',
  name: 'hero-banner',
  images: ['/uploads/banners/old.webp'],
  links: ['/category/dresses'],
  media: { '/uploads/banners/old.webp': { width: 2880, height: 1200, widths: [1440], avif: true } },
};
const offers: Poster = {
  _id: '0f4a5e0e-4f7f-4c3b-8d8c-3f6f5c1a0b02',
  name: 'special-offer',
  images: ['/uploads/banners/main.webp', '/uploads/banners/small.webp'],
  links: [null, null],
};

/** An upload that answers only when the test says so, as a slow phone network would. */
function heldUpload() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(ADMIN_API_PATHS.images, async () => {
      await released;
      return HttpResponse.json({
        success: true,
        message: ADMIN_MESSAGES.imageUploaded,
        data: { path: '/uploads/banners/new.webp', width: 1440, height: 720, widths: [1440], avif: true },
      });
    }),
  );
  return { release };
}

describe('banners', () => {
  it('names each set by its place, with the recommended size and what the slot cuts', async () => {
    signedInAs('staff');
    server.use(
      http.get(ADMIN_API_PATHS.posters, () => HttpResponse.json({ success: true, data: [hero, offers] })),
    );
    renderAdmin('/admin/banners');
    expect(await screen.findByRole('heading', { name: 'Home hero' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Special offers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'hero-banner' })).toBeNull();
    expect(screen.getAllByText(ADMIN_TEXT.banners.recommended(1440, 720, '2:1'))).toHaveLength(1);
    // 2880×1200 is wider than 2:1: the hero shows it whole in height and loses about 17% at the sides.
    expect(screen.getByText(ADMIN_TEXT.banners.cropNote(17, 'sides'))).toBeInTheDocument();
    const preview = screen.getByRole('img', { name: ADMIN_TEXT.banners.previewLabel('Home hero') });
    expect(preview).toHaveStyle({ aspectRatio: '2 / 1' });
    expect(screen.getByText('Slide 1 · Special offer — main')).toBeInTheDocument();
    expect(screen.getByText('Slide 2 · Special offer — small')).toBeInTheDocument();
  });

  it('keeps a link typed during an upload, and holds Save until the upload is done', async () => {
    signedInAs('staff');
    server.use(http.get(ADMIN_API_PATHS.posters, () => HttpResponse.json({ success: true, data: [hero] })));
    const upload = heldUpload();
    const saved: unknown[] = [];
    server.use(
      http.put(ADMIN_API_PATHS.poster, async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ success: true, data: hero });
      }),
    );
    const { user } = renderAdmin('/admin/banners');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'new.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText(`${ADMIN_TEXT.categories.uploadImage}: Slide 1`), file);

    const save = screen.getByRole('button', { name: ADMIN_TEXT.banners.saveSet });
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.getByRole('status')).toHaveTextContent(ADMIN_TEXT.banners.uploading);

    const link = screen.getByRole('textbox', { name: ADMIN_TEXT.banners.link });
    await user.clear(link);
    await user.type(link, '/category/sarees');
    await user.click(save);
    expect(saved).toEqual([]);

    upload.release();
    await waitFor(() => expect(save).toBeEnabled());
    expect(link).toHaveValue('/category/sarees');
    await user.click(save);
    await waitFor(() =>
      expect(saved).toEqual([{ slides: [{ image: '/uploads/banners/new.webp', link: '/category/sarees' }] }]),
    );
  });
});

describe('the category form', () => {
  it('fills the slug from the title until the slug is typed by hand', async () => {
    signedInAs('staff');
    server.use(
      http.get(ADMIN_API_PATHS.categories, () => HttpResponse.json({ success: true, data: [] })),
      http.get(ADMIN_API_PATHS.taxClasses, () =>
        HttpResponse.json({ success: true, data: DEFAULT_TAX_CLASSES }),
      ),
    );
    const { user } = renderAdmin('/admin/categories');
    await user.click(await screen.findByRole('button', { name: ADMIN_TEXT.categories.newCategory }));
    const title = screen.getByRole('textbox', { name: ADMIN_TEXT.categories.fields.title });
    const slug = screen.getByRole('textbox', { name: ADMIN_TEXT.categories.fields.slug });
    await user.type(title, 'Tops & Blouses');
    expect(slug).toHaveValue('tops-blouses');

    await user.clear(slug);
    await user.type(slug, 'tops');
    await user.type(title, ' Sale');
    expect(slug).toHaveValue('tops');

    // Emptied by hand, the slug follows the title again.
    await user.clear(slug);
    await user.type(title, '!');
    expect(slug).toHaveValue('tops-blouses-sale');
  });

  it('keeps the title typed while its image uploads, and holds Save until then', async () => {
    signedInAs('staff');
    server.use(
      http.get(ADMIN_API_PATHS.categories, () => HttpResponse.json({ success: true, data: [] })),
      http.get(ADMIN_API_PATHS.taxClasses, () =>
        HttpResponse.json({ success: true, data: DEFAULT_TAX_CLASSES }),
      ),
    );
    const upload = heldUpload();
    const { user } = renderAdmin('/admin/categories');
    await user.click(await screen.findByRole('button', { name: ADMIN_TEXT.categories.newCategory }));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cat.jpg', { type: 'image/jpeg' });
    await user.upload(
      screen.getByLabelText(`${ADMIN_TEXT.categories.uploadImage}: ${ADMIN_TEXT.categories.fields.image}`),
      file,
    );
    const save = screen.getByRole('button', { name: ADMIN_TEXT.common.save });
    await waitFor(() => expect(save).toBeDisabled());
    await user.type(screen.getByRole('textbox', { name: ADMIN_TEXT.categories.fields.title }), 'Lehengas');
    upload.release();
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.getByRole('textbox', { name: ADMIN_TEXT.categories.fields.title })).toHaveValue('Lehengas');
    expect(screen.getByRole('textbox', { name: ADMIN_TEXT.categories.fields.slug })).toHaveValue('lehengas');
  });
});
