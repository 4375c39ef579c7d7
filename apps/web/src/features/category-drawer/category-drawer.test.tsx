import { configure, screen, within } from '@testing-library/react';
import { API_PATHS } from '@zari/contract';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { categoriesFailing, dresses, tops } from '@/test/fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import CategoryDrawer from './components/category-drawer';

// On a busy shared machine the categories answer can take more than 1 s.
configure({ asyncUtilTimeout: 4000 });

describe('Category drawer', () => {
  it('shows 8 placeholders while loading, then one row per category', async () => {
    server.use(
      http.get(API_PATHS.categories, async () => {
        await delay(50);
        return HttpResponse.json({ success: true, data: [tops, dresses] });
      }),
    );
    renderRoute(<CategoryDrawer open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Categories' });
    expect(within(dialog).getByRole('list', { name: 'Categories' }).children).toHaveLength(8);
    const row = await within(dialog).findByRole('link', { name: /Dresses/ });
    expect(row).toHaveTextContent('View collection');
    expect(row).toHaveAttribute('href', '/category/dresses');
  });

  it("shows 'Error loading categories' when they fail", async () => {
    server.use(categoriesFailing());
    renderRoute(<CategoryDrawer open onOpenChange={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading categories');
  });
});
