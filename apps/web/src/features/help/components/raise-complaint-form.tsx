import { assetUrl } from '@zari/api-client';
import {
  formatOrderDate,
  formatPhoneForDisplay,
  isValidIndianMobile,
  normalizeIndianPhone,
  orderIdDisplay,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_DESCRIPTION_MIN_LENGTH,
  TICKET_PHOTOS_MAX,
  TICKET_TEXT,
  TICKET_TOASTS,
  type Ticket,
  type TicketCategory,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { Field, TextField } from '@zari/ui/field';
import { Input } from '@zari/ui/input';
import { notifyError } from '@zari/ui/notify';
import { PendingButton } from '@zari/ui/pending-button';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { useUserOrders } from '@/features/orders';
import { useLocale, useServerMessage, useText } from '@/lib/i18n';
import { sendTicketOtp, uploadTicketPhoto, useCreateTicket, verifyTicketOtp } from '../api/tickets';

/** The signed-out path: a phone verified by OTP earns a short-lived proof (kept in memory only). */
function VerifyPhone({ onVerified }: { onVerified: (proof: { phone: string; phoneProof: string }) => void }) {
  const tx = useText({ TICKET_TEXT });
  const serverMessageOf = useServerMessage();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeIndianPhone(phone);
    if (!normalized) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await sendTicketOtp(normalized);
      setSent(true);
    } catch (error) {
      setProblem(serverMessageOf(error) || tx.TICKET_TEXT.otpFailed);
    } finally {
      setBusy(false);
    }
  };
  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeIndianPhone(phone);
    if (!normalized) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const proof = await verifyTicketOtp(normalized, code);
      onVerified({ phone: proof.phone, phoneProof: proof.phoneProof });
    } catch (error) {
      setProblem(serverMessageOf(error) || tx.TICKET_TEXT.otpFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3 rounded-card border border-line p-4">
      <p className="text-sm text-muted">{tx.TICKET_TEXT.phoneIntro}</p>
      {sent ? (
        <form onSubmit={verify} className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label={tx.TICKET_TEXT.codeLabel}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
          <PendingButton type="submit" variant="brand" pending={busy} disabled={code.length !== 6}>
            {tx.TICKET_TEXT.verify}
          </PendingButton>
        </form>
      ) : (
        <form onSubmit={send} className="flex items-end gap-2">
          <TextField
            className="flex-1"
            label={tx.TICKET_TEXT.phoneLabel}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
          <PendingButton
            type="submit"
            variant="outline"
            pending={busy}
            disabled={!isValidIndianMobile(phone)}
          >
            {tx.TICKET_TEXT.sendCode}
          </PendingButton>
        </form>
      )}
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

function Raised({ ticket }: { ticket: Ticket }) {
  const tx = useText({ TICKET_TEXT });
  return (
    <div role="status" className="space-y-3 rounded-card border border-success/40 bg-success/5 p-5">
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
        {tx.TICKET_TEXT.raisedTitle}
      </p>
      <p className="text-sm">{tx.TICKET_TEXT.raisedBody(ticket.number)}</p>
      <Button asChild variant="brand">
        <Link to={paths.helpTicket.getHref(ticket._id, ticket.accessKey)}>{tx.TICKET_TEXT.viewTicket}</Link>
      </Button>
    </div>
  );
}

/**
 * Raise a complaint (issue 34): what it is about, the order (the signed-in shopper's own), what went wrong,
 * up to 3 photos. Signed out, the phone is verified by OTP first. The ticket's number shows once raised.
 */
export function RaiseComplaintForm() {
  const tx = useText({ TICKET_TEXT, TICKET_TOASTS, TICKET_CATEGORY_LABELS });
  const locale = useLocale();
  const serverMessageOf = useServerMessage();
  const { user, ready } = useAuth();
  const orders = useUserOrders(user?._id);
  const create = useCreateTicket();
  const [proof, setProof] = useState<{ phone: string; phoneProof: string }>();
  const [category, setCategory] = useState<TicketCategory | ''>('');
  const [orderId, setOrderId] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  // One key per complaint: a retry after a lost answer gets the first ticket, never a second (signed in).
  const attemptKey = useRef<string | null>(null);

  if (create.data) return <Raised ticket={create.data} />;
  // Until browser storage is read (server render, hydration) nobody is known to be signed in or out.
  if (!ready) return null;
  const mayWrite = Boolean(user) || Boolean(proof);

  const addPhoto = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const path = await uploadTicketPhoto(file, user ? undefined : proof?.phoneProof);
      setPhotos((current) => [...current, path].slice(0, TICKET_PHOTOS_MAX));
    } catch (error) {
      notifyError(tx.TICKET_TOASTS.photoFailed, serverMessageOf(error) || '');
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!category) return;
    setProblem(undefined);
    attemptKey.current ??= crypto.randomUUID();
    create.mutate(
      {
        idempotencyKey: attemptKey.current,
        category,
        description,
        ...(orderId ? { orderId } : {}),
        ...(photos.length > 0 ? { photos } : {}),
        ...(!user && proof ? { phoneProof: proof.phoneProof } : {}),
      },
      { onError: (error) => setProblem(serverMessageOf(error) || tx.TICKET_TEXT.submitFailed) },
    );
  };

  return (
    <div className="space-y-4">
      {user ? null : proof ? (
        <p className="text-sm text-success">
          {tx.TICKET_TEXT.phoneVerified(formatPhoneForDisplay(proof.phone))}
        </p>
      ) : (
        <VerifyPhone onVerified={setProof} />
      )}
      <form onSubmit={submit} className="space-y-4" aria-label={tx.TICKET_TEXT.raiseTitle}>
        <fieldset disabled={!mayWrite} className="space-y-4 disabled:opacity-60">
          <Field label={tx.TICKET_TEXT.categoryLabel} required>
            {(props) => (
              <select
                {...props}
                name="category"
                required
                value={category}
                onChange={(event) => setCategory(event.target.value as TicketCategory)}
                className="h-11 w-full rounded-md border border-line bg-surface px-3 text-sm"
              >
                <option value="">{tx.TICKET_TEXT.categoryPlaceholder}</option>
                {TICKET_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {tx.TICKET_CATEGORY_LABELS[value]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {user && orders.data && orders.data.length > 0 ? (
            <Field label={tx.TICKET_TEXT.orderLabel}>
              {(props) => (
                <select
                  {...props}
                  name="order"
                  value={orderId}
                  onChange={(event) => setOrderId(event.target.value)}
                  className="h-11 w-full rounded-md border border-line bg-surface px-3 text-sm"
                >
                  <option value="">{tx.TICKET_TEXT.orderNone}</option>
                  {orders.data.map((order) => (
                    <option key={order._id} value={order._id}>
                      {tx.TICKET_TEXT.orderOption(
                        orderIdDisplay(order._id),
                        formatOrderDate(order.createdAt, locale),
                      )}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          <Field label={tx.TICKET_TEXT.descriptionLabel} hint={tx.TICKET_TEXT.descriptionHint} required>
            {(props) => (
              <textarea
                {...props}
                name="description"
                required
                rows={5}
                minLength={TICKET_DESCRIPTION_MIN_LENGTH}
                maxLength={TICKET_DESCRIPTION_MAX_LENGTH}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                className="w-full rounded-md border border-line bg-surface p-3 text-sm"
              />
            )}
          </Field>
          <Field label={tx.TICKET_TEXT.photosLabel}>
            {(props) => (
              <Input
                {...props}
                type="file"
                accept="image/*"
                disabled={uploading || photos.length >= TICKET_PHOTOS_MAX}
                onChange={(event) => {
                  void addPhoto(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            )}
          </Field>
          {uploading ? <p className="text-xs text-muted">{tx.TICKET_TEXT.uploadingPhoto}</p> : null}
          {photos.length > 0 ? (
            <ul className="flex gap-2">
              {photos.map((path) => (
                <li key={path} className="relative">
                  <img src={assetUrl(path)} alt="" className="size-16 rounded-md object-cover" />
                  <button
                    type="button"
                    aria-label={tx.TICKET_TEXT.removePhoto}
                    className="absolute -top-1 -right-1 rounded-full bg-ink px-1.5 text-xs text-white"
                    onClick={() => setPhotos((current) => current.filter((photo) => photo !== path))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {problem ? (
            <p role="alert" className="text-sm text-danger">
              {problem}
            </p>
          ) : null}
          <PendingButton
            type="submit"
            variant="brand"
            size="lg"
            className="w-full"
            pending={create.isPending}
            disabled={!category || description.trim().length < TICKET_DESCRIPTION_MIN_LENGTH || uploading}
          >
            {tx.TICKET_TEXT.submit}
          </PendingButton>
        </fieldset>
      </form>
    </div>
  );
}
