/**
 * Toasts of SPEC §8. Titles and descriptions come from the contract's TOASTS; a server message may replace the
 * description. Nothing of the toast library is on the first screen: the first toast asks the app to mount the
 * toaster (app/providers.tsx) and waits until it is listening.
 */
import { TOAST_DURATION_MS, type ToastText } from '@zari/contract';

const describe = (text: ToastText, description?: string) => description || text.description || undefined;
const loadToast = () => import('sonner').then((module) => module.toast);

let toasterWanted = false;
const listeners = new Set<() => void>();
let markToasterListening = () => {};
const toasterListening = new Promise<void>((resolve) => {
  markToasterListening = resolve;
});

/** For the app's providers: whether a toast has been asked for, so the toaster should be mounted. */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  wanted: () => toasterWanted,
  /** The mounted toaster is subscribed to the library: toasts from now on are shown. */
  listening: () => markToasterListening(),
};

/**
 * A phone or tablet: no pointer hovers. Sonner holds a toast while the pointer rests on it, and after a tap the
 * browser leaves the pointer where the finger was, so there a toast could stay until the next tap elsewhere.
 */
export const touchOnly = () => window.matchMedia?.('(hover: none)').matches ?? false;

/** When each toast on screen was shown, so that a new page can dismiss those from an earlier one. */
const shownAt = new Map<string | number, number>();

/**
 * A toast shown this long before a navigation belongs to the page left: the new page dismisses it, so it
 * does not sit over the new page's heading (issue 36). One shown just before (Login required, Order placed:
 * the toast that explains the navigation) stays.
 */
export const TOAST_NAVIGATION_GRACE_MS = 1000;

/** Dismisses the toasts shown more than `graceMs` ago; called when the page changes. */
export function dismissEarlierToasts(graceMs = TOAST_NAVIGATION_GRACE_MS) {
  if (shownAt.size === 0) return;
  const now = Date.now();
  void loadToast().then((toast) => {
    for (const [id, at] of shownAt) {
      if (now - at <= graceMs) continue;
      toast.dismiss(id);
      shownAt.delete(id);
    }
  });
}

async function show(present: (toast: Awaited<ReturnType<typeof loadToast>>) => string | number) {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  const [toast] = await Promise.all([loadToast(), toasterListening]);
  const id = present(toast);
  // Forgotten at the next page, whether it is still there then or not.
  shownAt.set(id, Date.now());
  // Sonner also pauses while the page is hidden; on a phone a toast leaves on time whatever happened meanwhile.
  if (touchOnly()) setTimeout(() => toast.dismiss(id), TOAST_DURATION_MS);
}

export function notifySuccess(text: ToastText, description?: string) {
  void show((toast) => toast.success(text.title, { description: describe(text, description) }));
}

export function notifyError(text: ToastText, description?: string) {
  void show((toast) => toast.error(text.title, { description: describe(text, description) }));
}

export function notifyInfo(text: ToastText, description?: string) {
  void show((toast) => toast(text.title, { description: describe(text, description) }));
}
