/**
 * हिन्दी: the shopper's data rights (English: ../data-rights.ts): the privacy notice, the Privacy page,
 * Settings' "Your data" and the API's answers for exports and erasure. The values stored on kept records
 * (ERASED_CUSTOMER_PREFIX, ERASED_FIELD) and the audit action stay English.
 */
import { BRAND_NAME } from '../../constants.js';
import type { Translation } from '../../i18n/locales.js';
import type * as en from '../data-rights.js';
import { ERASED_CUSTOMER_PREFIX, TAX_RECORDS_RETENTION_YEARS } from '../data-rights.js';

export const PRIVACY_NOTICE: Translation<typeof en.PRIVACY_NOTICE> = {
  title: 'हम आपके डेटा का इस्तेमाल कैसे करते हैं',
  intro: `साइन अप करने से पहले जानिए कि ${BRAND_NAME} क्या जानकारी लेता है, क्यों, और आप इसके बारे में क्या कर सकते हैं।`,
  items: [
    {
      what: 'आपका मोबाइल नंबर',
      why: 'वन-टाइम कोड से आपको लॉग इन कराने और आपके ऑर्डर के अपडेट भेजने के लिए।',
    },
    {
      what: 'आपका नाम, ईमेल और डिलीवरी के पते',
      why: 'आपके ऑर्डर डिलीवर करने और कानून के मुताबिक टैक्स इनवॉइस बनाने के लिए।',
    },
    {
      what: 'आपके ऑर्डर, रिटर्न, रिफ़ंड और शिकायतें',
      why: `इन्हें पूरा करने, आपको रिफ़ंड देने और जवाब देने के लिए; GST कानून के मुताबिक टैक्स रिकॉर्ड ${TAX_RECORDS_RETENTION_YEARS} साल रखे जाते हैं।`,
    },
    {
      what: 'आपकी सहमतियाँ (SMS ऑर्डर अपडेट, WhatsApp, मार्केटिंग)',
      why: 'आपको सिर्फ़ उसी तरीके से मैसेज भेजने के लिए जिसकी आपने सहमति दी है। हम कोई मार्केटिंग मैसेज नहीं भेजते।',
    },
  ],
  withdraw:
    'आप सेटिंग्स में कभी भी अपनी कोई भी सहमति उतनी ही आसानी से वापस ले सकते हैं जितनी आसानी से आपने दी थी; वहीं आप अपना डेटा डाउनलोड कर सकते हैं या अपना अकाउंट डिलीट कर सकते हैं।',
  complain: (officer: string) =>
    `सवाल या शिकायत: हमारे शिकायत अधिकारी, ${officer}, को लिखें। अगर आप जवाब से संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड (Data Protection Board of India) से शिकायत कर सकते हैं।`,
  officerFallback: 'जिनका नाम हमारे "हमारे बारे में" पेज पर है',
  agree: 'आगे बढ़कर आप इस सूचना से सहमत होते हैं।',
  readFull: 'पूरी प्राइवेसी सूचना पढ़ें',
};

export const PRIVACY_PAGE: Translation<typeof en.PRIVACY_PAGE> = {
  title: 'प्राइवेसी सूचना',
  summary: `${BRAND_NAME} आपके पर्सनल डेटा के साथ क्या करता है, और डिजिटल पर्सनल डेटा संरक्षण अधिनियम, 2023 के तहत आपके अधिकार।`,
  collectHeading: 'हम क्या जानकारी लेते हैं और क्यों',
  rightsHeading: 'आपके अधिकार',
  rights: [
    'सेटिंग्स में अपनी सहमतियाँ देखें और किसी को भी एक टैप में वापस लें।',
    'सेटिंग्स → आपका डेटा से अपने डेटा की कॉपी (JSON फ़ाइल) डाउनलोड करें।',
    'प्रोफ़ाइल एडिट करें में अपना नाम, ईमेल और पता ठीक करें।',
    'सेटिंग्स → आपका डेटा से अपना अकाउंट डिलीट करें, जिसे वन-टाइम कोड से कन्फ़र्म किया जाता है।',
  ],
  keptHeading: 'अकाउंट डिलीट करने के बाद हम क्या रखते हैं',
  kept: `GST कानून के मुताबिक हमें ऑर्डर, टैक्स इनवॉइस और क्रेडिट नोट ${TAX_RECORDS_RETENTION_YEARS} साल तक रखने होते हैं। हम इन्हें रखते हैं, लेकिन आपके नाम, फ़ोन और पते की जगह एक छद्म नाम लिख देते हैं, जैसे "${ERASED_CUSTOMER_PREFIX} 7F3A9C01"। बाकी सब कुछ मिटा दिया जाता है।`,
  sharingHeading: 'हम किसके साथ जानकारी शेयर करते हैं',
  sharing:
    'सिर्फ़ उनके साथ जो आपका ऑर्डर पूरा करते हैं: हमारा पेमेंट पार्टनर, कूरियर और SMS या WhatsApp प्रोवाइडर। हम आपका डेटा कभी नहीं बेचते।',
  complainHeading: 'शिकायत अधिकारी और शिकायतें',
};

