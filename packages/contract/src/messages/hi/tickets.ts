/**
 * हिन्दी: grievance tickets (English: ../tickets.ts): the Help page, a ticket's page, the API's answers and the
 * messages a ticket sends. The back office's Tickets screens stay English.
 */
import { BRAND_NAME } from '../../constants.js';
import type { Translation } from '../../i18n/locales.js';
import {
  TICKET_ACKNOWLEDGE_HOURS,
  TICKET_DESCRIPTION_MAX_LENGTH,
  TICKET_DESCRIPTION_MIN_LENGTH,
  TICKET_PHOTOS_MAX,
  TICKET_RESOLVE_DAYS,
  type TicketStatus,
} from '../../rules/tickets.js';
import type * as en from '../tickets.js';

export const TICKET_CATEGORY_LABELS: Translation<typeof en.TICKET_CATEGORY_LABELS> = {
  order_not_received: 'ऑर्डर नहीं मिला',
  damaged_or_wrong_item: 'खराब या गलत आइटम मिला',
  return_refund: 'रिटर्न या रिफ़ंड',
  payment: 'भुगतान',
  account: 'मेरा अकाउंट',
  other: 'कुछ और',
};

export const TICKET_STATUS_LABELS: Translation<typeof en.TICKET_STATUS_LABELS> = {
  open: 'मिल गई',
  acknowledged: 'स्वीकार की गई',
  in_progress: 'काम चल रहा है',
  resolved: 'सुलझ गई',
  closed: 'बंद',
};

export const TICKET_TEXT: Translation<typeof en.TICKET_TEXT> = {
  pageTitle: 'मदद',
  raiseTitle: 'शिकायत दर्ज करें',
  intro: `बताइए क्या गड़बड़ हुई। हम हर शिकायत ${TICKET_ACKNOWLEDGE_HOURS} घंटे में स्वीकार करते हैं और ${TICKET_RESOLVE_DAYS} दिन में सुलझाते हैं।`,
  categoryLabel: 'शिकायत किस बारे में है?',
  categoryPlaceholder: 'एक चुनें',
  orderLabel: 'ऑर्डर (ज़रूरी नहीं)',
  orderNone: 'किसी ऑर्डर के बारे में नहीं',
  orderOption: (display: string, date: string) => `ऑर्डर ${display} · ${date}`,
  descriptionLabel: 'समस्या बताएँ',
  descriptionHint: `कम से कम ${TICKET_DESCRIPTION_MIN_LENGTH} अक्षर।`,
  photosLabel: `फ़ोटो (${TICKET_PHOTOS_MAX} तक)`,
  addPhoto: 'फ़ोटो जोड़ें',
  removePhoto: 'फ़ोटो हटाएँ',
  uploadingPhoto: 'फ़ोटो अपलोड हो रही है…',
  submit: 'शिकायत भेजें',
  submitting: 'भेजी जा रही है…',
  phoneLabel: 'मोबाइल नंबर',
  phoneIntro: 'लॉग इन नहीं हैं? अपना मोबाइल नंबर वेरिफ़ाई करें, हम आपका टिकट नंबर उसी पर भेजेंगे।',
  sendCode: 'कोड भेजें',
  codeLabel: 'SMS से मिला कोड',
  verify: 'वेरिफ़ाई करें',
  phoneVerified: (phone: string) => `वेरिफ़ाई हो गया: ${phone}`,
  raisedTitle: 'शिकायत दर्ज हो गई',
  raisedBody: (number: string) =>
    `आपका टिकट नंबर ${number} है। हमने इसे आपके फ़ोन पर भेज दिया है; अपनी शिकायत ट्रैक करने के लिए इसे संभालकर रखें।`,
  viewTicket: 'टिकट देखें',
  myTickets: 'मेरी शिकायतें',
  noTickets: 'आपने अभी तक कोई शिकायत दर्ज नहीं की है।',
  ticketTitle: (number: string) => `टिकट ${number}`,
  statusLabel: 'स्टेटस',
  raisedOn: (date: string) => `${date} को दर्ज की गई`,
  acknowledgeClock: 'स्वीकार करने की समय-सीमा',
  resolveClock: 'सुलझाने की समय-सीमा',
  clockDue: (span: string) => `${span} में`,
  clockOverdue: (span: string) => `${span} की देरी`,
  clockMet: (date: string) => `${date} को पूरा हुआ`,
  conversation: 'बातचीत',
  you: 'आप',
  staff: `${BRAND_NAME} सपोर्ट`,
  replyLabel: 'आपका जवाब',
  sendReply: 'जवाब भेजें',
  sending: 'भेजा जा रहा है…',
  closedNote: 'यह टिकट बंद हो चुका है। और मदद चाहिए तो नई शिकायत दर्ज करें।',
  notFound: 'हमें यह टिकट नहीं मिला।',
  officerTitle: 'शिकायत अधिकारी',
  officerIntro: 'अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो हमारे शिकायत अधिकारी को लिखें:',
  officerName: (name: string, designation: string) => (designation ? `${name}, ${designation}` : name),
  helpLink: 'मदद / शिकायत दर्ज करें',
  signInToSee: 'अपनी शिकायतें देखने के लिए लॉग इन करें।',
  loadFailed: 'आपकी शिकायत लोड नहीं हो पाई। कृपया फिर से कोशिश करें।',
  listFailed: 'आपकी शिकायतें लोड नहीं हो पाईं। कृपया फिर से कोशिश करें।',
  submitFailed: 'आपकी शिकायत दर्ज नहीं हो पाई। कृपया फिर से कोशिश करें।',
  replyFailed: 'आपका जवाब नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  photoFailed: 'फ़ोटो अपलोड नहीं हो पाई। कृपया फिर से कोशिश करें।',
  otpFailed: 'आपका नंबर वेरिफ़ाई नहीं हो पाया। कृपया फिर से कोशिश करें।',
};

