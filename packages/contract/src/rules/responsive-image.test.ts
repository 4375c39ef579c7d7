import { describe, expect, it } from 'vitest';
import { imageRenditionPath, responsiveImage } from './responsive-image.js';

const meta = { width: 960, height: 1200, widths: [320, 640, 960], avif: true };

describe('responsive images', () => {
  it('names each rendition after the stored widest one', () => {
    expect(imageRenditionPath('/uploads/catalog/ab12-960.webp', 320)).toBe('/uploads/catalog/ab12-320.webp');
    expect(imageRenditionPath('/uploads/catalog/ab12-960.webp', 640, 'avif')).toBe(
      '/uploads/catalog/ab12-640.avif',
    );
  });

  it('builds srcset strings and the intrinsic size', () => {
    expect(responsiveImage('/uploads/catalog/ab12-960.webp', meta)).toEqual({
      src: '/uploads/catalog/ab12-960.webp',
      srcSet:
        '/uploads/catalog/ab12-320.webp 320w, /uploads/catalog/ab12-640.webp 640w, /uploads/catalog/ab12-960.webp 960w',
      avifSrcSet:
        '/uploads/catalog/ab12-320.avif 320w, /uploads/catalog/ab12-640.avif 640w, /uploads/catalog/ab12-960.avif 960w',
      width: 960,
      height: 1200,
    });
    expect(
      responsiveImage('/uploads/catalog/ab12-960.webp', { ...meta, avif: false })?.avifSrcSet,
    ).toBeUndefined();
  });

  it('answers nothing for an image without metadata or not from the pipeline', () => {
    expect(responsiveImage('/uploads/catalog/ab12-960.webp', undefined)).toBeUndefined();
    expect(responsiveImage('/uploads/catalog/dress.svg', meta)).toBeUndefined();
  });
});
