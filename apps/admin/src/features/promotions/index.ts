/** The store's promotions (issue 29): codes with their conditions, the welcome offer, and how often each was used. */
export { PromotionsScreen } from './components/promotions-screen';
