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

async function show(present: (toast: Awaited<ReturnType<typeof loadToast>>) => string | number) {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  const [toast] = await Promise.all([loadToast(), toasterListening]);
  const id = present(toast);
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
