import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// Both overlays stay out of the home route's bundle until the shopper reaches for them.
export const loadPalette = () =>
  import('@/features/search').then((module) => ({ default: module.SearchPalette }));
export const loadDrawer = () =>
  import('@/features/category-drawer').then((module) => ({ default: module.CategoryDrawer }));
const SearchPalette = lazy(loadPalette);
const CategoryDrawer = lazy(loadDrawer);

/**
 * Fetches both overlays' code once the app has hydrated and the browser is idle: out of the first download
 * (the home budget), yet there when the shopper first taps menu or search, which then open at once. Where
 * the browser reports no idle time (Safari), the next task.
 */
function usePrefetchWhenIdle() {
  useEffect(() => {
    const prefetch = () => {
      void loadPalette();
      void loadDrawer();
    };
    // Cancelled with the app, so a page left (or a test's render torn down) starts no fetch.
    if (window.requestIdleCallback) {
      const idle = window.requestIdleCallback(prefetch);
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(prefetch);
    return () => clearTimeout(timer);
  }, []);
}

/** '/' or Ctrl/⌘ K opens the palette from anywhere except while typing in a field. */
function useSearchShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      const isCtrlK = (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k';
      if (isCtrlK || (event.key === '/' && !typing)) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

/**
 * The search palette and the category drawer: each mounts the first time it is opened, and the control that
 * opened it gets focus back when it closes (Escape, close, overlay).
 */
export function useOverlays() {
  const [searchOpen, setSearchOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [searchMounted, setSearchMounted] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);

  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  };
  const returnFocus = (event: Event) => {
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  };
  const [searchText, setSearchText] = useState('');
  /** `text`: what the shopper already typed in the header's field, carried into the palette. */
  const openSearch = (text = '') => {
    rememberOpener();
    setSearchText(text);
    setSearchMounted(true);
    setSearchOpen(true);
  };
  const openDrawer = () => {
    rememberOpener();
    setDrawerMounted(true);
    setDrawerOpen(true);
  };
  useSearchShortcut(openSearch);
  usePrefetchWhenIdle();

  const overlays = (
    <>
      {searchMounted ? (
        <Suspense fallback={null}>
          <SearchPalette
            open={searchOpen}
            initialText={searchText}
            onOpenChange={setSearchOpen}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      ) : null}
      {drawerMounted ? (
        <Suspense fallback={null}>
          <CategoryDrawer open={drawerOpen} onOpenChange={setDrawerOpen} onCloseAutoFocus={returnFocus} />
        </Suspense>
      ) : null}
    </>
  );
  return { openSearch, openDrawer, overlays };
}