export const TICKET_TOASTS: Translation<typeof en.TICKET_TOASTS> = {
  replySent: { title: 'जवाब भेज दिया', description: 'हम यहीं और SMS से जवाब देंगे।' },
  photoFailed: { title: 'फ़ोटो अपलोड नहीं हो पाई', description: 'कृपया फिर से कोशिश करें।' },
};

export const TICKET_MESSAGES: Translation<typeof en.TICKET_MESSAGES> = {
  created: (number: string) => `शिकायत दर्ज हो गई। आपका टिकट नंबर ${number} है।`,
  replied: 'जवाब भेज दिया गया।',
  updated: 'टिकट अपडेट हो गया।',
  otpVerified: 'मोबाइल नंबर वेरिफ़ाई हो गया।',
  notFound: 'टिकट नहीं मिला।',
  categoryRequired: 'चुनें कि आपकी शिकायत किस बारे में है।',
  descriptionTooShort: `समस्या कम से कम ${TICKET_DESCRIPTION_MIN_LENGTH} अक्षरों में बताएँ।`,
  descriptionTooLong: `विवरण ${TICKET_DESCRIPTION_MAX_LENGTH} अक्षरों के अंदर रखें।`,
  replyEmpty: 'पहले जवाब लिखें।',
  tooManyPhotos: `ज़्यादा से ज़्यादा ${TICKET_PHOTOS_MAX} फ़ोटो जोड़ें।`,
  photoUnknown: 'एक फ़ोटो अपलोड नहीं हुई। कृपया उसे फिर से जोड़ें।',
  orderNotYours: 'यह ऑर्डर आपका नहीं है।',
  phoneProofRequired: 'शिकायत दर्ज करने के लिए लॉग इन करें या अपना मोबाइल नंबर वेरिफ़ाई करें।',
  phoneProofInvalid: 'आपके मोबाइल नंबर का वेरिफ़िकेशन एक्सपायर हो गया है। कृपया फिर से वेरिफ़ाई करें।',
  flood: 'आप आज कई शिकायतें दर्ज कर चुके हैं। कृपया हमारे जवाब का इंतज़ार करें, या किसी खुले टिकट पर जवाब दें।',
  closed: 'यह टिकट बंद हो चुका है। और मदद चाहिए तो नई शिकायत दर्ज करें।',
  moveNotAllowed: (from: string, to: string) => `"${from}" स्टेटस वाला टिकट "${to}" में नहीं बदला जा सकता।`,
  nothingToDo: 'जवाब लिखें या नया स्टेटस चुनें।',
};

/** SMS / WhatsApp texts a ticket sends in Hindi (`url`: the ticket's page under /hi). */
export const TICKET_NOTIFICATION_TEXT: Translation<typeof en.TICKET_NOTIFICATION_TEXT> = {
  created: (number: string, url: string) =>
    `${BRAND_NAME}: हमें आपकी शिकायत मिल गई है, टिकट ${number}। हम इसे ${TICKET_ACKNOWLEDGE_HOURS} घंटे में स्वीकार करेंगे। ट्रैक करें: ${url}`,
  replied: (number: string, url: string) =>
    `${BRAND_NAME}: हमने आपके टिकट ${number} पर जवाब दिया है। पढ़ें: ${url}`,
  status: (number: string, status: TicketStatus, url: string) =>
    `${BRAND_NAME}: आपके टिकट ${number} का स्टेटस अब "${TICKET_STATUS_LABELS[status]}" है। ${url}`,
};
