import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installLayoutShims } from '@/test/fixtures';
import { renderRoute } from '@/test/render';
import { ShareMenu } from './share-menu';

installLayoutShims();

const path = '/product/42';
const url = `${window.location.origin}${path}`;

describe('Share menu', () => {
  it('offers WhatsApp, Facebook and Messenger links carrying the page URL', async () => {
    const { user } = renderRoute(<ShareMenu path={path} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const encoded = encodeURIComponent(url);
    expect(await screen.findByRole('menuitem', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encoded}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Facebook' }).getAttribute('href')).toContain(encoded);
    expect(screen.getByRole('menuitem', { name: 'Messenger' }).getAttribute('href')).toContain(encoded);
  });

  it("copies the link, says 'Link copied' and closes after a second", async () => {
    const { user } = renderRoute(<ShareMenu path={path} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy Link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
    const copiedAt = Date.now();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(900);
  });

  it("says 'Failed to copy' when the clipboard refuses", async () => {
    const { user } = renderRoute(<ShareMenu path={path} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy Link' }));
    expect(await screen.findByText('Failed to copy')).toBeInTheDocument();
    expect(screen.getByText('Could not copy link to clipboard')).toBeInTheDocument();
  });
});
