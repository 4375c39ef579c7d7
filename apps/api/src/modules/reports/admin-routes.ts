/** HTTP for the back office's figures: the dashboard, the customer list and the CSV downloads (issue 31). */
import { ROUTES } from '@zari/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerRoute } from '../../lib/route.js';
import type { AdminReportsService, createAdminSummaryService } from './service.js';

export function adminSummaryRoutes(summary: ReturnType<typeof createAdminSummaryService>) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminSummary, async () => ({ success: true, data: await summary.summary() }));
  };
}

/** A CSV download: private (it names shoppers), never cached, saved under `fileName`. */
function sendCsv(reply: FastifyReply, csv: string, fileName: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}

export function adminReportRoutes(reports: AdminReportsService) {
  return async (app: FastifyInstance) => {
    registerRoute(app, ROUTES.adminListCustomers, async (request) => {
      const page = await reports.listCustomers(request.query);
      return { success: true, data: page.customers, nextCursor: page.nextCursor };
    });
    registerRoute(app, ROUTES.adminCustomersCsv, async (request, reply) =>
      sendCsv(reply, await reports.customersCsv(request.query), 'customers.csv'),
    );
    registerRoute(app, ROUTES.adminOrdersCsv, async (request, reply) =>
      sendCsv(
        reply,
        await reports.ordersCsv(request.query),
        `orders-${request.query.from}-to-${request.query.to}.csv`,
      ),
    );
  };
}
