import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ImageWithFallback } from './image-with-fallback';

const path = 'https://api.example/uploads/images/abc-960.webp';
const media = { width: 960, height: 1280, widths: [320, 640, 960], avif: true };

describe('ImageWithFallback', () => {
  it('sends srcset, sizes, width and height from the pipeline media, AVIF first', () => {
    const { container } = render(
      <ImageWithFallback src={path} media={media} alt="Kurta" width={400} height={500} sizes="50vw" />,
    );
    const image = screen.getByRole('img', { name: 'Kurta' });
    expect(image).toHaveAttribute(
      'srcset',
      'https://api.example/uploads/images/abc-320.webp 320w, https://api.example/uploads/images/abc-640.webp 640w, https://api.example/uploads/images/abc-960.webp 960w',
    );
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '1280');
    expect(image).toHaveAttribute('loading', 'lazy');
    const avif = container.querySelector('picture > source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toContain('abc-320.avif 320w');
    expect(avif).toHaveAttribute('sizes', '50vw');
  });

  it('draws a thumbnail at its layout width unless told how wide it is drawn, with no picture without AVIF', () => {
    const { container } = render(
      <ImageWithFallback src={path} media={{ ...media, avif: false }} alt="" width={64} height={80} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('sizes', '64px');
    expect(container.querySelector('picture')).toBeNull();
  });

  it('loads the priority image first and eagerly', () => {
    render(<ImageWithFallback src={path} media={media} alt="Kurta" width={400} height={500} priority />);
    const image = screen.getByRole('img', { name: 'Kurta' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
  });

  it('keeps an image the pipeline did not make at the layout size, without srcset', () => {
    render(<ImageWithFallback src="/uploads/legacy.jpg" alt="Old" width={400} height={500} />);
    const image = screen.getByRole('img', { name: 'Old' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '500');
  });

  it('sends an image other than the priority one without a source until the page hydrates, and in a noscript (issue 36)', async () => {
    const page = (
      <div>
        <ImageWithFallback src={path} media={media} alt="Hero" width={400} height={500} priority />
        <ImageWithFallback src={path} media={media} alt="Kurta" width={400} height={500} className="w-16" />
      </div>
    );
    const html = renderToString(page);
    // Before hydration the browser is given one image to fetch: the priority one.
    const outsideNoscript = html.replace(/<noscript[^>]*>.*?<\/noscript>/g, '');
    expect(outsideNoscript.match(/<(img|source) [^>]*>/g)).toHaveLength(2);
    expect(outsideNoscript).toContain('alt="Hero"');
    expect(outsideNoscript).not.toContain('alt="Kurta"');
    // The other's box, its shape from the pipeline's size, hidden without JavaScript, where the noscript has it.
    expect(outsideNoscript).toContain(
      '<span role="img" aria-label="Kurta" data-needs-script="" data-deferred-image="" style="--image-ratio:960 / 1280" class="bg-brand-50 w-16"></span>',
    );
    expect(html).toMatch(
      /<noscript><picture class="contents"><source type="image\/avif"[^>]*><img alt="Kurta"[^>]*srcSet="[^"]*abc-320.webp[^>]*><\/picture><\/noscript>/,
    );

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
    // Hydrated without a mismatch, then each image has its source.
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('[data-deferred-image]')).toBeNull();
    expect(container.querySelector('noscript')).toBeNull();
    const kurta = screen.getByRole('img', { name: 'Kurta' });
    expect(kurta.tagName).toBe('IMG');
    expect(kurta).toHaveAttribute('src', path);
    expect(kurta).toHaveAttribute('loading', 'lazy');
    act(() => root.unmount());
    container.remove();
  });
});
