/**
 * Issue 35's budget: what a page in Hindi does not wait for before it hydrates. Texts shown after a tap load
 * once the component mounts and are read when shown; a part off the first screen keeps its texts out of the
 * modules the server names for the browser to load first.
 */
import { render, renderHook, waitFor } from '@testing-library/react';
import { SEO_TEXT, STOREFRONT_TEXT, TOASTS } from '@zari/contract';
import { TOASTS as HI_TOASTS } from '@zari/contract/messages/hi/toasts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LaterTexts, LocaleProvider, loadAllModules, useText, useTextOnTap } from '.';

function InHindi({ children }: { children: ReactNode }) {
  return <LocaleProvider locale="hi">{children}</LocaleProvider>;
}

function Head() {
  return <p>{useText({ SEO_TEXT }).SEO_TEXT.home}</p>;
}
function Frame() {
  return <p>{useText({ STOREFRONT_TEXT }).STOREFRONT_TEXT.skipToContent}</p>;
}

describe('useTextOnTap', () => {
  it('loads its module once mounted, and reads each text when it is shown', async () => {
    const { result } = renderHook(() => useTextOnTap({ TOASTS }), { wrapper: InHindi });
    await waitFor(() => expect(result.current.TOASTS.selectSize).toBe(HI_TOASTS.selectSize));
    expect(HI_TOASTS.selectSize).not.toBe(TOASTS.selectSize);
  });

  it('is English on an English page', () => {
    const { result } = renderHook(() => useTextOnTap({ TOASTS }), {
      wrapper: ({ children }) => <LocaleProvider locale="en">{children}</LocaleProvider>,
    });
    expect(result.current.TOASTS).toBe(TOASTS);
  });
});

describe('LaterTexts', () => {
  it('renders its part in Hindi on the server without naming its modules for the first screen', async () => {
    await loadAllModules('hi');
    const used = new Set<string>();
    const html = renderToString(
      <LocaleProvider locale="hi" used={used}>
        <Frame />
        <LaterTexts>
          <Head />
        </LaterTexts>
      </LocaleProvider>,
    );
    expect([...used]).toEqual(['storefront']);
    const { SEO_TEXT: hindiSeo } = await import('@zari/contract/messages/hi/seo');
    expect(html).toContain(hindiSeo.home);
  });

  it('is no boundary on an English page', () => {
    const { container } = render(
      <LocaleProvider locale="en">
        <LaterTexts>
          <Head />
        </LaterTexts>
      </LocaleProvider>,
    );
    expect(container.innerHTML).toBe(`<p>${SEO_TEXT.home}</p>`);
  });
});
