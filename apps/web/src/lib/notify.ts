/**
 * Toasts of SPEC §8. Titles and descriptions come from the contract's TOASTS; a server message may replace the
 * description. The toast library loads on first use, so it stays out of the first screen's bundle.
 */
import type { ToastText } from '@zari/contract';

const describe = (text: ToastText, description?: string) => description || text.description || undefined;
const loadToast = () => import('sonner').then((module) => module.toast);

export function notifySuccess(text: ToastText, description?: string) {
  void loadToast().then((toast) => toast.success(text.title, { description: describe(text, description) }));
}

export function notifyError(text: ToastText, description?: string) {
  void loadToast().then((toast) => toast.error(text.title, { description: describe(text, description) }));
}

export function notifyInfo(text: ToastText, description?: string) {
  void loadToast().then((toast) => toast(text.title, { description: describe(text, description) }));
}