export const CONSENT_PURPOSE_TEXT: Translation<typeof en.CONSENT_PURPOSE_TEXT> = {
  order_updates: { label: 'SMS से ऑर्डर अपडेट', detail: 'आपका ऑर्डर आगे बढ़ने पर मैसेज' },
  whatsapp: { label: 'WhatsApp मैसेज', detail: 'SMS की जगह WhatsApp पर ऑर्डर अपडेट' },
  marketing: { label: 'ऑफ़र और खबरें', detail: 'हम अभी कोई मार्केटिंग मैसेज नहीं भेजते' },
};

export const CONSENT_SOURCE_TEXT: Translation<typeof en.CONSENT_SOURCE_TEXT> = {
  default: 'डिफ़ॉल्ट',
  signup: 'साइन अप के समय',
  settings: 'सेटिंग्स में',
  staff: 'आपके कहने पर हमारे स्टाफ़ द्वारा',
};

export const YOUR_DATA_TEXT: Translation<typeof en.YOUR_DATA_TEXT> = {
  consentsTitle: 'आपकी सहमतियाँ',
  consentsDetail: 'आपने किस बात की सहमति दी, कब और कहाँ। कभी भी वापस लें।',
  consentOn: (source: string, when: string) => `${when} को ${source} दी गई`,
  consentOff: (source: string, when: string) => `${when} को ${source} वापस ली गई`,
  consentDefaultOn: 'डिफ़ॉल्ट रूप से चालू',
  consentDefaultOff: 'बंद',
  grant: 'अनुमति दें',
  withdraw: 'वापस लें',
  title: 'आपका डेटा',
  detail: 'कॉपी डाउनलोड करें या अपना अकाउंट डिलीट करें',
  download: 'मेरा डेटा डाउनलोड करें',
  downloadDetail:
    'हम आपकी प्रोफ़ाइल, पते, ऑर्डर, रिटर्न, रिफ़ंड, शिकायतें, सहमतियाँ और आपको भेजे गए मैसेज की एक फ़ाइल तैयार करते हैं।',
  preparing: 'आपकी फ़ाइल तैयार हो रही है…',
  ready: (hours: number) => `आपकी फ़ाइल तैयार है। लिंक ${hours} घंटे के अंदर सिर्फ़ एक बार काम करेगा।`,
  downloadFile: 'फ़ाइल डाउनलोड करें',
  downloaded: 'डाउनलोड हो गई। नई फ़ाइल के लिए फिर से माँगें।',
  failed: 'हम आपकी फ़ाइल तैयार नहीं कर पाए। कृपया फिर से कोशिश करें।',
  deleteTitle: 'मेरा अकाउंट डिलीट करें',
  deleteErased: 'मिटा दिया जाएगा: आपकी प्रोफ़ाइल, पते, फ़ोटो, सेशन, विशलिस्ट, सहमतियाँ और बैग।',
  deleteKept: `रखा जाएगा: आपके ऑर्डर, इनवॉइस और क्रेडिट नोट, क्योंकि GST कानून के मुताबिक हमें इन्हें ${TAX_RECORDS_RETENTION_YEARS} साल तक रखना होता है। इन पर आपके नाम, फ़ोन और पते की जगह एक छद्म नाम लिख दिया जाता है।`,
  deleteIrreversible: 'यह वापस नहीं हो सकता। आप इसी नंबर से नए अकाउंट के रूप में फिर से साइन अप कर सकते हैं।',
  sendCode: 'डिलीट करने के लिए कोड भेजें',
  codeLabel: 'SMS से मिला कोड',
  confirmDelete: 'मेरा अकाउंट डिलीट करें',
  deleted: 'आपका अकाउंट डिलीट कर दिया गया है।',
  deleteHeld:
    'आपके साथ जो अभी चल रहा है, उसे पूरा करने के लिए हमें आपके अकाउंट की ज़रूरत है: आपके ऑर्डर, रिटर्न और रिफ़ंड। तब तक कुछ भी डिलीट नहीं किया जाता।',
};

