/**
 * The toasts' host for an app's providers. Toasts are never on the first paint: the toaster loads with the
 * first toast (./notify) and tells it once it is listening.
 */
import { TOAST_DURATION_MS } from '@zari/contract';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { toasterStore, touchOnly } from './notify';
import { useUiText } from './ui-text';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Rendered after the toaster: by its effect, the toaster's own subscription is in place. */
function ToasterListening() {
  useEffect(() => toasterStore.listening(), []);
  return null;
}

/**
 * Toasts appear just under the storefront's header bar (56 px), so they never cover its menu, search, profile,
 * wishlist and bag buttons, and on a phone never the product page's ADD TO BAG bar at the bottom.
 */
export const TOAST_TOP_PX = 64;

/**
 * On a phone a toast is something to read, not to touch, as the phone's own toasts are: a tap on it reaches
 * the page beneath (a wishlist card's Remove sits under it), and with nothing to hover it never pauses. It
 * leaves on its own, so it shows no close button there.
 */
function AppToaster({ placement }: { placement: ToastPlacement }) {
  const [onPhone] = useState(touchOnly);
  const text = useUiText();
  const corner = placement === 'corner';
  return (
    <Toaster
      position={corner ? 'bottom-right' : 'top-center'}
      offset={corner ? undefined : { top: TOAST_TOP_PX }}
      mobileOffset={corner ? undefined : { top: TOAST_TOP_PX, left: 12, right: 12 }}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton={!onPhone}
      containerAriaLabel={text.notifications}
      toastOptions={{
        closeButtonAriaLabel: text.closeToast,
        ...(onPhone && { className: 'pointer-events-none' }),
      }}
    />
  );
}

/**
 * `under-header`: the storefront's, under its header bar. `corner`: the back office's, at the bottom right,
 * where no page heading or form sits (it has no header bar; a toast at the top covered the screen's title).
 */
export type ToastPlacement = 'under-header' | 'corner';

/** Mounts the toaster once a toast has been asked for, and nothing before. */
export function Toasts({ placement = 'under-header' }: { placement?: ToastPlacement }) {
  const toasterWanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, () => false);
  if (!toasterWanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster placement={placement} />
      <ToasterListening />
    </Suspense>
  );
}
