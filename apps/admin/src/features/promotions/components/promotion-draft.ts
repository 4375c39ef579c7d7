/**
 * The promotion form's draft: what the inputs hold (text, ticks), turned into the API's body for the
 * contract's schema to check. Empty optional fields are "none" (null); dates are the browser's local time.
 */
import {
  type AdminPromotion,
  type AdminPromotionCreate,
  PAYMENT_METHODS,
  type PaymentMethod,
  PROMOTION_ADMIN_MESSAGES,
} from '@zari/contract';

export interface PromotionDraft {
  code: string;
  label: string;
  kind: 'percent' | 'flat';
  value: string;
  maxDiscount: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perUserLimit: string;
  firstOrderOnly: boolean;
  categoryIds: string;
  productIds: string;
  paymentMethods: PaymentMethod[];
  active: boolean;
}

export const emptyDraft: PromotionDraft = {
  code: '',
  label: '',
  kind: 'percent',
  value: '',
  maxDiscount: '',
  minOrder: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perUserLimit: '',
  firstOrderOnly: false,
  categoryIds: '',
  productIds: '',
  paymentMethods: [],
  active: true,
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` input's value, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO instant; text that is no date stays as typed, for the schema to refuse. */
function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** '' is "none"; anything else a number (NaN when it is not one, which the schema refuses). */
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));
const requiredNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const idList = (value: string) => value.split(/[\s,]+/).filter(Boolean);

export function draftOf(promotion: AdminPromotion): PromotionDraft {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    code: promotion.code,
    label: promotion.label,
    kind: promotion.kind,
    value: String(promotion.value),
    maxDiscount: text(promotion.maxDiscount),
    minOrder: text(promotion.minOrder),
    startsAt: toLocalInput(promotion.startsAt),
    endsAt: toLocalInput(promotion.endsAt),
    usageLimit: text(promotion.usageLimit),
    perUserLimit: text(promotion.perUserLimit),
    firstOrderOnly: promotion.firstOrderOnly,
    categoryIds: promotion.categoryIds.join('\n'),
    productIds: promotion.productIds.join('\n'),
    paymentMethods: [...promotion.paymentMethods],
    active: promotion.active,
  };
}

/** The body the form sends, before the schema checks it. */
export function bodyOf(draft: PromotionDraft): AdminPromotionCreate {
  return {
    code: draft.code,
    ...(draft.label.trim() ? { label: draft.label } : {}),
    kind: draft.kind,
    value: requiredNumber(draft.value),
    maxDiscount: optionalNumber(draft.maxDiscount),
    minOrder: optionalNumber(draft.minOrder),
    startsAt: fromLocalInput(draft.startsAt),
    endsAt: fromLocalInput(draft.endsAt),
    usageLimit: optionalNumber(draft.usageLimit),
    perUserLimit: optionalNumber(draft.perUserLimit),
    firstOrderOnly: draft.firstOrderOnly,
    categoryIds: idList(draft.categoryIds),
    productIds: idList(draft.productIds),
    paymentMethods: PAYMENT_METHODS.filter((method) => draft.paymentMethods.includes(method)),
    active: draft.active,
  };
}

/** The field a refusal of the API concerns, so it shows under that field rather than as a toast. */
const SERVER_MESSAGE_FIELDS: Record<string, keyof PromotionDraft> = {
  [PROMOTION_ADMIN_MESSAGES.codeInvalid]: 'code',
  [PROMOTION_ADMIN_MESSAGES.codeTaken]: 'code',
  [PROMOTION_ADMIN_MESSAGES.welcomeCodeFixed]: 'code',
  [PROMOTION_ADMIN_MESSAGES.percentRange]: 'value',
  [PROMOTION_ADMIN_MESSAGES.flatPositive]: 'value',
  [PROMOTION_ADMIN_MESSAGES.capPercentOnly]: 'maxDiscount',
  [PROMOTION_ADMIN_MESSAGES.capPositive]: 'maxDiscount',
  [PROMOTION_ADMIN_MESSAGES.windowOrder]: 'endsAt',
  [PROMOTION_ADMIN_MESSAGES.perUserAboveTotal]: 'perUserLimit',
};

export const fieldOfServerMessage = (message: string | undefined) =>
  message ? SERVER_MESSAGE_FIELDS[message] : undefined;
