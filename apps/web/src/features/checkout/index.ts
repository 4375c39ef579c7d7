/** Checkout (SPEC §2): the address form, the payment method and placing the order, COD or online. */
import { lazy } from 'react';

/** The panel and its payment code load when the shopper proceeds: every page shows the demo bar, not this. */
export const CheckoutPanel = lazy(() =>
  import('./components/checkout-panel').then((module) => ({ default: module.CheckoutPanel })),
);
export { paymentConfigQueryOptions } from './api/get-payment-config';
export type { CheckoutPanelProps } from './components/checkout-panel';
export { DemoStoreBar } from './components/demo-store-bar';
