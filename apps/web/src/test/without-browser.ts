/**
 * What a server has of the browser: nothing. Server-render tests run their work with these globals removed,
 * so a render that reaches for any of them throws, as it would on the server.
 */
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { vi } from 'vitest';

export const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'matchMedia',
  'IntersectionObserver',
];

/** `work` run with the browser's globals gone (read anything you need from them before). */
export async function withoutBrowser<T>(work: () => Promise<T>): Promise<T> {
  for (const name of BROWSER_GLOBALS) vi.stubGlobal(name, undefined);
  try {
    return await work();
  } finally {
    vi.unstubAllGlobals();
  }
}

/** The whole page as a server streams it, lazy parts included, with no browser globals the while. */
export function renderWithoutBrowser(element: ReactElement): Promise<string> {
  return withoutBrowser(async () => {
    let failure: unknown;
    const stream = await renderToReadableStream(element, {
      onError: (error) => {
        failure ??= error;
      },
    });
    await stream.allReady;
    if (failure) throw failure;
    return new Response(stream).text();
  });
}
