import { API_ORIGIN } from '@zari/api-client';
import {
  ADMIN_API_PATHS,
  type AdminOrder,
  buildApiPath,
  formatOrderDate,
  formatPhoneForDisplay,
  formatPlaceOfSupply,
  isGstStateCode,
  orderIdDisplay,
  TAX_TEXT,
} from '@zari/contract';
import { Button } from '@zari/ui/button';
import { FileText, Printer } from 'lucide-react';
import { Card } from '@/components/page-parts';

const text = TAX_TEXT.invoice;

function pdfHref(path: string, params: Record<string, string>) {
  return `${API_ORIGIN}${buildApiPath(path, params)}`;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * The packing slip as a page of its own: the order's lines and where they go, no prices (the invoice has
 * them), in print-friendly HTML written into a new window that prints itself. Every value is escaped: a
 * shopper typed the address.
 */
export function packingSlipHtml(order: AdminOrder): string {
  const slip = TAX_TEXT.packingSlip;
  const address = order.shippingAddress;
  const rows = order.products
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.product.title)}</td><td>${escapeHtml(line.size)}</td><td>${escapeHtml(
          line.productVariant?.colorCode ?? '',
        )}</td><td class="qty">${line.quantity}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(
    `${slip.title} · ${orderIdDisplay(order._id)}`,
  )}</title><style>
body{font:14px/1.45 system-ui,sans-serif;color:#111;margin:24px}
h1{font-size:20px;margin:0 0 4px}p{margin:0}.muted{color:#555}
address{font-style:normal;margin:16px 0;padding:12px;border:1px solid #999;max-width:360px}
table{border-collapse:collapse;width:100%;margin-top:12px}th,td{border-bottom:1px solid #ccc;padding:6px 8px;text-align:left}
.qty{text-align:right}.actions{margin-top:20px}
@media print{.actions{display:none}body{margin:0}@page{size:A4;margin:14mm}}
</style></head><body>
<h1>${escapeHtml(slip.title)}</h1>
<p class="muted">${escapeHtml(slip.order(orderIdDisplay(order._id)))} · ${escapeHtml(formatOrderDate(order.createdAt))}${
    order.invoice ? ` · ${escapeHtml(text.number(order.invoice.number))}` : ''
  }</p>
<address><strong>${escapeHtml(slip.shipTo)}</strong><br>${escapeHtml(address.fullName)}<br>${escapeHtml(
    formatPhoneForDisplay(address.phone),
  )}<br>${escapeHtml(address.address)}<br>${escapeHtml(`${address.city}, ${address.state} ${address.postalCode}`)}</address>
<table><thead><tr><th>${escapeHtml(slip.item)}</th><th>${escapeHtml(slip.size)}</th><th>${escapeHtml(
    slip.colour,
  )}</th><th class="qty">${escapeHtml(slip.quantity)}</th></tr></thead><tbody>${rows}</tbody></table>
<p class="actions"><button onclick="window.print()">${escapeHtml(slip.print)}</button></p>
<script>window.addEventListener('load',function(){window.print()})</script>
</body></html>`;
}

function printPackingSlip(order: AdminOrder) {
  const slip = window.open('', '_blank');
  if (!slip) return;
  slip.document.open();
  slip.document.write(packingSlipHtml(order));
  slip.document.close();
}

/** The order's tax documents: the invoice (and credit notes) once issued, and a packing slip to print. */
export function OrderDocuments({ order }: { order: AdminOrder }) {
  const invoice = order.invoice;
  return (
    <Card title={text.title}>
      {invoice ? (
        <div className="space-y-2 text-sm">
          <p className="font-mono font-medium">{text.number(invoice.number)}</p>
          <p className="text-muted">
            {formatOrderDate(invoice.issuedAt)} · {text.placeOfSupply}:{' '}
            {isGstStateCode(invoice.placeOfSupply)
              ? formatPlaceOfSupply(invoice.placeOfSupply)
              : invoice.placeOfSupply}
          </p>
          <Button asChild variant="outline" size="sm">
            <a href={pdfHref(ADMIN_API_PATHS.orderInvoice, { id: order._id })} target="_blank" rel="noopener">
              <FileText aria-hidden="true" className="size-4" />
              {text.print}
            </a>
          </Button>
          {(order.creditNotes ?? []).map((note) => (
            <p key={note._id}>
              <a
                className="text-brand-700 underline underline-offset-2"
                href={pdfHref(ADMIN_API_PATHS.orderCreditNote, { id: order._id, creditNoteId: note._id })}
                target="_blank"
                rel="noopener"
              >
                {text.creditNote(note.number)}
              </a>
            </p>
          ))}
        </div>
      ) : (
        <p className="text-sm text-muted">{text.notIssued}</p>
      )}
      <Button variant="ghost" size="sm" className="mt-3" onClick={() => printPackingSlip(order)}>
        <Printer aria-hidden="true" className="size-4" />
        {text.packingSlip}
      </Button>
    </Card>
  );
}
