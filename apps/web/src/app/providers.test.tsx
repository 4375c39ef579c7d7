import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifySuccess } from '@/lib/notify';
import { renderRoute } from '@/test/render';
import { TOAST_TOP_PX } from './providers';

describe('Toasts', () => {
  it('appear below the header bar, never over its icons, on a phone and a desktop', async () => {
    renderRoute(<p>Page</p>);
    notifySuccess({ title: 'Added to bag', description: 'Mulmul Cotton Kurta' });
    await screen.findByText('Added to bag');
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(toaster?.dataset.yPosition).toBe('top');
    // The header bar is h-14 (56 px); both offsets clear it.
    expect(TOAST_TOP_PX).toBeGreaterThanOrEqual(56 + 8);
    expect(toaster?.style.getPropertyValue('--offset-top')).toBe(`${TOAST_TOP_PX}px`);
    expect(toaster?.style.getPropertyValue('--mobile-offset-top')).toBe(`${TOAST_TOP_PX}px`);
  });
});
