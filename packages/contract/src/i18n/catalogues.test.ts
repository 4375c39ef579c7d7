/**
 * Every locale's catalogue against English at run time (issue 35): the same exports and keys both ways, the
 * same function parameters, and Hindi text that is Hindi (Devanagari) except for the few words shoppers read
 * in Latin letters (brands, codes, size names).
 */
import { describe, expect, it } from 'vitest';
import * as enAccount from '../messages/account.js';
import * as enAddresses from '../messages/addresses.js';
import * as enApi from '../messages/api.js';
import * as enBag from '../messages/bag.js';
import * as enCheckoutTerms from '../messages/checkout-terms.js';
import * as enCodConfirmation from '../messages/cod-confirmation.js';
import * as enDataRights from '../messages/data-rights.js';
import * as enDisclosures from '../messages/disclosures.js';
import * as enHome from '../messages/home.js';
import * as enListing from '../messages/listing.js';
import * as enNotifications from '../messages/notifications.js';
import * as enPolicies from '../messages/policies.js';
import * as enProduct from '../messages/product.js';
import * as enPromotions from '../messages/promotions.js';
import * as enRefunds from '../messages/refunds.js';
import * as enReturns from '../messages/returns.js';
import * as enSeo from '../messages/seo.js';
import * as enStorefront from '../messages/storefront.js';
import * as enStorefrontLater from '../messages/storefront-later.js';
import * as enTax from '../messages/tax.js';
import * as enTickets from '../messages/tickets.js';
import * as enToasts from '../messages/toasts.js';
import * as enWishlist from '../messages/wishlist.js';
import { HINDI_CATALOGUE, type MessageModule, STAFF_ONLY_EXPORTS } from './catalogues.js';

const DEVANAGARI = /[\u0900-\u097F]/;

/** Paths whose Hindi is rightly in Latin letters: brand and channel names, codes, abbreviations. */
const LATIN_ALLOWED = new Set([
  'account.ORDER_UPDATES_TEXT.sms',
  'account.ORDER_UPDATES_TEXT.whatsapp',
  'account.AUTH_TEXT.channelSms',
  'account.AUTH_TEXT.channelWhatsApp',
  'bag.CHECKOUT_TEXT.paymentMethods.razorpay',
  'product.PRODUCT_TEXT.shareWhatsApp',
  'product.PRODUCT_TEXT.shareFacebook',
  'product.PRODUCT_TEXT.shareMessenger',
  'product.PRODUCT_TEXT.mrp',
  'returns.RETURN_FLOW_TEXT.refundToUpi',
  'returns.RETURN_FLOW_TEXT.upiId',
  'returns.RETURN_FLOW_TEXT.ifsc',
  // Functions that only join the values they are given.
  'promotions.PROMOTION_TEXT.appliedLine',
  'seo.SEO_TEXT.productShareTitle',
  'seo.SEO_TEXT.productPrice',
  'storefront.STOREFRONT_TEXT.moreColours',
  'tickets.TICKET_TEXT.officerName',
  // A link, not words.
  'notifications.ticketUrl',
]);

/** Arguments for functions whose parameters are not plain text or numbers. */
const ORDER_ID = '6f1c2a9e-1b2c-4d3e-8f90-a1b2c3d4e5f6';
const PAYLOAD = {
  orderId: ORDER_ID,
  token: 'tok',
  hours: 24,
  carrier: 'Delhivery',
  trackingNumber: 'AWB123',
  unconfirmed: true,
  refundDue: true,
  returnId: 'r1',
  pickupDate: '2026-12-03',
  reason: 'Tag removed',
  amountPaise: 149_900,
  ticketId: 't1',
  number: 'ZT-0001',
  status: 'acknowledged',
  productId: 'p1',
  title: 'Kurta',
  colour: 'Red',
  size: 'M',
  left: 2,
  threshold: 3,
};
const SAMPLE_ARGS: Record<string, unknown[]> = {
  'api.API_MESSAGES.notReady': [['database']],
  'promotions.PROMOTION_REFUSAL_TEXT.payment_method': [['cod', 'online']],
  'promotions.promotionRefusalMessage': [{ reason: 'minimum_not_met', shortByPaise: 50_000 }],
  'notifications.notificationText': ['order_shipped', PAYLOAD, 'https://zari.example'],
  'listing.priceRangeLabel': ['0-500'],
  'notifications.ticketUrl': ['https://zari.example', PAYLOAD],
  'tickets.TICKET_NOTIFICATION_TEXT.status': ['ZT-0001', 'resolved', 'https://zari.example'],
  'listing.discountLabel': [20],
  'account.ORDERS_TEXT.paymentMethod': ['cod'],
  'returns.RETURN_FLOW_TEXT.returnBy': ['2026-12-03'],
  'returns.RETURN_FLOW_TEXT.pickupOn': ['2026-12-03'],
};

function sampleArgs(path: string, fn: (...args: never[]) => unknown): unknown[] {
  if (SAMPLE_ARGS[path]) return SAMPLE_ARGS[path];
  if (path.startsWith('notifications.NOTIFICATION_TEXT.')) return [PAYLOAD, 'https://zari.example'];
  // Text and numbers alike read well as a small number: "2 आइटम", "Kurta 2".
  return Array.from({ length: fn.length }, () => 2);
}

