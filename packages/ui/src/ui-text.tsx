/**
 * The words the design system's own controls say (a dialog's or sheet's close button, a page header's back
 * button, the toasts' region and close button), in the app's language. The back office stays English (the
 * contract's ACCESSIBLE_NAMES, the default); the storefront gives a page in another language its names.
 */
import { ACCESSIBLE_NAMES } from '@zari/contract';
import { createContext, useContext } from 'react';

export interface UiText {
  close: string;
  goBack: string;
  closeToast: string;
  notifications: string;
}

const ENGLISH: UiText = {
  close: ACCESSIBLE_NAMES.close,
  goBack: ACCESSIBLE_NAMES.goBack,
  closeToast: ACCESSIBLE_NAMES.closeToast,
  notifications: ACCESSIBLE_NAMES.notifications,
};

export const UiTextContext = createContext<UiText>(ENGLISH);

export function useUiText(): UiText {
  return useContext(UiTextContext);
}
