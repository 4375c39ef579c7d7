import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { API_PATHS, TAX_TEXT } from '@zari/contract';
import { HttpResponse, http } from 'msw';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { SiteFooter } from '@/app/site-footer';
import { testStore } from '@/test/fixtures';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

describe('the footer, from the store answer', () => {
  it('names the seller, its address and GSTIN, and the grievance officer as GET /api/store says', async () => {
    renderRoute(<SiteFooter />);
    expect(await screen.findByText(/Zari Test Studio/)).toBeVisible();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(testStore.legalName);
    expect(footer).toHaveTextContent('4th Floor, 27 Residency Road, Bengaluru, Karnataka 560025, India');
    expect(footer).toHaveTextContent(`GSTIN ${testStore.gstin}`);
    expect(footer).toHaveTextContent('Ananya Rao, Grievance Officer');
    expect(footer).toHaveTextContent(TAX_TEXT.grievanceHours);
    expect(screen.getByRole('link', { name: 'grievance@zari.example' })).toHaveAttribute(
      'href',
      'mailto:grievance@zari.example',
    );
  });

  it("shows the owner's change, not a constant", async () => {
    server.use(
      http.get(`*${API_PATHS.store}`, () =>
        HttpResponse.json({
          success: true,
          data: {
            ...testStore,
            legalName: 'Kalamkari Crafts LLP',
            tradeName: 'Kalamkari',
            grievanceOfficer: { ...testStore.grievanceOfficer, name: 'Meera Iyer' },
          },
        }),
      ),
    );
    renderRoute(<SiteFooter />);
    expect(await screen.findByText(/Meera Iyer/)).toBeVisible();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Kalamkari Crafts LLP');
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Zari Fashion Private Limited');
  });

  it('is in the server HTML: the frame loader prefetches the store for every page', async () => {
    const queryClient = createQueryClient();
    const [frame] = createRoutes(queryClient);
    const loader = frame?.loader;
    if (typeof loader !== 'function') throw new Error('the frame has no loader');
    await loader({ request: new Request('http://localhost/'), params: {}, context: undefined } as never);
    expect(queryClient.getQueryData(['store'])).toEqual(testStore);

    // Rendered to a string as the server does: no effect runs, so only what the loader cached shows.
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <SiteFooter />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('Zari Test Studio');
    expect(html).toContain('Ananya Rao');
  });
});
