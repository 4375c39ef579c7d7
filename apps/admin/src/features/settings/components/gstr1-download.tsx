import { TAX_TEXT } from '@zari/contract';
import { PendingButton } from '@zari/ui/pending-button';
import { type FormEvent, useState } from 'react';
import { Card, TextField } from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { toastFailed } from '@/lib/notify';
import { downloadGstr1 } from '../api/settings';

/** Last month as YYYY-MM in India's time: the return a store files at the start of a month. */
function lastMonth(now = new Date()): string {
  const india = new Date(now.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const month = india.getUTCMonth(); // 0-based, so this is already last month's 1-based number
  return month === 0 ? `${year - 1}-12` : `${year}-${String(month).padStart(2, '0')}`;
}

/** The owner's GSTR-1 download on the dashboard: a month, and its zip fetched with the session. */
export function Gstr1Download() {
  const [month, setMonth] = useState(lastMonth);
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await downloadGstr1(month);
    } catch (error) {
      toastFailed(failureMessage(error, TAX_TEXT.reports.failed));
    } finally {
      setPending(false);
    }
  };
  return (
    <Card title={TAX_TEXT.reports.title}>
      <p className="mb-3 text-sm text-muted">{TAX_TEXT.reports.body}</p>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <TextField
          label={TAX_TEXT.reports.month}
          type="month"
          required
          className="w-44"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        <PendingButton type="submit" variant="outline" pending={pending}>
          {TAX_TEXT.reports.download}
        </PendingButton>
      </form>
    </Card>
  );
}
