/**
 * Promotions (issue 29), as other modules and the routes reach them: built once in app.ts. The order
 * placement calls `redeem` and `recordRedemption` inside its transaction, the cancel calls
 * `releaseRedemption` inside its own; nothing else outside this module touches its tables.
 */
import { type TaxClass, WELCOME_OFFER } from '@zari/contract';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/service.js';
import type { OrdersService } from '../orders/service.js';
import type { SessionUser } from '../sessions/service.js';
import { createPromotion } from './create-promotion.js';
import { listAdminPromotions } from './list-promotions.js';
import type { PromotionInput } from './promotion.js';
import { createQuoteCart } from './quote-cart.js';
import { recordRedemption, redeemPromotion, releaseRedemption } from './redeem-promotion.js';
import { isWelcomeOfferLive } from './repository.js';
import { type PromotionPatch, updatePromotion } from './update-promotion.js';

export type PromotionsService = ReturnType<typeof createPromotionsService>;

export function createPromotionsService(deps: {
  db: Database;
  clock: Clock;
  audit: AuditService;
  orders: Pick<OrdersService, 'priceBag'>;
  /** Issue 34: the store's tax classes, for the GST line of the quote. */
  taxClasses?: () => Promise<readonly TaxClass[]>;
}) {
  const { db, clock, audit } = deps;
  return {
    quote: createQuoteCart(deps),
    list: () => listAdminPromotions(db),
    create: (actor: SessionUser, input: PromotionInput) =>
      createPromotion({ db, clock, audit }, actor, input),
    update: (actor: SessionUser, id: string, patch: PromotionPatch) =>
      updatePromotion({ db, clock, audit }, actor, id, patch),
    /**
     * Whether a first order may get the welcome offer now: the placement places such an order on its own
     * (to redeem it) rather than in a batch. A look without a lock; `redeem` decides under the lock.
     */
    welcomeOfferLive: () => isWelcomeOfferLive(db, WELCOME_OFFER.code, clock.now()),
    redeem: redeemPromotion,
    recordRedemption,
    releaseRedemption,
  };
}
