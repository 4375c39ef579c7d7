/**
 * The shopper's data rights (issue 34; DESIGN §10 Data rights; DPDP Act 2023 and Rules 2025): the itemised
 * privacy notice shown before signup, the Privacy page, Settings' "Your data" (consents, download, delete)
 * and the API's answers for exports and erasure.
 */
import { BRAND_NAME } from '../constants.js';
import type { ConsentPurpose, ConsentSource } from './notifications.js';

/** How long a ready export may be downloaded (once), in hours. */
export const DATA_EXPORT_TTL_HOURS = 24;
/** Years GST law (CGST Act s. 36, Rule 56) makes the store keep invoices, credit notes and the orders behind them. */
export const TAX_RECORDS_RETENTION_YEARS = 8;
/** What an erased shopper's name becomes on the orders and documents kept: "Deleted customer 7F3A9C01". */
export const ERASED_CUSTOMER_PREFIX = 'Deleted customer';
/**
 * What the phone and address lines of kept orders, invoices and returns read after an erasure. The city,
 * state and pincode stay: they are the place of supply of the tax charged, and name an area, not a person.
 */
export const ERASED_FIELD = 'Erased';
/** The audit action of a completed erasure (no personal data in the row); it reads "Erasure request completed". */
export const ERASURE_AUDIT_ACTION = 'user.erase';

export const DATA_EXPORT_STATUSES = [
  'queued',
  'running',
  'ready',
  'downloaded',
  'expired',
  'failed',
] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** One item of the privacy notice: what we collect and why. */
export interface PrivacyNoticeItem {
  what: string;
  why: string;
}

/** The itemised notice (DPDP Rules 2025, rule 3): shown at signup before the shopper agrees, and on /privacy. */
export const PRIVACY_NOTICE = {
  title: 'How we use your data',
  intro: `Before you sign up, here is what ${BRAND_NAME} collects, why, and what you can do about it.`,
  items: [
    {
      what: 'Your mobile number',
      why: 'To sign you in with a one-time code and to send updates about your orders.',
    },
    {
      what: 'Your name, email and delivery addresses',
      why: 'To deliver your orders and to print the tax invoice the law requires.',
    },
    {
      what: 'Your orders, returns, refunds and complaints',
      why: 'To fulfil them, refund you and answer you; tax records are kept for 8 years as GST law requires.',
    },
    {
      what: 'Your consents (SMS order updates, WhatsApp, marketing)',
      why: 'To message you only the way you agreed. We send no marketing.',
    },
  ] satisfies PrivacyNoticeItem[],
  withdraw:
    'You can withdraw any consent at any time in Settings, as easily as you gave it; you can also download your data or delete your account there.',
  complain: (officer: string) =>
    `Questions or complaints: write to our Grievance Officer, ${officer}. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.`,
  officerFallback: 'named on our About Us page',
  agree: 'By continuing you agree to this notice.',
  readFull: 'Read the full privacy notice',
} as const;

/** The public Privacy page (/privacy). */
export const PRIVACY_PAGE = {
  title: 'Privacy Notice',
  summary: `What ${BRAND_NAME} does with your personal data, and your rights under India's Digital Personal Data Protection Act, 2023.`,
  collectHeading: 'What we collect and why',
  rightsHeading: 'Your rights',
  rights: [
    'See your consents and withdraw any of them in Settings, in one tap.',
    'Download a copy of your data (a JSON file) from Settings → Your data.',
    'Correct your name, email and address in Edit Profile.',
    'Delete your account from Settings → Your data, confirmed with a one-time code.',
  ],
  keptHeading: 'What we keep after you delete your account',
  kept: `GST law requires us to keep orders, tax invoices and credit notes for ${TAX_RECORDS_RETENTION_YEARS} years. We keep them with your name, phone and address replaced by a pseudonym such as "${ERASED_CUSTOMER_PREFIX} 7F3A9C01". Everything else is erased.`,
  sharingHeading: 'Who we share it with',
  sharing:
    'Only with those who carry out your order: our payment partner, the courier and the SMS or WhatsApp provider. We never sell your data.',
  complainHeading: 'Grievance Officer and complaints',
} as const;

/** How each purpose is named in Settings. */
export const CONSENT_PURPOSE_TEXT: Record<ConsentPurpose, { label: string; detail: string }> = {
  order_updates: { label: 'Order updates by SMS', detail: 'Texts when your order moves on' },
  whatsapp: { label: 'WhatsApp messages', detail: 'Order updates on WhatsApp instead of SMS' },
  marketing: { label: 'Offers and news', detail: 'We send no marketing today' },
};