const isTextValue = (value: unknown): boolean => {
  if (typeof value === 'string' || typeof value === 'function') return true;
  if (value instanceof Set || value instanceof Map) return false;
  if (Array.isArray(value)) return value.every(isTextValue);
  if (value && typeof value === 'object') return Object.values(value).every(isTextValue);
  return false;
};

/** The text exports of a module namespace, as `TextExports` picks them at the type level. */
const textExports = (module: Record<string, unknown>) =>
  Object.keys(module).filter((name) => !Array.isArray(module[name]) && isTextValue(module[name]));

interface Leaf {
  path: string;
  english: unknown;
  hindi: unknown;
}

/** Walks English and Hindi together, failing on any key one side lacks. */
function pairLeaves(path: string, english: unknown, hindi: unknown, out: Leaf[]) {
  if (typeof english === 'function' || typeof english === 'string') {
    expect(typeof hindi, path).toBe(typeof english);
    out.push({ path, english, hindi });
    return;
  }
  expect(hindi, path).toBeTypeOf('object');
  if (Array.isArray(english)) {
    expect((hindi as unknown[]).length, path).toBe(english.length);
  } else {
    expect(Object.keys(hindi as object).sort(), path).toEqual(Object.keys(english as object).sort());
  }
  for (const key of Object.keys(english as object)) {
    pairLeaves(`${path}.${key}`, (english as never)[key], (hindi as never)[key], out);
  }
}

const ENGLISH: Record<MessageModule, object> = {
  account: enAccount,
  api: enApi,
  addresses: enAddresses,
  bag: enBag,
  'checkout-terms': enCheckoutTerms,
  'cod-confirmation': enCodConfirmation,
  'data-rights': enDataRights,
  disclosures: enDisclosures,
  listing: enListing,
  notifications: enNotifications,
  policies: enPolicies,
  product: enProduct,
  promotions: enPromotions,
  refunds: enRefunds,
  returns: enReturns,
  seo: enSeo,
  home: enHome,
  storefront: enStorefront,
  'storefront-later': enStorefrontLater,
  tax: enTax,
  tickets: enTickets,
  toasts: enToasts,
  wishlist: enWishlist,
};

const modules = Object.keys(HINDI_CATALOGUE) as MessageModule[];

describe.each(modules)('the Hindi catalogue of messages/%s.ts', (name) => {
  const hindi = HINDI_CATALOGUE[name] as unknown as Record<string, unknown>;
  const load = async () => ENGLISH[name] as Record<string, unknown>;
  const staff: readonly string[] = (STAFF_ONLY_EXPORTS as Record<string, readonly string[]>)[name] ?? [];

  it('has every text export of English, and nothing English lacks', async () => {
    const english = await load();
    const expected = textExports(english).filter((exportName) => !staff.includes(exportName));
    expect(Object.keys(hindi).sort()).toEqual(expected.sort());
  });

  it('has every key of every export, with the same function parameters, and text in Devanagari', async () => {
    const english = await load();
    const leaves: Leaf[] = [];
    for (const exportName of Object.keys(hindi)) {
      pairLeaves(`${name}.${exportName}`, english[exportName], hindi[exportName], leaves);
    }
    expect(leaves.length).toBeGreaterThan(0);
    for (const { path, english: en, hindi: hi } of leaves) {
      let text: unknown = hi;
      if (typeof en === 'function' && typeof hi === 'function') {
        expect(hi.length, `${path} parameters`).toBe(en.length);
        const args = sampleArgs(path, en as never);
        expect(typeof en(...args), `${path} (English) with sample arguments`).toBe('string');
        text = hi(...args);
        expect(typeof text, path).toBe('string');
      }
      if (LATIN_ALLOWED.has(path)) continue;
      // An empty English description (a toast with a title only) stays empty.
      if (en === '') {
        expect(text, path).toBe('');
        continue;
      }
      expect(text, path).toMatch(DEVANAGARI);
    }
  });
});

describe('Hindi messages', () => {
  it('keep the WebOTP line of the OTP text exactly', () => {
    const text = HINDI_CATALOGUE.api.SMS_TEXT.otp('123456', 10, 'zari.example');
    expect(text).toMatch(DEVANAGARI);
    expect(text.endsWith('\n\n@zari.example #123456')).toBe(true);
  });

  it('link order messages to the Hindi order page and name the order as SPEC §9', () => {
    const text = HINDI_CATALOGUE.notifications.notificationText(
      'order_placed',
      { orderId: ORDER_ID },
      'https://zari.example',
    );
    expect(text).toContain('C3D4E5F6');
    expect(text).toContain(`https://zari.example/hi/orders/${ORDER_ID}`);
  });

  it('write dates and prices in Hindi formats', () => {
    expect(
      HINDI_CATALOGUE.notifications.NOTIFICATION_TEXT.return_pickup_scheduled(
        { orderId: ORDER_ID, pickupDate: '2026-11-26' },
        'https://zari.example',
      ),
    ).toContain('26 नव');
    expect(HINDI_CATALOGUE.promotions.PROMOTION_TEXT.youSave(14_999_900)).toBe('आपकी बचत ₹1,49,999');
    expect(HINDI_CATALOGUE.listing.LISTING_TEXT.productCount(123456)).toBe('1,23,456 प्रोडक्ट');
  });
});
