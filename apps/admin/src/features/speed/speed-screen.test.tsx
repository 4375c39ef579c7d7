import { screen, within } from '@testing-library/react';
import { ADMIN_API_PATHS, ADMIN_TEXT, RUM_METRICS, type SpeedReport } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderAdmin, signedInAs } from '@/test/admin';
import { server } from '@/test/server';

const none = Object.fromEntries(
  RUM_METRICS.map((metric) => [metric, { p75: null, samples: 0 }]),
) as SpeedReport['overall'];

describe('the Speed page (issue 36)', () => {
  it('colours each p75 by its threshold and switches to 7 days', async () => {
    signedInAs('staff');
    const windows: string[] = [];
    server.use(
      http.get(ADMIN_API_PATHS.speed, ({ request }) => {
        const window = new URL(request.url).searchParams.get('window') ?? '';
        windows.push(window);
        const product = {
          ...none,
          LCP: { p75: 2250, samples: 4 },
          INP: { p75: 350, samples: 4 },
          CLS: { p75: 0.3, samples: 3 },
        };
        return HttpResponse.json({
          success: true,
          data: { window, overall: product, routes: [{ route: '/product/:id', metrics: product }] },
        });
      }),
    );
    const { user } = renderAdmin('/admin/speed');
    const row = (await screen.findByRole('cell', { name: '/product/:id' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('2.25 s')).toHaveAttribute('data-rating', 'good');
    expect(within(row).getByText('350 ms')).toHaveAttribute('data-rating', 'needs-improvement');
    expect(within(row).getByText('0.30')).toHaveAttribute('data-rating', 'poor');
    await user.click(screen.getByRole('button', { name: ADMIN_TEXT.speed.windows['7d'] }));
    await screen.findByRole('button', { name: ADMIN_TEXT.speed.windows['7d'], pressed: true });
    expect(windows).toEqual(['24h', '7d']);
  });

  it('shows each page as a card on a phone, every measure labelled and each figure on one line', async () => {
    signedInAs('staff');
    const product = { ...none, LCP: { p75: 444, samples: 4 } };
    server.use(
      http.get(ADMIN_API_PATHS.speed, () =>
        HttpResponse.json({
          success: true,
          data: { window: '24h', overall: product, routes: [{ route: '/product/:id', metrics: product }] },
        }),
      ),
    );
    renderAdmin('/admin/speed');
    const row = (await screen.findByRole('cell', { name: '/product/:id' })).closest('tr') as HTMLElement;
    expect(screen.getByRole('table')).toHaveAttribute('data-stack', 'phone');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual([
      ADMIN_TEXT.speed.columns.route,
      ADMIN_TEXT.speed.columns.samples,
      ...RUM_METRICS.map((metric) => ADMIN_TEXT.speed.metrics[metric]),
    ]);
    // "444 ms" broke into two lines inside its pill on a phone.
    expect(within(row).getByText('444 ms')).toHaveClass('whitespace-nowrap');
  });

  it('says so when no shopper has reported yet', async () => {
    signedInAs('owner');
    server.use(
      http.get(ADMIN_API_PATHS.speed, () =>
        HttpResponse.json({ success: true, data: { window: '24h', overall: none, routes: [] } }),
      ),
    );
    renderAdmin('/admin/speed');
    expect(await screen.findByText(ADMIN_TEXT.speed.empty)).toBeVisible();
  });
});