/** How the source of a consent reads in Settings ("Given at signup on 3 Nov 2026"). */
export const CONSENT_SOURCE_TEXT: Record<ConsentSource, string> = {
  default: 'Default',
  signup: 'at signup',
  settings: 'in Settings',
  staff: 'by our staff at your request',
};

export const YOUR_DATA_TEXT = {
  consentsTitle: 'Your consents',
  consentsDetail: 'What you agreed to, when and where. Withdraw any time.',
  consentOn: (source: string, when: string) => `Given ${source} on ${when}`,
  consentOff: (source: string, when: string) => `Withdrawn ${source} on ${when}`,
  consentDefaultOn: 'On by default',
  consentDefaultOff: 'Off',
  grant: 'Allow',
  withdraw: 'Withdraw',
  title: 'Your data',
  detail: 'Download a copy or delete your account',
  download: 'Download my data',
  downloadDetail:
    'We prepare a file of your profile, addresses, orders, returns, refunds, complaints, consents and the messages we sent you.',
  preparing: 'Preparing your file…',
  ready: (hours: number) => `Your file is ready. The link works once, within ${hours} hours.`,
  downloadFile: 'Download file',
  downloaded: 'Downloaded. Ask again for a new file.',
  failed: "We couldn't prepare your file. Please try again.",
  deleteTitle: 'Delete my account',
  deleteErased: 'Erased: your profile, addresses, photo, sessions, wishlist, consents and bag.',
  deleteKept: `Kept: your orders, invoices and credit notes, because GST law requires us to keep them for ${TAX_RECORDS_RETENTION_YEARS} years. Your name, phone and address on them are replaced by a pseudonym.`,
  deleteIrreversible: 'This cannot be undone. You can sign up again with the same number as a new account.',
  sendCode: 'Send code to delete',
  codeLabel: 'Code from the SMS',
  confirmDelete: 'Delete my account',
  deleted: 'Your account was deleted.',
  /** Above the reason the account cannot be deleted yet (DPDP Act s. 8(7)). */
  deleteHeld:
    'We need your account to finish what is still open with you: your orders, returns and refunds. Nothing is deleted until then.',
} as const;

/** The API's answers for exports and erasure. */
export const DATA_RIGHTS_MESSAGES = {
  exportRequested: 'We are preparing your file',
  exportNotFound: 'No such export',
  exportNotReady: 'Your file is not ready yet',
  exportGone: 'This download link has expired or was already used. Please ask for a new file.',
  eraseOtpSent: 'We sent a code to your phone to confirm deleting your account',
  eraseOtpWrong: 'That code is wrong or stale. Please ask for a new one.',
  /**
   * Why the account cannot be erased yet (issue 34): what is still open, counted (`erasureHolds`), and when the
   * shopper can delete it. Sent with its counts as `params`, so the storefront builds it in Hindi too.
   */
  eraseOpenItems: (orders: number, returns: number, refunds: number) => {
    const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
    const kinds = [orders, returns, refunds].filter((n) => n > 0).length;
    if (kinds > 1) {
      const parts = [
        orders > 0 ? `${plural(orders, 'order', 'orders')} on ${orders === 1 ? 'its' : 'their'} way` : '',
        returns > 0 ? `${plural(returns, 'return', 'returns')} in progress` : '',
        refunds > 0 ? `${plural(refunds, 'refund', 'refunds')} we have not paid yet` : '',
      ].filter(Boolean);
      const list = `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
      return `You have ${list}. You can delete your account once all of them are complete.`;
    }
    if (orders > 0)
      return orders === 1
        ? 'You have 1 order on its way. You can delete your account once it is delivered or cancelled.'
        : `You have ${orders} orders on their way. You can delete your account once they are delivered or cancelled.`;
    if (returns > 0)
      return returns === 1
        ? 'You have 1 return in progress. You can delete your account once it is complete.'
        : `You have ${returns} returns in progress. You can delete your account once they are complete.`;
    if (refunds > 0)
      return refunds === 1
        ? 'We still owe you 1 refund. You can delete your account once we have paid it.'
        : `We still owe you ${refunds} refunds. You can delete your account once we have paid them.`;
    return 'You have an order, return or refund in progress. You can delete your account once it is complete.';
  },
  erased: 'Your account was deleted',
} as const;

/** The SMS that confirms an erasure. */
export const ERASE_OTP_TEXT = (code: string, validMinutes: number) =>
  `${code} is your ${BRAND_NAME} code to DELETE your account. It is valid for ${validMinutes} minutes. If you did not ask for this, ignore this message.`;
