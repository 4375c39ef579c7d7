/**
 * Stable codes of the API's answers (issue 35). The API answers in English as SPEC §8 says, and beside the
 * message sends `code` (and, for a message built from values, `params`), so the storefront shows the text
 * in the shopper's language. A code is the message's key in API_MESSAGES (`outOfStock`), or `area.key` for
 * the other answer modules (`return.windowClosed`, `refund.invalidIfsc`, `promotion.expired`). A validation
 * error the contract has no text for is `invalidInput`.
 */
import { ADDRESS_MESSAGES } from '../messages/addresses.js';
import { ADMIN_MESSAGES } from '../messages/admin.js';
import { API_MESSAGES } from '../messages/api.js';
import { DATA_RIGHTS_MESSAGES } from '../messages/data-rights.js';
import { PROMOTION_ADMIN_MESSAGES, PROMOTION_REFUSAL_TEXT, PROMOTION_TEXT } from '../messages/promotions.js';
import { REFUND_MESSAGES } from '../messages/refunds.js';
import { RETURN_ADMIN_TEXT, RETURN_MESSAGES } from '../messages/returns.js';
import { TAX_MESSAGES } from '../messages/tax.js';
import { TICKET_MESSAGES } from '../messages/tickets.js';
import type { Translation } from './locales.js';

/** The promotion texts the API answers with (the rest of PROMOTION_TEXT is the bag's labels). */
const PROMOTION_ANSWERS = {
  ...PROMOTION_REFUSAL_TEXT,
  offerChanged: PROMOTION_TEXT.offerChanged,
  noLongerApplies: PROMOTION_TEXT.noLongerApplies,
} as const;

/** The shopper-facing answer modules by code prefix (`''` for API_MESSAGES): what a locale translates. */
export interface ApiMessageCatalogue {
  readonly api: Translation<typeof API_MESSAGES>;
  readonly return: Translation<typeof RETURN_MESSAGES>;
  readonly refund: Translation<typeof REFUND_MESSAGES>;
  readonly tax: Translation<typeof TAX_MESSAGES>;
  readonly promotion: Translation<typeof PROMOTION_ANSWERS>;
  /** Issue 34: complaints, the address book and the data rights. */
  readonly ticket: Translation<typeof TICKET_MESSAGES>;
  readonly address: Translation<typeof ADDRESS_MESSAGES>;
  readonly dataRights: Translation<typeof DATA_RIGHTS_MESSAGES>;
}

/** The English answers, as the API sends them. */
export const EN_API_CATALOGUE: ApiMessageCatalogue = {
  api: API_MESSAGES,
  return: RETURN_MESSAGES,
  refund: REFUND_MESSAGES,
  tax: TAX_MESSAGES,
  promotion: PROMOTION_ANSWERS,
  ticket: TICKET_MESSAGES,
  address: ADDRESS_MESSAGES,
  dataRights: DATA_RIGHTS_MESSAGES,
};

/** Staff-only answers: coded too, but only ever English (the back office stays English). */
const STAFF_SOURCES = {
  admin: ADMIN_MESSAGES,
  promotionAdmin: PROMOTION_ADMIN_MESSAGES,
  returnAdmin: RETURN_ADMIN_TEXT,
} as const;

type Prefixed<P extends string, T> = `${P}.${Extract<keyof T, string>}`;

/** Every code the API may send. */
export type ApiMessageCode =
  | Extract<keyof typeof API_MESSAGES, string>
  | 'invalidInput'
  | Prefixed<'return', typeof RETURN_MESSAGES>
  | Prefixed<'refund', typeof REFUND_MESSAGES>
  | Prefixed<'tax', typeof TAX_MESSAGES>
  | Prefixed<'promotion', typeof PROMOTION_ANSWERS>
  | Prefixed<'ticket', typeof TICKET_MESSAGES>
  | Prefixed<'address', typeof ADDRESS_MESSAGES>
  | Prefixed<'dataRights', typeof DATA_RIGHTS_MESSAGES>
  | Prefixed<'admin', typeof ADMIN_MESSAGES>
  | Prefixed<'promotionAdmin', typeof PROMOTION_ADMIN_MESSAGES>
  | Prefixed<'returnAdmin', typeof RETURN_ADMIN_TEXT>;

/** A validation error the contract has no sentence for: the storefront says "Invalid request" in its language. */
export const INVALID_INPUT_CODE = 'invalidInput' satisfies ApiMessageCode;

/** The values a message built from values (`outOfStock(title)`) was built with, sent as `params`. */
export type ApiMessageParams = readonly (string | number | readonly string[])[];

const ALL_SOURCES: Record<string, object> = {
  api: API_MESSAGES,
  return: RETURN_MESSAGES,
  refund: REFUND_MESSAGES,
  tax: TAX_MESSAGES,
  promotion: PROMOTION_ANSWERS,
  ticket: TICKET_MESSAGES,
  address: ADDRESS_MESSAGES,
  dataRights: DATA_RIGHTS_MESSAGES,
  ...STAFF_SOURCES,
};

let byText: Map<string, ApiMessageCode> | undefined;

/**
 * The code of a fixed English answer (`'Order not found'` → `orderNotFound`), or undefined for text the
 * contract does not hold. API_MESSAGES wins where two modules share a sentence. A message built from values
 * has no code by its text: the API names it where it builds it.
 */
export function apiMessageCode(message: string): ApiMessageCode | undefined {
  if (!byText) {
    byText = new Map();
    for (const [area, source] of Object.entries(ALL_SOURCES)) {
      for (const [key, text] of Object.entries(source)) {
        if (typeof text !== 'string' || byText.has(text)) continue;
        byText.set(text, (area === 'api' ? key : `${area}.${key}`) as ApiMessageCode);
      }
    }
  }
  return byText.get(message);
}

/** Splits a code into its area and key: `outOfStock` → ['api', 'outOfStock'], `return.noLines` → ['return', 'noLines']. */
function splitCode(code: string): [string, string] {
  const dot = code.indexOf('.');
  return dot < 0 ? ['api', code] : [code.slice(0, dot), code.slice(dot + 1)];
}

function lookUp(source: object | undefined, key: string, params: ApiMessageParams | undefined) {
  if (!source || !Object.hasOwn(source, key)) return undefined;
  const entry = (source as Record<string, unknown>)[key];
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function' && params) {
    try {
      const text = (entry as (...args: unknown[]) => unknown)(...params);
      return typeof text === 'string' ? text : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The text of `code` in a locale's answer catalogue (`HI_API_CATALOGUE` from `@zari/contract/messages/hi`,
 * or EN_API_CATALOGUE), built with `params` where the message takes values. Falls back to the English
 * `fallback` (the envelope's own `message`) for a code the catalogue has no text for, then to undefined.
 */
export function apiMessageIn(
  code: string | undefined,
  catalogue: ApiMessageCatalogue,
  params?: ApiMessageParams,
  fallback?: string,
): string | undefined {
  if (!code) return fallback;
  if (code === INVALID_INPUT_CODE) return catalogue.api.badRequest;
  const [area, key] = splitCode(code);
  return lookUp((catalogue as unknown as Record<string, object>)[area], key, params) ?? fallback;
}
