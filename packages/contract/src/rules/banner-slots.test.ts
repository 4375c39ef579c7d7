import { describe, expect, it } from 'vitest';
import { POSTER_SETS } from '../constants.js';
import { bannerCrop, bannerSlotOf } from './banner-slots.js';

describe('bannerSlotOf', () => {
  it('names every set by its place, with a recommended size of the slot’s own shape', () => {
    for (const set of POSTER_SETS) {
      const slot = bannerSlotOf(set);
      expect(slot.label).not.toBe(set);
      const { width, height } = slot.recommended;
      expect(Math.abs(width / height - slot.aspect.width / slot.aspect.height)).toBeLessThan(0.01);
    }
    expect(bannerSlotOf('hero-banner')).toMatchObject({
      label: 'Home hero',
      recommended: { width: 1440, height: 720 },
    });
  });

  it('tells the special offers’ main tile from the small ones', () => {
    expect(bannerSlotOf('special-offer', 0).label).toBe('Special offer — main');
    expect(bannerSlotOf('special-offer', 1).label).toBe('Special offer — small');
    expect(bannerSlotOf('special-offer', 2).label).toBe('Special offer — small');
  });
});

describe('bannerCrop', () => {
  it('cuts nothing from a picture of the slot’s shape', () => {
    expect(bannerCrop({ width: 1440, height: 720 }, { width: 2, height: 1 })).toEqual({
      percent: 0,
      side: 'sides',
    });
  });

  it('says how much of a 2880×1200 picture each slot cuts, and from where', () => {
    const picture = { width: 2880, height: 1200 };
    expect(bannerCrop(picture, bannerSlotOf('hero-banner').aspect)).toEqual({ percent: 17, side: 'sides' });
    expect(bannerCrop(picture, bannerSlotOf('special-offer').aspect)).toEqual({ percent: 38, side: 'sides' });
    expect(bannerCrop(picture, bannerSlotOf('sub-poster-1').aspect)).toEqual({
      percent: 10,
      side: 'top and bottom',
    });
    expect(bannerCrop(picture, bannerSlotOf('hot-rn-dresses').aspect).percent).toBe(69);
  });
});
