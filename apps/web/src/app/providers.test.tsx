import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@zari/contract';
import { notifySuccess } from '@zari/ui/notify';
import { TOAST_TOP_PX } from '@zari/ui/toaster';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';

/** A browser whose pointers cannot hover, as a phone's. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(hover: none)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Toasts', () => {
  afterEach(() => {
    toast.dismiss();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

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

  it('on a desktop take the pointer and can be closed', async () => {
    renderRoute(<p>Page</p>);
    notifySuccess({ title: 'Added to wishlist', description: 'Mulmul Cotton Kurta' });
    const shown = (await screen.findByText('Added to wishlist')).closest<HTMLElement>('[data-sonner-toast]');
    expect(shown).not.toHaveClass('pointer-events-none');
    expect(screen.getByRole('button', { name: 'Close toast' })).toBeInTheDocument();
  });

  it('on a phone let a tap through to the page beneath and leave on time, even under a resting pointer', async () => {
    onPhone();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoute(<p>Page</p>);
    notifySuccess({ title: 'Added to bag', description: 'Mulmul Cotton Kurta' });
    const shown = (await screen.findByText('Added to bag')).closest<HTMLElement>('[data-sonner-toast]');
    expect(shown).toHaveClass('pointer-events-none');
    expect(screen.queryByRole('button', { name: 'Close toast' })).toBeNull();
    // What a tap leaves behind: the emulated pointer resting on the toasts, which Sonner counts as hovering.
    fireEvent.mouseEnter(document.querySelector('[data-sonner-toaster]')!);
    vi.advanceTimersByTime(TOAST_DURATION_MS + 1000);
    await waitFor(() => expect(screen.queryByText('Added to bag')).toBeNull());
  });
});
