import { ADMIN_TEXT } from '@zari/contract';
import { OrdersCsvQuery } from '@zari/contract/schemas';
import { PendingButton } from '@zari/ui/pending-button';
import { type FormEvent, useState } from 'react';
import { Card, TextField } from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { type FieldErrors, fieldErrors } from '@/lib/field-errors';
import { toastFailed } from '@/lib/notify';
import { downloadOrdersCsv } from '../api/customers';

/** Today and the first of its month, in India's time: the range an accountant asks for most. */
function thisMonth(now = new Date()) {
  const today = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The owner's orders CSV for the accountant: two days, checked by the contract's rule, then the file. */
export function OrdersCsvDownload() {
  const [range, setRange] = useState(thisMonth);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = OrdersCsvQuery.safeParse(range);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setPending(true);
    try {
      await downloadOrdersCsv(parsed.data.from, parsed.data.to);
    } catch (error) {
      toastFailed(failureMessage(error, ADMIN_TEXT.reports.failed));
    } finally {
      setPending(false);
    }
  };
  const rangeError = errors._;
  return (
    <Card title={ADMIN_TEXT.reports.ordersTitle}>
      <p className="mb-3 text-sm text-muted">{ADMIN_TEXT.reports.ordersBody}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <TextField
          label={ADMIN_TEXT.reports.from}
          type="date"
          className="w-44"
          error={errors.from}
          value={range.from}
          onChange={(event) => setRange({ ...range, from: event.target.value })}
        />
        <TextField
          label={ADMIN_TEXT.reports.to}
          type="date"
          className="w-44"
          error={errors.to}
          value={range.to}
          onChange={(event) => setRange({ ...range, to: event.target.value })}
        />
        <PendingButton type="submit" variant="outline" pending={pending}>
          {ADMIN_TEXT.reports.download}
        </PendingButton>
      </form>
      {rangeError ? (
        <p role="alert" className="mt-2 text-xs font-medium text-danger">
          {rangeError}
        </p>
      ) : null}
    </Card>
  );
}
