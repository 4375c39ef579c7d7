import { type NotificationChannel, ORDER_UPDATES_TEXT, TOASTS } from '@zari/contract';
import { Button } from '@zari/ui/button';
import { ChoiceCards } from '@zari/ui/choice-cards';
import { notifyError, notifySuccess } from '@zari/ui/notify';
import { Skeleton } from '@zari/ui/skeleton';
import { MessageCircle, MessageSquareText } from 'lucide-react';
import { useText } from '@/lib/i18n';
import { useConsents } from '../api/get-consents';
import { useSetWhatsApp } from '../api/set-whatsapp-consent';

/**
 * Settings' "Order updates" (issue 32): SMS or WhatsApp, as the signup's choice started it, and a way to stop
 * WhatsApp in one tap. The server's answer is what shows: WhatsApp only while its consent stands.
 */
export function OrderUpdatesSetting({ userId }: { userId: string }) {
  const tx = useText({ ORDER_UPDATES_TEXT, TOASTS });
  const consents = useConsents(userId);
  const setWhatsApp = useSetWhatsApp(userId);
  const choose = (channel: NotificationChannel) => {
    if (setWhatsApp.isPending || channel === consents.data?.preferredChannel) return;
    setWhatsApp.mutate(channel === 'whatsapp', {
      onSuccess: (settings) =>
        notifySuccess(
          settings.preferredChannel === 'whatsapp'
            ? tx.TOASTS.orderUpdatesByWhatsApp
            : tx.TOASTS.orderUpdatesBySms,
        ),
      onError: () => notifyError(tx.TOASTS.orderUpdatesFailed),
    });
  };

  return (
    <section
      aria-labelledby="order-updates-title"
      className="mt-6 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="order-updates-title" className="font-semibold">
        {tx.ORDER_UPDATES_TEXT.title}
      </h2>
      <p className="mb-3 text-sm text-muted">{tx.ORDER_UPDATES_TEXT.detail}</p>
      {consents.data ? (
        <fieldset disabled={setWhatsApp.isPending} aria-busy={setWhatsApp.isPending || undefined}>
          <legend className="sr-only">{tx.ORDER_UPDATES_TEXT.title}</legend>
          <ChoiceCards
            look="tiles"
            name="order-updates-channel"
            value={consents.data.preferredChannel}
            onChange={choose}
            choices={[
              { value: 'sms', label: tx.ORDER_UPDATES_TEXT.sms, icon: MessageSquareText },
              { value: 'whatsapp', label: tx.ORDER_UPDATES_TEXT.whatsapp, icon: MessageCircle },
            ]}
          />
          {consents.data.preferredChannel === 'whatsapp' ? (
            <Button variant="outline" size="sm" className="mt-3 text-danger" onClick={() => choose('sms')}>
              {tx.ORDER_UPDATES_TEXT.stopWhatsApp}
            </Button>
          ) : null}
        </fieldset>
      ) : consents.isError ? (
        <p role="alert" className="text-sm text-danger">
          {tx.ORDER_UPDATES_TEXT.loadFailed}
        </p>
      ) : (
        <Skeleton className="h-11 rounded-lg" />
      )}
    </section>
  );
}
