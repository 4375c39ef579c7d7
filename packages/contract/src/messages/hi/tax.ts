/** हिन्दी: GST answers and the invoice's wording (English: ../tax.ts). */
import type { Translation } from '../../i18n/locales.js';
import { INVOICE_PREFIX_MAX_LENGTH } from '../../rules/invoice-number.js';
import type * as en from '../tax.js';

export const TAX_MESSAGES: Translation<typeof en.TAX_MESSAGES> = {
  gstinInvalid: 'सही GSTIN डालें',
  gstinStateMismatch: 'GSTIN रजिस्टर्ड पते के राज्य कोड से शुरू होना चाहिए',
  hsnInvalid: 'HSN 4, 6 या 8 अंकों का होता है',
  taxClassUnknown: 'अनजानी टैक्स क्लास',
  stateCodeInvalid: 'कोई राज्य या केंद्र शासित प्रदेश चुनें',
  stateCodeMismatch: 'राज्य कोड रजिस्टर्ड पते का राज्य होना चाहिए',
  invoicePrefixInvalid: `इनवॉइस प्रीफ़िक्स 1 से ${INVOICE_PREFIX_MAX_LENGTH} कैपिटल अक्षर, अंक या हाइफ़न का होता है, जो अक्षर या अंक से शुरू हो`,
  phoneInvalid: 'एरिया कोड के साथ फ़ोन नंबर डालें',
  settingsUpdateEmpty: 'बदलने के लिए कम से कम एक सेटिंग भेजें',
  settingsUpdated: 'सेटिंग्स सेव हो गईं',
  plantationLine: 'पौधारोपण राशि',
  invoiceNotIssued: 'इस ऑर्डर का इनवॉइस अभी जारी नहीं हुआ है',
  creditNoteNotFound: 'इस ऑर्डर का ऐसा कोई क्रेडिट नोट नहीं है',
  gstr1MonthInvalid: 'महीना YYYY-MM के रूप में चुनें',
  hsnMissing: (title: string) => `"${title}" (या उसकी कैटेगरी) को शिप करने से पहले उसका HSN कोड सेट करें`,
  placeOfSupplyUnknown: (state: string) =>
    `डिलीवरी का राज्य "${state}" कोई भारतीय राज्य या केंद्र शासित प्रदेश नहीं है, इसलिए कोई इनवॉइस उसकी सप्लाई की जगह नहीं बता सकता`,
  invoiceCancelledOrder: 'कैंसल ऑर्डर का कोई इनवॉइस नहीं बनता',
};

export const TAX_SHOPPER_TEXT: Translation<typeof en.TAX_SHOPPER_TEXT> = {
  downloadInvoice: 'इनवॉइस डाउनलोड करें',
  downloadCreditNote: (number: string) => `क्रेडिट नोट ${number}`,
  grievanceHours: 'सोम–शनि, सुबह 10 से शाम 6 बजे तक (IST)',
};
