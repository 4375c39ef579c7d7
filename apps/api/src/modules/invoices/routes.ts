/** The shopper's tax documents (issue 30): the invoice and credit notes of their own orders, as PDFs. */
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { DocumentFile, InvoicesService } from './service.js';

/** A stored document as a download: private (it names the buyer), never cached by a proxy. */
export function sendDocument(reply: FastifyReply, file: DocumentFile, type = 'application/pdf') {
  return reply
    .type(type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.bytes);
}

export function invoiceRoutes(invoices: InvoicesService) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.getOrderInvoice, async (request, reply) =>
      sendDocument(reply, await invoices.invoicePdf(request.user, request.params.id)),
    );
    registerRoute(app, ROUTES.getOrderCreditNote, async (request, reply) =>
      sendDocument(
        reply,
        await invoices.creditNotePdf(request.user, request.params.id, request.params.creditNoteId),
      ),
    );
  };
}
