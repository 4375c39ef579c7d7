/** The static policy and brand pages (SPEC §2). */
export { AboutUs } from './components/about-us';
export { PrivacyNotice } from './components/privacy-notice';
export { PrivacyNoticeItems } from './components/privacy-notice-items';
export { ReturnPolicy } from './components/return-policy';
export { ShippingDeliveryPolicy } from './components/shipping-delivery';
