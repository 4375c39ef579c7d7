import { useQueryClient } from '@tanstack/react-query';
import { API_ORIGIN, ApiError } from '@zari/api-client';
import { ACCOUNT_QUERY_ROOT, authActions } from '@zari/auth';
import {
  DATA_EXPORT_TTL_HOURS,
  DATA_RIGHTS_MESSAGES,
  OTP_LENGTH,
  STORAGE_KEYS,
  TOASTS,
  YOUR_DATA_TEXT,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { Input } from '@zari/ui/input';
import { notifyError, notifySuccess } from '@zari/ui/notify';
import { PendingButton } from '@zari/ui/pending-button';
import { writeStored } from '@zari/ui/storage';
import { Download, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useServerMessage, useText } from '@/lib/i18n';
import {
  erasureStatusQueryOptions,
  useDataExport,
  useDeleteAccount,
  useErasureStatus,
  useRequestDataExport,
  useSendEraseCode,
} from '../api/data-rights';

/**
 * The failure toast, with the server's own message (e.g. a wrong code) when it sent one; without it (the
 * network failed) the toast's own words, in the page's language, say it all.
 */
function useNotifyFailure() {
  const tx = useText({ TOASTS });
  const serverMessageOf = useServerMessage();
  return (error: unknown) => notifyError(tx.TOASTS.dataRightsFailed, serverMessageOf(error));
}

/**
 * Settings' "Your data" (issue 34): download a copy (prepared in the background, then a link that works once)
 * and delete the account (what is erased, what GST law makes us keep and why; confirmed with a code; then
 * signed out).
 */
export function YourData({ userId }: { userId: string }) {
  const tx = useText({ YOUR_DATA_TEXT });
  return (
    <section
      aria-labelledby="your-data-title"
      className="mt-6 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="your-data-title" className="font-semibold">
        {tx.YOUR_DATA_TEXT.title}
      </h2>
      <p className="mb-3 text-sm text-muted">{tx.YOUR_DATA_TEXT.detail}</p>
      <DownloadMyData userId={userId} />
      <DeleteMyAccount userId={userId} />
    </section>
  );
}

function DownloadMyData({ userId }: { userId: string }) {
  const tx = useText({ YOUR_DATA_TEXT });
  const notifyFailure = useNotifyFailure();
  const request = useRequestDataExport(userId);
  const [exportId, setExportId] = useState<string>();
  const [downloaded, setDownloaded] = useState(false);
  const status = useDataExport(userId, exportId);
  const state = status.data?.status ?? request.data?.status;
  const ask = () => {
    setDownloaded(false);
    request.mutate(undefined, {
      onSuccess: (data) => setExportId(data._id),
      onError: notifyFailure,
    });
  };
  return (
    <div className="border-t border-line pt-3">
      <p className="text-sm text-muted">{tx.YOUR_DATA_TEXT.downloadDetail}</p>
      <div className="mt-2 flex flex-wrap items-center gap-3" aria-live="polite">
        {state === 'ready' && status.data?.downloadUrl && !downloaded ? (
          <>
            <p className="text-sm">{tx.YOUR_DATA_TEXT.ready(DATA_EXPORT_TTL_HOURS)}</p>
            <a
              href={`${API_ORIGIN}${status.data.downloadUrl}`}
              download
              onClick={() => setDownloaded(true)}
              className="inline-flex h-9 items-center gap-2 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white"
            >
              <Download aria-hidden="true" className="size-4" />
              {tx.YOUR_DATA_TEXT.downloadFile}
            </a>
          </>
        ) : state === 'queued' || state === 'running' ? (
          <p role="status" className="text-sm">
            {tx.YOUR_DATA_TEXT.preparing}
          </p>
        ) : (
          <>
            {downloaded ? <p className="text-sm text-muted">{tx.YOUR_DATA_TEXT.downloaded}</p> : null}
            {state === 'failed' ? <p className="text-sm text-danger">{tx.YOUR_DATA_TEXT.failed}</p> : null}
            <PendingButton variant="outline" size="sm" pending={request.isPending} onClick={ask}>
              <Download aria-hidden="true" className="size-4" />
              {tx.YOUR_DATA_TEXT.download}
            </PendingButton>
          </>
        )}
      </div>
    </div>
  );
}

function DeleteMyAccount({ userId }: { userId: string }) {
  const tx = useText({ YOUR_DATA_TEXT, TOASTS, DATA_RIGHTS_MESSAGES });
  const notifyFailure = useNotifyFailure();
  const id = useId();
  const sendCode = useSendEraseCode(userId);
  const erase = useDeleteAccount(userId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const erasure = useErasureStatus(userId);
  // Held (an order on its way, a return or a refund open): the reason instead of the button. Unknown (still
  // loading, or the check failed) keeps the button; the server refuses anyway, and then the reason shows.
  const held = erasure.data && !erasure.data.canErase ? erasure.data.held : undefined;
  const onFailure = (error: unknown) => {
    notifyFailure(error);
    if (error instanceof ApiError && error.status === 409) {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: erasureStatusQueryOptions(userId).queryKey });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH || erase.isPending) return;
    erase.mutate(code, {
      onSuccess: async () => {
        // The account is gone: on the way home (flushSync: this screen sees it is leaving before the sign-out
        // reaches it, else it sends the visitor to login), signed out here too, forgetting what this browser kept.
        const home = navigate(paths.home.getHref(), { flushSync: true });
        authActions.signOutLocally();
        writeStored(STORAGE_KEYS.wishlist, null);
        writeStored(STORAGE_KEYS.cart, null);
        writeStored(STORAGE_KEYS.shippingAddress, null);
        queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_ROOT });
        notifySuccess(tx.TOASTS.accountDeleted);
        await home;
      },
      onError: onFailure,
    });
  };
  return (
    <div className="mt-4 border-t border-line pt-3">
      <h3 className="text-sm font-semibold text-danger">{tx.YOUR_DATA_TEXT.deleteTitle}</h3>
      <ul className="mt-1 space-y-1 text-sm text-ink/85">
        <li>{tx.YOUR_DATA_TEXT.deleteErased}</li>
        <li>{tx.YOUR_DATA_TEXT.deleteKept}</li>
        <li className="font-medium">{tx.YOUR_DATA_TEXT.deleteIrreversible}</li>
      </ul>
      {open ? (
        <form onSubmit={onSubmit} className="mt-3 space-y-2">
          <label htmlFor={`${id}-code`} className="block text-sm font-medium">
            {tx.YOUR_DATA_TEXT.codeLabel}
          </label>
          <Input
            id={`${id}-code`}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <PendingButton
            type="submit"
            variant="outline"
            size="sm"
            className="text-danger"
            pending={erase.isPending}
            disabled={code.length !== OTP_LENGTH}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {tx.YOUR_DATA_TEXT.confirmDelete}
          </PendingButton>
        </form>
      ) : held ? (
        <div role="status" className="mt-3 rounded-lg border border-line bg-surface p-3 text-sm">
          <p className="font-medium">
            {tx.DATA_RIGHTS_MESSAGES.eraseOpenItems(held.orders, held.returns, held.refunds)}
          </p>
          <p className="mt-1 text-muted">{tx.YOUR_DATA_TEXT.deleteHeld}</p>
        </div>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="mt-3 text-danger"
          disabled={sendCode.isPending}
          onClick={() =>
            sendCode.mutate(undefined, {
              onSuccess: () => {
                setOpen(true);
                notifySuccess(tx.TOASTS.eraseCodeSent);
              },
              onError: onFailure,
            })
          }
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {tx.YOUR_DATA_TEXT.sendCode}
        </Button>
      )}
    </div>
  );
}
