import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
