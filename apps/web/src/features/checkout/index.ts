/** Checkout (SPEC §2): the address form, the payment method and placing the order, COD or online. */
export { CheckoutPanel, type CheckoutPanelProps } from './components/checkout-panel';
export { DemoStoreBar } from './components/demo-store-bar';
