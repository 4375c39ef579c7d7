/** Staff print an order's invoice and credit notes; the owner downloads a month's GSTR-1 (issue 30). */
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import { sendDocument } from './routes.js';
import type { InvoicesService } from './service.js';

export function adminInvoiceRoutes(invoices: InvoicesService) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminGetOrderInvoice, async (request, reply) =>
      sendDocument(reply, await invoices.invoicePdf(undefined, request.params.id)),
    );
    registerRoute(app, ROUTES.adminGetOrderCreditNote, async (request, reply) =>
      sendDocument(
        reply,
        await invoices.creditNotePdf(undefined, request.params.id, request.params.creditNoteId),
      ),
    );
    registerRoute(app, ROUTES.adminGstr1Report, async (request, reply) =>
      sendDocument(reply, await invoices.gstr1(request.query.month), 'application/zip'),
    );
  };
}
