import { assetUrl } from '@zari/api-client';
import {
  formatRupees,
  type Order,
  PROFILE_TEXT,
  RETURN_FLOW_TEXT,
  RETURN_MESSAGES,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  type ReturnReason,
  TOASTS,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { ChoiceCards } from '@zari/ui/choice-cards';
import { Field, TextField } from '@zari/ui/field';
import { Input } from '@zari/ui/input';
import { notifyError, notifySuccess } from '@zari/ui/notify';
import { PendingButton } from '@zari/ui/pending-button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@zari/ui/sheet';
import { useState } from 'react';
import { useServerMessage, useText } from '@/lib/i18n';
import { uploadReturnPhoto, useCreateReturn, useOrderReturns } from '../api/order-returns';
import {
  bodyOf,
  chosenLines,
  firstDraft,
  type LineChoice,
  type ReturnDraft,
  refundTotal,
  stepProblem,
} from '../utils/return-draft';
import { ReturnTimeline } from './return-timeline';

const STEPS = 4;
const select =
  'h-10 w-full rounded-md border border-line bg-surface px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/**
 * "Return items" of a delivered order (issue 33) and its returns' timelines: on the order's card and, through
 * the feature's index, the order's own page. Phone first: a bottom sheet of four steps — which pieces and why
 * (with up to 3 photos), the pick-up address, where the refund goes, confirm. Lines that cannot be returned
 * say why (the contract's policy text). Renders nothing for an order that is not delivered.
 */
export function ReturnItems({ order }: { order: Order }) {
  const tx = useText({ RETURN_FLOW_TEXT });
  const delivered = order.isDelivered && !order.isCancelled;
  const returns = useOrderReturns(order._id, delivered);
  const [open, setOpen] = useState(false);
  if (!delivered || !returns.data) return null;
  const { data } = returns;
  const canReturn = data.lines.some((line) => line.returnableQuantity > 0);
  return (
    <div className="w-full space-y-2">
      {data.returns.map((ret) => (
        <ReturnTimeline key={ret._id} ret={ret} />
      ))}
      {canReturn ? (
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetTrigger asChild>
            <Button variant="outline" size="sm">
              {tx.RETURN_FLOW_TEXT.returnItems}
            </Button>
          </SheetTrigger>
          <SheetContent side="bottom" className="mx-auto w-full max-w-lg overflow-y-auto p-4">
            {open ? <ReturnFlow order={order} data={data} onDone={() => setOpen(false)} /> : null}
          </SheetContent>
        </Sheet>
      ) : null}
    </div>
  );
}

type ReturnsData = NonNullable<ReturnType<typeof useOrderReturns>['data']>;

function ReturnFlow({ order, data, onDone }: { order: Order; data: ReturnsData; onDone: () => void }) {
  const tx = useText({ PROFILE_TEXT, RETURN_FLOW_TEXT, RETURN_MESSAGES, TOASTS });
  const serverMessageOf = useServerMessage();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<ReturnDraft>(() =>
    firstDraft(order.shippingAddress, order.paymentMethod),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const create = useCreateReturn(order._id);
  const rules = new Map(data.lines.map((line) => [line.lineId, line]));
  const pieceRefunds = Object.fromEntries(data.lines.map((line) => [line.lineId, line.pieceRefunds]));

  const setLine = (lineId: string, change: Partial<LineChoice>) =>
    setDraft((current) => ({
      ...current,
      lines: {
        ...current.lines,
        [lineId]: {
          ...(current.lines[lineId] ?? { chosen: false, quantity: 1, reason: 'too_small', note: '' }),
          ...change,
        },
      },
    }));
  const setAddress = (field: keyof ReturnDraft['address'], value: string) =>
    setDraft((current) => ({ ...current, address: { ...current.address, [field]: value } }));
  const setRefund = (field: keyof ReturnDraft['refund'], value: string) =>
    setDraft((current) => ({ ...current, refund: { ...current.refund, [field]: value } }));

  const next = () => {
    const found = stepProblem(step, draft, data.paymentMethod, tx);
    setProblem(found);
    if (!found) setStep(step + 1);
  };
  const submit = () =>
    create.mutateAsync(bodyOf(draft)).then(
      () => {
        notifySuccess(tx.TOASTS.returnRequested);
        onDone();
      },
      (error: unknown) =>
        setProblem(
          serverMessageOf(error) ??
            (error as { serverMessage?: string }).serverMessage ??
            tx.RETURN_FLOW_TEXT.submitFailed,
        ),
    );
  const addPhoto = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const path = await uploadReturnPhoto(order._id, file);
      setDraft((current) => ({ ...current, photos: [...current.photos, path].slice(0, RETURN_PHOTOS_MAX) }));
    } catch {
      notifyError(tx.TOASTS.returnPhotoFailed);
    } finally {
      setUploading(false);
    }
  };

  const pieces = chosenLines(draft).reduce((total, [, line]) => total + line.quantity, 0);
  const cod = data.paymentMethod === 'cod';

  return (
    <div className="space-y-4 pb-2">
      <div>
        <SheetTitle>{tx.RETURN_FLOW_TEXT.title}</SheetTitle>
        <p className="text-xs text-muted">
          {tx.RETURN_FLOW_TEXT.stepOf(step + 1, STEPS)}
          {data.returnBy ? ` · ${tx.RETURN_FLOW_TEXT.returnBy(data.returnBy)}` : ''}
        </p>
      </div>

      {step === 0 ? (
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold">{tx.RETURN_FLOW_TEXT.chooseItems}</legend>
          {order.products.map((line) => {
            const rule = rules.get(line._id);
            const choice = draft.lines[line._id];
            if (!rule || rule.returnableQuantity === 0) {
              return (
                <div
                  key={line._id}
                  data-testid="return-line-refused"
                  className="rounded-md border border-line p-3 text-sm"
                >
                  <p className="font-medium">{line.product.title}</p>
                  <p className="text-xs text-muted">
                    {tx.RETURN_FLOW_TEXT.notReturnable}
                    {rule?.refusal ? `: ${rule.refusal}` : ''}
                  </p>
                </div>
              );
            }
            return (
              <div key={line._id} className="space-y-2 rounded-md border border-line p-3 text-sm">
                <label className="flex items-center gap-2 font-medium">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={choice?.chosen ?? false}
                    onChange={(event) => setLine(line._id, { chosen: event.target.checked })}
                  />
                  {line.product.title} · {line.size}
                </label>
                {choice?.chosen ? (
                  <div className="grid grid-cols-2 gap-2">
                    <Field label={tx.RETURN_FLOW_TEXT.quantity}>
                      {(props) => (
                        <select
                          {...props}
                          className={select}
                          value={choice.quantity}
                          onChange={(event) => setLine(line._id, { quantity: Number(event.target.value) })}
                        >
                          {Array.from({ length: rule.returnableQuantity }, (_, index) => index + 1).map(
                            (count) => (
                              <option key={count} value={count}>
                                {count}
                              </option>
                            ),
                          )}
                        </select>
                      )}
                    </Field>
                    <Field label={tx.RETURN_FLOW_TEXT.reason}>
                      {(props) => (
                        <select
                          {...props}
                          className={select}
                          value={choice.reason}
                          onChange={(event) =>
                            setLine(line._id, { reason: event.target.value as ReturnReason })
                          }
                        >
                          {RETURN_REASONS.map((reason) => (
                            <option key={reason} value={reason}>
                              {tx.RETURN_FLOW_TEXT.reasons[reason]}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                    <TextField
                      className="col-span-2"
                      label={tx.RETURN_FLOW_TEXT.note}
                      value={choice.note}
                      maxLength={500}
                      onChange={(event) => setLine(line._id, { note: event.target.value })}
                    />
                  </div>
                ) : null}
              </div>
            );
          })}
          <Field label={tx.RETURN_FLOW_TEXT.photos}>
            {(props) => (
              <Input
                {...props}
                type="file"
                accept="image/*"
                disabled={uploading || draft.photos.length >= RETURN_PHOTOS_MAX}
                onChange={(event) => {
                  void addPhoto(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            )}
          </Field>
          {draft.photos.length > 0 ? (
            <ul className="flex gap-2">
              {draft.photos.map((path) => (
                <li key={path} className="relative">
                  <img src={assetUrl(path)} alt="" className="size-16 rounded-md object-cover" />
                  <button
                    type="button"
                    aria-label={tx.RETURN_FLOW_TEXT.removePhoto}
                    className="absolute -top-1 -right-1 rounded-full bg-ink px-1.5 text-xs text-white"
                    onClick={() =>
                      setDraft((current) => ({
                        ...current,
                        photos: current.photos.filter((photo) => photo !== path),
                      }))
                    }
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-xs text-muted">{tx.RETURN_FLOW_TEXT.noExchange}</p>
        </fieldset>
      ) : null}

      {step === 1 ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold">{tx.RETURN_FLOW_TEXT.pickupAddress}</legend>
          {(['fullName', 'phone', 'address', 'city', 'state', 'postalCode'] as const).map((field) => (
            <TextField
              key={field}
              label={tx.PROFILE_TEXT[field]}
              value={draft.address[field]}
              onChange={(event) => setAddress(field, event.target.value)}
            />
          ))}
        </fieldset>
      ) : null}

      {step === 2 ? (
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold">{tx.RETURN_FLOW_TEXT.refundMethod}</legend>
          {cod ? (
            <>
              <ChoiceCards
                name="refund-method"
                look="tiles"
                value={draft.refund.method}
                onChange={(method) => setRefund('method', method)}
                choices={[
                  { value: 'upi', label: tx.RETURN_FLOW_TEXT.refundToUpi },
                  { value: 'bank', label: tx.RETURN_FLOW_TEXT.refundToBank },
                ]}
              />
              {draft.refund.method === 'upi' ? (
                <TextField
                  label={tx.RETURN_FLOW_TEXT.upiId}
                  value={draft.refund.upiId}
                  autoComplete="off"
                  onChange={(event) => setRefund('upiId', event.target.value)}
                />
              ) : (
                <>
                  <TextField
                    label={tx.RETURN_FLOW_TEXT.accountNumber}
                    inputMode="numeric"
                    autoComplete="off"
                    value={draft.refund.accountNumber}
                    onChange={(event) => setRefund('accountNumber', event.target.value)}
                  />
                  <TextField
                    label={tx.RETURN_FLOW_TEXT.ifsc}
                    autoComplete="off"
                    value={draft.refund.ifsc}
                    onChange={(event) => setRefund('ifsc', event.target.value)}
                  />
                  <TextField
                    label={tx.RETURN_FLOW_TEXT.accountName}
                    value={draft.refund.accountName}
                    onChange={(event) => setRefund('accountName', event.target.value)}
                  />
                </>
              )}
            </>
          ) : (
            <p className="text-sm">{tx.RETURN_FLOW_TEXT.refundToSource}</p>
          )}
        </fieldset>
      ) : null}

      {step === 3 ? (
        <div className="space-y-1 text-sm" data-testid="return-summary">
          <p className="font-semibold">{tx.RETURN_FLOW_TEXT.summary(pieces)}</p>
          <p>
            {tx.RETURN_FLOW_TEXT.refundAmount}:{' '}
            <span className="font-bold">{formatRupees(refundTotal(draft, pieceRefunds))}</span>
          </p>
          <p className="text-xs text-muted">
            {tx.RETURN_FLOW_TEXT.pickupAddress}: {draft.address.address}, {draft.address.city}{' '}
            {draft.address.postalCode}
          </p>
        </div>
      ) : null}

      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}

      <div className="flex justify-between gap-2">
        {step > 0 ? (
          <Button variant="outline" onClick={() => setStep(step - 1)} disabled={create.isPending}>
            {tx.RETURN_FLOW_TEXT.back}
          </Button>
        ) : (
          <span />
        )}
        {step < STEPS - 1 ? (
          <Button onClick={next}>{tx.RETURN_FLOW_TEXT.next}</Button>
        ) : (
          <PendingButton pending={create.isPending} onClick={() => void submit()}>
            {tx.RETURN_FLOW_TEXT.confirm}
          </PendingButton>
        )}
      </div>
    </div>
  );
}
