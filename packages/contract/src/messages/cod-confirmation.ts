/**
 * The shopper's side of confirming a cash-on-delivery order (issue 32): the one-tap page the message links to
 * (`/orders/{id}/confirm?t=…`) and the Confirm button on the order. The API's answers are API_MESSAGES.
 */
export const COD_CONFIRM_TEXT = {
  title: 'Confirm your order',
  intro: 'Please confirm your cash-on-delivery order so that we can pack it.',
  orderNumber: (orderNumber: string) => `Order #${orderNumber}`,
  total: 'Total',
  payOnDelivery: 'Pay in cash when it arrives',
  confirmBy: (deadline: string) => `Confirm by ${deadline}, or the order will be cancelled.`,
  confirm: 'Confirm order',
  confirming: 'Confirming…',
  /** Shown beside the button while the page waits for its scripts (the button needs them). */
  needsScript: 'Please turn on JavaScript to confirm this order.',
  confirmedTitle: 'Order confirmed',
  confirmedBody: 'Thank you! We will pack your order soon.',
  invalidTitle: 'This link cannot be used',
  viewOrders: 'View my orders',
  /** The order card's button and its toasts. */
  cardConfirm: 'Confirm Order',
  cardAwaiting: (deadline: string) => `Please confirm by ${deadline}`,
  confirmedToast: { title: 'Order Confirmed', description: 'We will pack your order soon.' },
  confirmFailedToast: {
    title: 'Confirm Failed',
    description: 'Could not confirm the order. Please try again.',
  },
} as const;
