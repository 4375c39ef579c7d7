/** Toasts of SPEC §8. Titles and descriptions come from the contract's TOASTS; a server message may replace the description. */
import type { ToastText } from '@zari/contract';
import { toast } from 'sonner';

const describe = (text: ToastText, description?: string) => description || text.description || undefined;

export function notifySuccess(text: ToastText, description?: string) {
  toast.success(text.title, { description: describe(text, description) });
}

export function notifyError(text: ToastText, description?: string) {
  toast.error(text.title, { description: describe(text, description) });
}

export function notifyInfo(text: ToastText, description?: string) {
  toast(text.title, { description: describe(text, description) });
}
