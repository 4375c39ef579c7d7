/** Back-office toasts: one line, the contract's words (or the server's, which are the contract's too). */
import { notifyError, notifySuccess } from '@zari/ui/notify';

export const toastDone = (title: string) => notifySuccess({ title, description: '' });
export const toastFailed = (title: string) => notifyError({ title, description: '' });