export const DATA_RIGHTS_MESSAGES: Translation<typeof en.DATA_RIGHTS_MESSAGES> = {
  exportRequested: 'हम आपकी फ़ाइल तैयार कर रहे हैं',
  exportNotFound: 'ऐसी कोई फ़ाइल नहीं है',
  exportNotReady: 'आपकी फ़ाइल अभी तैयार नहीं है',
  exportGone: 'यह डाउनलोड लिंक एक्सपायर हो गया है या पहले ही इस्तेमाल हो चुका है। कृपया नई फ़ाइल माँगें।',
  eraseOtpSent: 'अकाउंट डिलीट करना कन्फ़र्म करने के लिए हमने आपके फ़ोन पर एक कोड भेजा है',
  eraseOtpWrong: 'यह कोड गलत है या पुराना हो गया है। कृपया नया कोड माँगें।',
  eraseOpenItems: (orders: number, returns: number, refunds: number) => {
    const then = 'आप अपना अकाउंट डिलीट कर सकते हैं।';
    const kinds = [orders, returns, refunds].filter((n) => n > 0).length;
    if (kinds > 1) {
      const parts = [
        orders > 0 ? `${orders} ऑर्डर रास्ते में` : '',
        returns > 0 ? `${returns} रिटर्न जारी` : '',
        refunds > 0 ? `${refunds} रिफ़ंड बाकी` : '',
      ].filter(Boolean);
      return `अभी ये पूरे नहीं हुए हैं: ${parts.join(', ')}। इन सबके पूरा होने के बाद ${then}`;
    }
    if (orders > 0)
      return orders === 1
        ? `आपका 1 ऑर्डर अभी रास्ते में है। उसके डिलीवर या कैंसिल होने के बाद ${then}`
        : `आपके ${orders} ऑर्डर अभी रास्ते में हैं। उनके डिलीवर या कैंसिल होने के बाद ${then}`;
    if (returns > 0)
      return returns === 1
        ? `आपका 1 रिटर्न अभी चल रहा है। उसके पूरा होने के बाद ${then}`
        : `आपके ${returns} रिटर्न अभी चल रहे हैं। उनके पूरा होने के बाद ${then}`;
    if (refunds > 0)
      return refunds === 1
        ? `हमें अभी आपको 1 रिफ़ंड देना बाकी है। उसका भुगतान होने के बाद ${then}`
        : `हमें अभी आपको ${refunds} रिफ़ंड देने बाकी हैं। उनका भुगतान होने के बाद ${then}`;
    return `आपका कोई ऑर्डर, रिटर्न या रिफ़ंड अभी चल रहा है। उसके पूरा होने के बाद ${then}`;
  },
  erased: 'आपका अकाउंट डिलीट कर दिया गया है',
};

/** The SMS that confirms an erasure. */
export const ERASE_OTP_TEXT: Translation<typeof en.ERASE_OTP_TEXT> = (code: string, validMinutes: number) =>
  `${code} आपका ${BRAND_NAME} अकाउंट डिलीट करने का कोड है। यह ${validMinutes} मिनट तक मान्य है। अगर आपने यह नहीं माँगा, तो इस मैसेज को अनदेखा करें।`;
