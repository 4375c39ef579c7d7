import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { noteInteractive, onFirstWorkingTap } from '@/app/first-working-tap';
import { HYDRATION_ELEMENT_IDS, readHydrationElement } from '@/app/hydration';
import { AppProviders, createQueryClient } from '@/app/providers';
import { replayTaps, takeEarlyTaps } from '@/app/replay-taps';
import { createRoutes } from '@/app/router';
import { LocaleProvider, loadModules, localeBasename, localeOfPath } from '@/lib/i18n';
import './styles.css';

declare global {
  interface Window {
    /** Where react-router's browser router reads a server render's loader data and errors. */
    __staticRouterHydrationData?: unknown;
  }
}

/** Taps the starter kept before React listened; taken as hydration starts, replayed once it is done. */
let earlyTaps: string[] = [];
/** The page the shopper landed on: real-user speed is reported for it, whatever they open next. */
const landingPath = window.location.pathname;

/**
 * Real-user speed (issue 36), off the critical path: its code (web-vitals and the beacon) is fetched when the
 * browser is idle after hydration; web-vitals reads the paints and shifts it missed from buffered entries.
 */
function startSpeedReportsWhenIdle() {
  const start = () =>
    void import('@/features/speed').then(({ startSpeedReports }) =>
      startSpeedReports({ landingPath, onFirstWorkingTap }),
    );
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 5000 });
  else setTimeout(start, 1000);
}

/**
 * Marks the document once React has hydrated (or rendered) it: until then a server-rendered page is inert.
 * Then the taps made before that happen, each once.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.setAttribute('data-interactive', '');
    void replayTaps(earlyTaps.splice(0)).then(noteInteractive);
    startSpeedReportsWhenIdle();
  }, []);
  return null;
}

/** The page's language, from its URL (`/hi/...`): the router runs under its prefix, so links stay in it. */
const locale = localeOfPath(window.location.pathname);
const basename = localeBasename(locale) || undefined;
const queryClient = createQueryClient();
const routes = createRoutes(queryClient);
const routerState = readHydrationElement(HYDRATION_ELEMENT_IDS.router);
const container = document.getElementById('root')!;

if (routerState) {
  // A server-rendered page (entry-server.tsx): start from its Query cache and router state, with the
  // matched pages' modules loaded first, so the first render in the browser is the one the server sent.
  hydrate(queryClient, readHydrationElement(HYDRATION_ELEMENT_IDS.queries) as DehydratedState);
  window.__staticRouterHydrationData = routerState;
  // In another language, the message modules the server's render used load with them (English is built in).
  const textModules = readHydrationElement(HYDRATION_ELEMENT_IDS.texts);
  await Promise.all([
    ...(matchRoutes(routes, window.location, basename) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
    Array.isArray(textModules) ? loadModules(locale, textModules as string[]) : undefined,
  ]);
}

const app = (
  <StrictMode>
    <LocaleProvider locale={locale}>
      <AppProviders queryClient={queryClient}>
        {/* Honours a navigation's flushSync option (see SignedInOnly and the account deletion). */}
        <RouterProvider
          router={createBrowserRouter(routes, basename ? { basename } : {})}
          flushSync={(update) => void flushSync(update)}
        />
        <MarkInteractive />
      </AppProviders>
    </LocaleProvider>
  </StrictMode>
);
// Hydrating inside a transition lets React yield to the browser every few milliseconds instead of holding
// the main thread for the whole page (a phone's long task, and a tap that waits on it).
// From hydrateRoot on, React itself replays a tap on a part it has not hydrated yet; the starter's list ends.
if (routerState) {
  earlyTaps = takeEarlyTaps();
  startTransition(() => void hydrateRoot(container, app));
}
// The back office, and `pnpm dev` (Vite serves the bare index.html), render in the browser only.
else createRoot(container).render(app);
