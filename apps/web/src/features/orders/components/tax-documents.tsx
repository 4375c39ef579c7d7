import { API_ORIGIN } from '@zari/api-client';
import { API_PATHS, buildApiPath, type Order, TAX_SHOPPER_TEXT } from '@zari/contract';
import { FileText } from 'lucide-react';
import { useText } from '@/lib/i18n';

/**
 * The order's tax invoice and credit notes, once issued: plain links to their PDFs, which the browser fetches
 * with the session's cookie (the API answers only the order's own shopper).
 */
export function TaxDocuments({ order }: { order: Order }) {
  const tx = useText({ TAX_SHOPPER_TEXT });
  if (!order.invoice) return null;
  const link = 'inline-flex items-center gap-1.5 font-medium text-brand-700 underline underline-offset-2';
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <a className={link} href={`${API_ORIGIN}${buildApiPath(API_PATHS.orderInvoice, { id: order._id })}`}>
        <FileText aria-hidden="true" className="size-4" />
        {tx.TAX_SHOPPER_TEXT.downloadInvoice}
      </a>
      {(order.creditNotes ?? []).map((note) => (
        <a
          key={note._id}
          className={link}
          href={`${API_ORIGIN}${buildApiPath(API_PATHS.orderCreditNote, { id: order._id, creditNoteId: note._id })}`}
        >
          {tx.TAX_SHOPPER_TEXT.downloadCreditNote(note.number)}
        </a>
      ))}
    </p>
  );
}
