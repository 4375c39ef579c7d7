/**
 * A promotion in its three shapes: the row (paise, instants), the contract's rule input, and the back
 * office's (rupees, ISO strings). The rule takes a flat value in paise; the back office speaks rupees.
 */
import {
  type AdminPromotion,
  type AdminPromotionCreate,
  defaultPromotionLabel,
  type Promotion,
  paiseToRupees,
  rupeesToPaise,
  WELCOME_OFFER,
} from '@zari/contract';
import type { AdminPromotionCreate as CreateSchema } from '@zari/contract/schemas';
import type { z } from 'zod';
import type { PromotionRow, PromotionValues } from './repository.js';

/** A create body after the contract's schema: code upper case, defaults filled. */
export type PromotionInput = z.output<typeof CreateSchema>;

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
const paiseOrNull = (rupees: number | null | undefined) =>
  rupees === null || rupees === undefined ? null : rupeesToPaise(rupees);

/** The promotion as the contract's rule reads it. */
export function toRulePromotion(row: PromotionRow): Promotion {
  return {
    code: row.code,
    label: row.label,
    kind: row.kind,
    value: row.value,
    maxDiscountPaise: row.maxDiscountPaise,
    minOrderPaise: row.minOrderPaise,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    perUserLimit: row.perUserLimit,
    firstOrderOnly: row.firstOrderOnly,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    paymentMethods: row.paymentMethods,
    active: row.active,
  };
}

/** The value as the back office gives it: a percent, or rupees off. */
const valueForAdmin = (row: Pick<PromotionRow, 'kind' | 'value'>) =>
  row.kind === 'flat' ? paiseToRupees(row.value) : row.value;

/** The label the promotion gets without one of its own: "25% OFF", "₹200 OFF". */
const defaultLabelOf = (row: Pick<PromotionRow, 'kind' | 'value'>) =>
  defaultPromotionLabel(row.kind, row.value);

export function toAdminPromotion(row: PromotionRow, uses: number): AdminPromotion {
  return {
    _id: row.id,
    code: row.code,
    label: row.label,
    kind: row.kind,
    value: valueForAdmin(row),
    maxDiscount: rupeesOrNull(row.maxDiscountPaise),
    minOrder: rupeesOrNull(row.minOrderPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perUserLimit: row.perUserLimit,
    firstOrderOnly: row.firstOrderOnly,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    paymentMethods: row.paymentMethods,
    active: row.active,
    uses,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The stored promotion as a create body, for a PATCH to merge into and check whole. A label that is only
 * the default one is left out, so a new value gets its new default ("30% OFF", not a stale "25% OFF").
 */
export function toAdminInput(row: PromotionRow): AdminPromotionCreate {
  return {
    code: row.code,
    ...(row.label === defaultLabelOf(row) ? {} : { label: row.label }),
    kind: row.kind,
    value: valueForAdmin(row),
    maxDiscount: rupeesOrNull(row.maxDiscountPaise),
    minOrder: rupeesOrNull(row.minOrderPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perUserLimit: row.perUserLimit,
    firstOrderOnly: row.firstOrderOnly,
    categoryIds: [...row.categoryIds],
    productIds: [...row.productIds],
    paymentMethods: [...row.paymentMethods],
    active: row.active,
  };
}

/** A checked body as the row stores it: paise, instants, the default label when none is given. */
export function toPromotionValues(input: PromotionInput): PromotionValues {
  const value = input.kind === 'flat' ? rupeesToPaise(input.value) : input.value;
  return {
    code: input.code,
    label: input.label ?? defaultPromotionLabel(input.kind, value),
    kind: input.kind,
    value,
    maxDiscountPaise: paiseOrNull(input.maxDiscount),
    minOrderPaise: paiseOrNull(input.minOrder),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    usageLimit: input.usageLimit ?? null,
    perUserLimit: input.perUserLimit ?? null,
    firstOrderOnly: input.firstOrderOnly,
    categoryIds: input.categoryIds,
    productIds: input.productIds,
    paymentMethods: input.paymentMethods,
    active: input.active,
  };
}

export const isWelcomeOffer = (row: Pick<PromotionRow, 'code'>) => row.code === WELCOME_OFFER.code;
