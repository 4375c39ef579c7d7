import { assetUrl } from '@zari/api-client';
import {
  type AdminReturn,
  type AdminReturnPatch,
  formatOrderDate,
  formatRupees,
  orderIdDisplay,
  RETURN_ADMIN_TEXT,
  RETURN_FLOW_TEXT,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { PendingButton } from '@zari/ui/pending-button';
import { useState } from 'react';
import { BackLink, Card, LoadFailed, Loading, PageHeader, TextField } from '@/components/page-parts';
import { adminPaths } from '@/config/paths';
import { failureMessage } from '@/lib/admin-api';
import { toastDone, toastFailed } from '@/lib/notify';
import { useReturn, useUpdateReturn } from '../api/returns';

/** /admin/returns/:id (issue 33): the return with its photos, and the steps the state machine allows now. */
export function ReturnDetailScreen({ id }: { id: string }) {
  const ret = useReturn(id);
  if (ret.isPending) return <Loading />;
  if (ret.isError) return <LoadFailed message={ret.error.message} onRetry={() => void ret.refetch()} />;
  return <ReturnDetail ret={ret.data} />;
}

function ReturnDetail({ ret }: { ret: AdminReturn }) {
  const update = useUpdateReturn(ret._id);
  const [pickupDate, setPickupDate] = useState('');
  const [notes, setNotes] = useState('');
  const [rejectReason, setRejectReason] = useState('');
  const [transferReference, setTransferReference] = useState('');
  const [checks, setChecks] = useState<Record<string, { passed: boolean; reason: string }>>({});
  const act = (body: AdminReturnPatch) =>
    update.mutateAsync(body).then(
      (answer) => toastDone(answer.message ?? RETURN_ADMIN_TEXT.qcSaved),
      (error: unknown) => toastFailed(failureMessage(error, RETURN_ADMIN_TEXT.actionRefused)),
    );
  const allowed = new Set(ret.allowedActions);
  const unchecked = ret.lines.filter((line) => line.qcPassed === null);

  return (
    <>
      <BackLink to={adminPaths.returns.getHref()}>{RETURN_ADMIN_TEXT.title}</BackLink>
      <PageHeader
        title={`${RETURN_ADMIN_TEXT.order} #${orderIdDisplay(ret.orderId)} · ${RETURN_ADMIN_TEXT.states[ret.state]}`}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={RETURN_ADMIN_TEXT.items}>
          <ul className="space-y-2 text-sm">
            {ret.lines.map((line) => (
              <li key={line.lineId} className="border-b border-line pb-2">
                <p className="font-medium">
                  {line.title} · {line.size} × {line.quantity} · {formatRupees(line.refundAmount)}
                </p>
                <p className="text-xs text-muted">
                  {RETURN_FLOW_TEXT.reasons[line.reason]}
                  {line.note ? ` — ${line.note}` : ''}
                </p>
                {line.qcPassed !== null ? (
                  <p className={line.qcPassed ? 'text-xs text-success' : 'text-xs text-danger'}>
                    {RETURN_ADMIN_TEXT.qc}:{' '}
                    {line.qcPassed
                      ? RETURN_ADMIN_TEXT.qcPassed
                      : `${RETURN_ADMIN_TEXT.qcFailed} — ${line.qcReason}`}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {ret.photos.length > 0 ? (
            <div className="mt-3">
              <p className="text-sm font-semibold">{RETURN_ADMIN_TEXT.photos}</p>
              <div className="mt-1 flex gap-2">
                {ret.photos.map((path) => (
                  <a key={path} href={assetUrl(path)} target="_blank" rel="noreferrer">
                    <img src={assetUrl(path)} alt="" className="size-24 rounded-md object-cover" />
                  </a>
                ))}
              </div>
            </div>
          ) : null}
        </Card>
        <Card title={RETURN_ADMIN_TEXT.pickup}>
          <p className="text-sm">
            {ret.customerName} · {ret.customerPhone}
            {ret.allowedActions.length > 0
              ? ` · ${RETURN_ADMIN_TEXT.age} ${RETURN_ADMIN_TEXT.waiting(ret.ageHours)}`
              : null}
          </p>
          <p className="text-sm">
            <span className="text-muted">{RETURN_FLOW_TEXT.pickupAddress}: </span>
            {ret.pickupAddress.fullName}, {ret.pickupAddress.address}, {ret.pickupAddress.city},{' '}
            {ret.pickupAddress.state} {ret.pickupAddress.postalCode} · {ret.pickupAddress.phone}
          </p>
          {ret.pickupDate ? <p className="text-sm">{RETURN_FLOW_TEXT.pickupOn(ret.pickupDate)}</p> : null}
          {ret.pickupNotes ? <p className="text-xs text-muted">{ret.pickupNotes}</p> : null}
          <PickupBooking
            ret={ret}
            pending={update.isPending}
            onRetry={() => void act({ action: 'book_pickup' })}
          />
          <p className="mt-2 text-sm">
            {RETURN_ADMIN_TEXT.payout}: {ret.refund.to ?? RETURN_FLOW_TEXT.refundToSource} ·{' '}
            {formatRupees(ret.refund.amount)}
          </p>
          {ret.refund.failure ? <p className="text-sm text-danger">{ret.refund.failure}</p> : null}
          {ret.rejectionReason ? (
            <p className="text-sm text-danger">{RETURN_FLOW_TEXT.rejected(ret.rejectionReason)}</p>
          ) : null}
          <ol className="mt-2 space-y-0.5 text-xs text-muted">
            {ret.timeline.map((step) => (
              <li key={`${step.state}-${step.at}`}>
                {formatOrderDate(step.at)} · {RETURN_ADMIN_TEXT.states[step.state]}
                {step.note ? ` — ${step.note}` : ''}
              </li>
            ))}
          </ol>
        </Card>
      </div>

      <div className="mt-4 space-y-4">
        {allowed.has('approve') ? (
          <Card title={RETURN_ADMIN_TEXT.approve}>
            <div className="grid gap-2 sm:grid-cols-3">
              <TextField
                label={RETURN_ADMIN_TEXT.pickupDate}
                type="date"
                value={pickupDate}
                onChange={(event) => setPickupDate(event.target.value)}
              />
              <TextField
                label={RETURN_ADMIN_TEXT.pickupNotes}
                value={notes}
                onChange={(event) => setNotes(event.target.value)}
              />
              <PendingButton
                className="self-end"
                pending={update.isPending}
                onClick={() => void act({ action: 'approve', pickupDate, ...(notes && { notes }) })}
              >
                {RETURN_ADMIN_TEXT.approve}
              </PendingButton>
            </div>
          </Card>
        ) : null}
        {allowed.has('reject') ? (
          <Card title={RETURN_ADMIN_TEXT.reject}>
            <div className="grid gap-2 sm:grid-cols-3">
              <TextField
                className="sm:col-span-2"
                label={RETURN_ADMIN_TEXT.rejectReason}
                value={rejectReason}
                onChange={(event) => setRejectReason(event.target.value)}
              />
              <Button
                variant="outline"
                className="self-end text-danger"
                disabled={update.isPending}
                onClick={() => void act({ action: 'reject', reason: rejectReason })}
              >
                {RETURN_ADMIN_TEXT.reject}
              </Button>
            </div>
          </Card>
        ) : null}
        {allowed.has('picked_up') ? (
          <PendingButton pending={update.isPending} onClick={() => void act({ action: 'picked_up' })}>
            {RETURN_ADMIN_TEXT.pickedUp}
          </PendingButton>
        ) : null}
        {allowed.has('received') ? (
          <PendingButton pending={update.isPending} onClick={() => void act({ action: 'received' })}>
            {RETURN_ADMIN_TEXT.received}
          </PendingButton>
        ) : null}
        {allowed.has('qc') ? (
          <Card title={RETURN_ADMIN_TEXT.qc}>
            <ul className="space-y-3">
              {unchecked.map((line) => {
                const check = checks[line.lineId] ?? { passed: true, reason: '' };
                const set = (change: Partial<typeof check>) =>
                  setChecks((current) => ({ ...current, [line.lineId]: { ...check, ...change } }));
                return (
                  <li key={line.lineId} className="space-y-1 text-sm">
                    <p className="font-medium">
                      {line.title} × {line.quantity}
                    </p>
                    <div className="flex gap-4">
                      <label className="flex items-center gap-1">
                        <input type="radio" checked={check.passed} onChange={() => set({ passed: true })} />
                        {RETURN_ADMIN_TEXT.qcPassed}
                      </label>
                      <label className="flex items-center gap-1">
                        <input type="radio" checked={!check.passed} onChange={() => set({ passed: false })} />
                        {RETURN_ADMIN_TEXT.qcFailed}
                      </label>
                    </div>
                    {!check.passed ? (
                      <TextField
                        label={RETURN_ADMIN_TEXT.qcReason}
                        value={check.reason}
                        onChange={(event) => set({ reason: event.target.value })}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <PendingButton
              className="mt-3"
              pending={update.isPending}
              onClick={() =>
                void act({
                  action: 'qc',
                  lines: unchecked.map((line) => {
                    const check = checks[line.lineId] ?? { passed: true, reason: '' };
                    return {
                      lineId: line.lineId,
                      passed: check.passed,
                      ...(check.reason && { reason: check.reason }),
                    };
                  }),
                })
              }
            >
              {RETURN_ADMIN_TEXT.saveQc}
            </PendingButton>
          </Card>
        ) : null}
        {allowed.has('refund') ? (
          <Card title={RETURN_ADMIN_TEXT.refund}>
            <div className="grid gap-2 sm:grid-cols-3">
              {ret.refund.method !== 'source' ? (
                <TextField
                  className="sm:col-span-2"
                  label={RETURN_ADMIN_TEXT.transferReference}
                  value={transferReference}
                  onChange={(event) => setTransferReference(event.target.value)}
                />
              ) : null}
              <PendingButton
                className="self-end"
                variant="brand"
                pending={update.isPending}
                onClick={() =>
                  void act({ action: 'refund', ...(transferReference && { transferReference }) })
                }
              >
                {RETURN_ADMIN_TEXT.refundButton}
              </PendingButton>
            </div>
          </Card>
        ) : null}
      </div>
    </>
  );
}

/** The carrier's reverse pick-up (SHIPPING_PROVIDER=shiprocket): its AWB and courier, or why it failed and a retry. */
function PickupBooking({
  ret,
  pending,
  onRetry,
}: {
  ret: AdminReturn;
  pending: boolean;
  onRetry: () => void;
}) {
  const booking = ret.pickupBooking;
  if (!booking) return null;
  if (booking.status === 'booked') {
    return (
      <p className="text-sm">
        {RETURN_ADMIN_TEXT.pickupCarrier}: {booking.courier || booking.provider} ·{' '}
        {RETURN_ADMIN_TEXT.pickupAwb}: {booking.awb}
      </p>
    );
  }
  // Waiting, or an attempt that died: staff may try again (the API refuses while an attempt holds it).
  return (
    <div className="mt-1 space-y-1">
      {booking.status === 'failed' ? (
        <p className="text-sm text-danger">{RETURN_ADMIN_TEXT.pickupFailed(booking.failure ?? '')}</p>
      ) : (
        <p className="text-sm text-muted">{RETURN_ADMIN_TEXT.pickupBooking}</p>
      )}
      {ret.state === 'approved' ? (
        <PendingButton pending={pending} onClick={onRetry}>
          {RETURN_ADMIN_TEXT.bookPickup}
        </PendingButton>
      ) : null}
    </div>
  );
}
