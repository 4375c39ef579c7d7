import { API_ORIGIN } from '@zari/api-client';
import { ADMIN_API_PATHS, ADMIN_MESSAGES, ADMIN_TEXT, type AdminOrder, buildApiPath } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { PendingButton } from '@zari/ui/pending-button';
import { ExternalLink, Tag } from 'lucide-react';
import { Card } from '@/components/page-parts';
import { failureMessage } from '@/lib/admin-api';
import { toastDone, toastFailed } from '@/lib/notify';
import { useCreateShipment } from '../api/orders';

const text = ADMIN_TEXT.orders.shipment;

/**
 * The parcel with the carrier (issue 32): its AWB and courier, the label to print, where to track it, and
 * "Create shipment" while the carrier has not booked a packed order (it is also retried automatically).
 */
export function OrderShipment({ order }: { order: AdminOrder }) {
  const create = useCreateShipment(order._id);
  const shipment = order.shipment;
  const canBook =
    order.status === 'packed' && (shipment?.status === 'pending' || shipment?.status === 'failed');
  if (!shipment && !order.trackingUrl) return null;
  return (
    <Card title={text.title}>
      <div className="space-y-2 text-sm">
        {shipment?.awb ? <p className="font-mono font-medium">{text.awb(shipment.awb)}</p> : null}
        {shipment?.courier ? <p>{text.courier(shipment.courier)}</p> : null}
        {shipment?.status === 'pending' && shipment.attempts === 0 ? (
          <p className="text-muted">{text.pending}</p>
        ) : null}
        {shipment?.status === 'cancelled' ? <p className="text-muted">{text.cancelled}</p> : null}
        {shipment &&
        (shipment.status === 'pending' || shipment.status === 'failed') &&
        shipment.attempts > 0 ? (
          <p className="text-danger">
            {text.failed(shipment.attempts)}
            {shipment.lastError ? ` (${shipment.lastError})` : ''}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {shipment?.labelReady ? (
            <Button asChild variant="outline" size="sm">
              <a
                href={`${API_ORIGIN}${buildApiPath(ADMIN_API_PATHS.orderLabel, { id: order._id })}`}
                target="_blank"
                rel="noopener"
              >
                <Tag aria-hidden="true" className="size-4" />
                {text.label}
              </a>
            </Button>
          ) : null}
          {order.trackingUrl ? (
            <Button asChild variant="ghost" size="sm">
              <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" className="size-4" />
                {text.trackingLink}
              </a>
            </Button>
          ) : null}
          {canBook && shipment ? (
            <PendingButton
              variant="brand"
              size="sm"
              pending={create.isPending}
              onClick={() =>
                create.mutate(undefined, {
                  onSuccess: () => toastDone(ADMIN_MESSAGES.shipmentCreated),
                  onError: (error) => toastFailed(failureMessage(error, ADMIN_TEXT.common.saveFailed)),
                })
              }
            >
              {text.retry}
            </PendingButton>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
