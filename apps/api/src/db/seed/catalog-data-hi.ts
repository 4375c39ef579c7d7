/**
 * The demo catalogue's Hindi (issue 35): every category's title, 60 products' titles, descriptions and
 * product info, and every banner's alt text, written as Indian fashion stores write Hindi (common English
 * fashion words such as "कुर्ता", "प्रिंट" or size names kept). Keyed by the English text of catalog-data.ts.
 */
import {
  FREE_SHIPPING_THRESHOLD_RUPEES,
  type PosterSet,
  RETURN_WINDOW_DAYS,
  returnPolicyFor,
} from '@zari/contract';
import type { ProductTranslations } from '../schema/index.js';

/** Category titles by slug. */
export const CATEGORY_TITLES_HI: Record<string, string> = {
  kurtas: 'कुर्ते और कुर्तियाँ',
  sarees: 'साड़ियाँ',
  dresses: 'ड्रेसेज़',
  'tops-and-blouses': 'टॉप्स और ब्लाउज़',
  lehengas: 'लहंगे',
  'jeans-and-trousers': 'जींस और ट्राउज़र',
  jewellery: 'ज्वेलरी',
  bags: 'बैग',
  footwear: 'फ़ुटवियर',
};

/** What a category's products share, in Hindi: fit, care and the closing line of the description. */
export const CATEGORY_TEXT_HI: Record<string, { fit: string; care: string; closing: string }> = {
  kurtas: {
    fit: 'स्ट्रेट फ़िट, पिंडली तक लंबाई; मॉडल की लंबाई 5\'7" है और उन्होंने S साइज़ पहना है।',
    care: 'ठंडे पानी में हल्के हाथ से धोएँ; छाँव में सुखाएँ; उल्टी तरफ़ से हल्की गर्म इस्त्री करें।',
    closing: 'ऑफ़िस के लिए पलाज़ो और कोल्हापुरी के साथ पहनें, या शाम की पार्टी के लिए झुमकों के साथ।',
  },
  sarees: {
    fit: 'साड़ी 5.5 मीटर, साथ में 0.8 मीटर का बिना सिला ब्लाउज़ पीस।',
    care: 'केवल ड्राई क्लीन कराएँ; मलमल के कपड़े में तह करके रखें।',
    closing: 'शादियों में निवी स्टाइल में पहनें, या घर की पूजा के लिए सीधे पल्लू में।',
  },
  lehengas: {
    fit: 'सेमी-स्टिच्ड स्कर्ट, कमर एडजस्ट हो सकती है; ब्लाउज़ 34–38 इंच बस्ट में फ़िट होता है।',
    care: 'केवल ड्राई क्लीन कराएँ; मलमल के कपड़े में तह करके रखें।',
    closing: 'संगीत के लिए स्टेटमेंट नेकलेस और कढ़ाई वाली जूतियों के साथ स्टाइल करें।',
  },
  jewellery: {
    fit: 'हल्के वज़न के; हुक और क्लैस्प निकेल-फ़्री हैं।',
    care: 'परफ़्यूम और पानी से दूर रखें; साथ में मिले पाउच में रखें।',
    closing: 'साड़ी, लहंगे या सादे कुर्ते के साथ परफ़ेक्ट फ़िनिशिंग टच।',
  },
  bags: {
    fit: '13 इंच का लैपटॉप (टोट) या फ़ोन, वॉलेट और धूप का चश्मा (हैंडबैग) आराम से आ जाता है।',
    care: 'सूखे कपड़े से पोंछें; इस्तेमाल न होने पर अंदर काग़ज़ भरकर रखें।',
    closing: 'ऑफ़िस, कॉलेज या वीकेंड मार्केट, हर जगह साथ ले जाएँ।',
  },
  footwear: {
    fit: 'साइज़ सही आता है; दो साइज़ के बीच हों तो बड़ा साइज़ चुनें।',
    care: 'सूखे कपड़े से साफ़ करें; पानी से दूर रखें।',
    closing: 'शादी के लंबे जश्न से लेकर रोज़ के कामों तक, हर दिन के लिए बनी।',
  },
};

/** Materials as a Hindi product page names them. */
export const FABRICS_HI: Record<string, string> = {
  Cotton: 'कॉटन',
  Rayon: 'रेयॉन',
  'Cotton mul': 'कॉटन मलमल',
  'Silk blend': 'सिल्क ब्लेंड',
  Linen: 'लिनन',
  Georgette: 'जॉर्जेट',
  Viscose: 'विस्कोस',
  Khadi: 'खादी',
  'Cotton silk': 'कॉटन सिल्क',
  'Pure silk': 'शुद्ध सिल्क',
  'Katan silk': 'कटान सिल्क',
  Chanderi: 'चंदेरी',
  Organza: 'ऑर्गेंज़ा',
  'Mul cotton': 'मलमल कॉटन',
  Silk: 'सिल्क',
  'Tussar silk': 'टसर सिल्क',
  'Raw silk': 'रॉ सिल्क',
  Velvet: 'वेलवेट',
  Brocade: 'ब्रोकेड',
  Net: 'नेट',
  'Gold-plated brass': 'गोल्ड-प्लेटेड पीतल',
  'Oxidised silver alloy': 'ऑक्सीडाइज़्ड सिल्वर मिश्रधातु',
  'Gold-plated brass, faux pearls': 'गोल्ड-प्लेटेड पीतल, आर्टिफ़िशियल मोती',
  'Brass with enamel': 'मीनाकारी वाला पीतल',
  'Glass beads, brass': 'काँच के मनके, पीतल',
  'Oxidised alloy': 'ऑक्सीडाइज़्ड मिश्रधातु',
  'Vegan leather': 'वीगन लेदर',
  'Cotton canvas': 'कॉटन कैनवस',
  Jute: 'जूट',
  Straw: 'स्ट्रॉ',
  Leather: 'लेदर',
  'Faux suede': 'फ़ॉक्स स्वेड',
  'Cotton, leather sole': 'कॉटन, लेदर सोल',
  'Faux leather': 'फ़ॉक्स लेदर',
};

/** Product titles and the opening sentence of their descriptions, by English title. */
export const PRODUCTS_HI: Record<string, { title: string; blurb: string }> = {
  'Indigo Dabu Print Straight Kurta': {
    title: 'इंडिगो दाबू प्रिंट स्ट्रेट कुर्ता',
    blurb: 'राजस्थान में हाथ से किया गया दाबू प्रिंट, मैंडरिन कॉलर और लकड़ी के बटनों के साथ।',
  },
  'Rani Pink Bandhani Anarkali Kurta': {
    title: 'रानी पिंक बांधनी अनारकली कुर्ता',
    blurb: 'बांधनी डॉट प्रिंट में घेरदार अनारकली पैनल, जो चलते समय लहराते हैं।',
  },
  'Ivory Chikankari A-Line Kurta': {
    title: 'आइवरी चिकनकारी ए-लाइन कुर्ता',
    blurb: 'हवादार मलमल पर योक और आस्तीनों पर लखनवी चिकनकारी का शैडो वर्क।',
  },
  'Mustard Block Print Kurti with Pockets': {
    title: 'जेबों वाली मस्टर्ड ब्लॉक प्रिंट कुर्ती',
    blurb: 'रोज़ पहनने के लिए ब्लॉक प्रिंट कुर्ती, गहरी साइड जेबों और हल्के घुमावदार हेम के साथ।',
  },
  'Emerald Silk Blend Festive Kurta': {
    title: 'एमरल्ड सिल्क ब्लेंड फ़ेस्टिव कुर्ता',
    blurb: 'चमकदार सिल्क ब्लेंड कुर्ता, हेम और कफ़ पर सुनहरे ज़री बॉर्डर के साथ।',
  },
  'Sage Striped Linen Kurta': {
    title: 'सेज धारीदार लिनन कुर्ता',
    blurb: 'बारीक बुनी धारियों वाला हवादार लिनन, स्ट्रेट कट और साइड स्लिट के साथ।',
  },
  'Teal Ajrakh Print Kurta': {
    title: 'टील अजरख प्रिंट कुर्ता',
    blurb: 'प्राकृतिक रंगों में कच्छ के अजरख मोटिफ़, गोल गले और थ्री-क्वार्टर आस्तीनों के साथ।',
  },
  'Peach Floral Flared Kurti': {
    title: 'पीच फ़्लोरल फ़्लेयर्ड कुर्ती',
    blurb: 'घेरदार हेम वाली मुलायम जॉर्जेट कुर्ती, आराम के लिए अस्तर के साथ।',
  },
  'Black Kantha Embroidered Kurta': {
    title: 'काला कांथा कढ़ाई वाला कुर्ता',
    blurb: 'गहरे काले कपड़े पर कंट्रास्ट धागे से कांथा के रनिंग टाँके।',
  },
  'Lavender Polka Kurta with Tie-Up Neck': {
    title: 'टाई-अप नेक वाला लैवेंडर पोल्का कुर्ता',
    blurb: 'मज़ेदार पोल्का प्रिंट, टाई-अप कीहोल नेक और फुंदनों के साथ।',
  },
  'Rust Handloom Khadi Kurta': {
    title: 'रस्ट हैंडलूम खादी कुर्ता',
    blurb: 'हाथ से कती, हाथ से बुनी खादी, जो हर धुलाई के साथ और मुलायम होती जाती है।',
  },
  'Maroon Mirror Work Kurta': {
    title: 'मैरून मिरर वर्क कुर्ता',
    blurb: 'गले के चारों ओर हाथ से लगे छोटे शीशे, जो हर त्योहार की दावत में चमकते हैं।',
  },
  'Kanjivaram Silk Saree with Zari Border': {
    title: 'ज़री बॉर्डर वाली कांजीवरम सिल्क साड़ी',
    blurb: 'कांचीपुरम के करघों पर बुनी, कंट्रास्ट कोरवई बॉर्डर और भारी ज़री पल्लू के साथ।',
  },
  'Banarasi Katan Silk Saree': {
    title: 'बनारसी कटान सिल्क साड़ी',
    blurb: 'सुनहरी ज़री में बुना फूलों की बूटियों वाला क्लासिक बनारसी जाल।',
  },
  'Chanderi Cotton Silk Saree': {
    title: 'चंदेरी कॉटन सिल्क साड़ी',
    blurb: 'सिक्का बूटियों वाली महीन चंदेरी, गर्मियों की दोपहर के लिए हल्की।',
  },
  'Bandhani Georgette Saree': {
    title: 'बांधनी जॉर्जेट साड़ी',
    blurb: 'बहते जॉर्जेट पर जामनगर की हाथ से बँधी बांधनी बिंदियाँ।',
  },
  'Linen Saree with Tassel Pallu': {
    title: 'फुंदनों वाले पल्लू की लिनन साड़ी',
    blurb: 'बुनी धारियों वाला क्रिस्प लिनन, पल्लू पर हाथ से गूँथे फुंदने।',
  },
  'Jamdani Handloom Saree': {
    title: 'जामदानी हैंडलूम साड़ी',
    blurb: 'पश्चिम बंगाल में हाथ से बुने तैरते जामदानी मोटिफ़।',
  },
  'Organza Saree with Floral Print': {
    title: 'फ़्लोरल प्रिंट ऑर्गेंज़ा साड़ी',
    blurb: 'पंख जैसी हल्की ऑर्गेंज़ा साड़ी, हल्के वॉटरकलर फूलों के प्रिंट में।',
  },
  'Kalamkari Mul Cotton Saree': {
    title: 'कलमकारी मलमल कॉटन साड़ी',
    blurb: 'मुलायम मलमल पर श्रीकालहस्ती के कलम से बने कलमकारी मोटिफ़।',
  },
  'Paithani Silk Saree': {
    title: 'पैठणी सिल्क साड़ी',
    blurb: 'महाराष्ट्र की विरासत, पल्लू पर मोर के मोटिफ़ के साथ।',
  },
  'Tussar Silk Saree with Madhubani Art': {
    title: 'मधुबनी आर्ट वाली टसर सिल्क साड़ी',
    blurb: 'टसर की सुनहरी चमक पर हाथ से पेंट की गई मधुबनी आकृतियाँ।',
  },
  'Maroon Zari Embroidered Bridal Lehenga': {
    title: 'मैरून ज़री कढ़ाई वाला ब्राइडल लहंगा',
    blurb: 'रॉ सिल्क पर घनी ज़री और सीक्विन वर्क, नेट दुपट्टे के साथ।',
  },
  'Rani Pink Gota Patti Lehenga': {
    title: 'रानी पिंक गोटा पट्टी लहंगा',
    blurb: 'घूमने पर लहराती जॉर्जेट स्कर्ट पर राजस्थानी गोटा पट्टी का काम।',
  },
  'Pastel Floral Organza Lehenga': {
    title: 'पेस्टल फ़्लोरल ऑर्गेंज़ा लहंगा',
    blurb: 'हल्के फूलों के प्रिंट में सपनों जैसा ऑर्गेंज़ा लहंगा।',
  },
  'Emerald Velvet Lehenga': {
    title: 'एमरल्ड वेलवेट लहंगा',
    blurb: 'सर्दियों की शादी के लिए वेलवेट, चौड़े कढ़ाईदार बॉर्डर के साथ।',
  },
  'Marigold Mirror Work Lehenga': {
    title: 'गेंदा पीला मिरर वर्क लहंगा',
    blurb: 'मेहंदी की सुबह के लिए शीशे का काम और चटकीले फुंदने।',
  },
  'Ivory Chikankari Lehenga': {
    title: 'आइवरी चिकनकारी लहंगा',
    blurb: 'पूरे लहंगे पर लखनवी चिकनकारी, स्कैलप्ड दुपट्टे के साथ।',
  },
  'Teal Banarasi Brocade Lehenga': {
    title: 'टील बनारसी ब्रोकेड लहंगा',
    blurb: 'पारंपरिक बनारसी बूटियों से बुनी ब्रोकेड स्कर्ट।',
  },
  'Lavender Sequin Lehenga': {
    title: 'लैवेंडर सीक्विन लहंगा',
    blurb: 'कॉकटेल नाइट के लिए मुलायम नेट पर बिखरे टोनल सीक्विन।',
  },
  'Kundan Gold-Plated Jhumkas': {
    title: 'कुंदन गोल्ड-प्लेटेड झुमके',
    blurb: 'मंदिर शैली के गुंबद में जड़े कुंदन पत्थर, मोती की लटकन के साथ।',
  },
  'Temple Coin Necklace': {
    title: 'टेंपल कॉइन नेकलेस',
    blurb: 'सिक्कों के मोटिफ़ और लक्ष्मी पेंडेंट वाला दक्षिण भारतीय टेंपल वर्क।',
  },
  'Oxidised Silver Jhumkas': {
    title: 'ऑक्सीडाइज़्ड सिल्वर झुमके',
    blurb: 'छोटे घुँघरुओं वाले एंटीक फ़िनिश झुमके।',
  },
  'Pearl Layered Necklace': {
    title: 'मोतियों का लेयर्ड नेकलेस',
    blurb: 'कुंदन पेंडेंट के साथ मोतियों की दो लड़ियाँ।',
  },
  'Meenakari Jhumkas': {
    title: 'मीनाकारी झुमके',
    blurb: 'रत्नों जैसे रंगों में हाथ से पेंट किया मीनाकारी इनेमल।',
  },
  'Polki Choker Necklace': {
    title: 'पोल्की चोकर नेकलेस',
    blurb: 'एडजस्ट होने वाली डोरी के साथ शाही पोल्की चोकर।',
  },
  'Chandbali Earrings': {
    title: 'चांदबाली ईयररिंग्स',
    blurb: 'मोतियों की झालर वाली अर्धचंद्र चांदबालियाँ।',
  },
  'Beaded Tribal Necklace': {
    title: 'मनकों वाला ट्राइबल नेकलेस',
    blurb: 'ओडिशा के कारीगरों के हाथ से बना, काँच के मनकों और पीतल से।',
  },
  'Mirror Jhumki Earrings': {
    title: 'मिरर झुमकी ईयररिंग्स',
    blurb: 'शीशे जड़ी स्टेटमेंट झुमकियाँ।',
  },
  'Lakshmi Pendant Chain': {
    title: 'लक्ष्मी पेंडेंट चेन',
    blurb: 'पारंपरिक लक्ष्मी पेंडेंट वाली बारीक चेन।',
  },
  'Pearl Drop Jhumkas': {
    title: 'मोती ड्रॉप झुमके',
    blurb: 'एक मोती की लटकन वाले छोटे झुमके, रोज़ पहनने के लिए।',
  },
  'Navratna Necklace Set': {
    title: 'नवरत्न नेकलेस सेट',
    blurb: 'नौ रंगीन पत्थरों वाला फ़ेस्टिव नेकलेस, मैचिंग स्टड्स के साथ।',
  },
  'Structured Vegan Leather Handbag': {
    title: 'स्ट्रक्चर्ड वीगन लेदर हैंडबैग',
    blurb: 'मैग्नेटिक फ़्लैप और गोल्ड-टोन क्लैस्प वाला टॉप-हैंडल बैग।',
  },
  'Block Print Canvas Tote': {
    title: 'ब्लॉक प्रिंट कैनवस टोट बैग',
    blurb: 'जयपुर में हाथ से ब्लॉक प्रिंट किया गया खुला-खुला कैनवस टोट।',
  },
  'Embroidered Potli Bag': {
    title: 'कढ़ाईदार पोटली बैग',
    blurb: 'ज़रदोज़ी कढ़ाई और मोतियों के हैंडल वाली डोरीदार पोटली।',
  },
  'Jute Shopper Tote': {
    title: 'जूट शॉपर टोट बैग',
    blurb: 'लेदर-लुक हैंडल वाला मज़बूत जूट शॉपर।',
  },
  'Quilted Sling Bag': {
    title: 'क्विल्टेड स्लिंग बैग',
    blurb: 'क्विल्टेड पैनल और क्रॉस-बॉडी पहनने वाला चेन स्ट्रैप।',
  },
  'Kantha Stitch Tote': {
    title: 'कांथा स्टिच टोट बैग',
    blurb: 'कॉटन की परतों पर कांथा के रनिंग टाँके।',
  },
  'Woven Straw Handbag': {
    title: 'बुना हुआ स्ट्रॉ हैंडबैग',
    blurb: 'लकड़ी के हैंडल वाला गर्मियों का स्ट्रॉ बैग।',
  },
  'Laptop Work Tote': {
    title: 'लैपटॉप वर्क टोट बैग',
    blurb: 'पैडेड लैपटॉप स्लीव और ज़िप पॉकेट वाला स्ट्रक्चर्ड टोट।',
  },
  'Mirror Work Clutch': {
    title: 'मिरर वर्क क्लच',
    blurb: 'शीशे के काम और अलग होने वाली चेन के साथ फ़ेस्टिव क्लच।',
  },
  'Printed Cotton Beach Tote': {
    title: 'प्रिंटेड कॉटन बीच टोट बैग',
    blurb: 'खिले-खिले फूलों के प्रिंट में बड़ा, धुलने लायक टोट।',
  },
  'Embroidered Punjabi Juttis': {
    title: 'कढ़ाईदार पंजाबी जूतियाँ',
    blurb: 'कुशन वाले इनसोल के साथ हाथ की कढ़ाई वाली जूतियाँ।',
  },
  'Gold Zari Mojaris': {
    title: 'गोल्ड ज़री मोजड़ी',
    blurb: 'सुनहरे ज़री धागे से बुनी फ़ेस्टिव मोजड़ी।',
  },
  'Pearl Embellished Juttis': {
    title: 'मोती जड़ी जूतियाँ',
    blurb: 'हाथ से जड़े मोतियों वाला मुलायम फ़ॉक्स स्वेड।',
  },
  'Kolhapuri Flats': {
    title: 'कोल्हापुरी चप्पल',
    blurb: 'वेजिटेबल-टैन्ड लेदर में हाथ से सिली क्लासिक कोल्हापुरी।',
  },
  'Mirror Work Juttis': {
    title: 'मिरर वर्क जूतियाँ',
    blurb: 'कच्छ का रंग-बिरंगा धागा और शीशे का काम।',
  },
  'Velvet Embroidered Mules': {
    title: 'वेलवेट कढ़ाईदार म्यूल्स',
    blurb: 'ज़रदोज़ी कढ़ाई वाले बैकलेस वेलवेट म्यूल्स।',
  },
  'Everyday Cushioned Juttis': {
    title: 'रोज़ाना की कुशन वाली जूतियाँ',
    blurb: 'दिन भर आराम के लिए एक्स्ट्रा-सॉफ़्ट पैडिंग।',
  },
  'Phulkari Juttis': {
    title: 'फुलकारी जूतियाँ',
    blurb: 'क्लासिक जूतियों पर चटकीली फुलकारी कढ़ाई।',
  },
};

/**
 * The product info rows' titles (Material, Fit & Size, Care, Returns), in order. The country of origin is a
 * disclosure of its own now (issue 34), shown in ABOUT THIS PRODUCT from the product's disclosures.
 */
export const PRODUCT_INFO_TITLES_HI = ['मटीरियल', 'फ़िट और साइज़', 'देखभाल', 'वापसी'] as const;
const FREE_SHIPPING_HI = `₹${FREE_SHIPPING_THRESHOLD_RUPEES}+ के ऑर्डर पर मुफ़्त शिपिंग।`;
export const RETURN_DETAIL_HI = {
  returnable: `डिलीवरी के ${RETURN_WINDOW_DAYS} दिनों के अंदर लौटाएँ, हम आपके घर से मुफ़्त पिकअप करेंगे। एक्सचेंज की सुविधा नहीं है। ${FREE_SHIPPING_HI}`,
  notReturnable: `यह प्रोडक्ट डिलीवरी के बाद लौटाया या बदला नहीं जा सकता। ${FREE_SHIPPING_HI}`,
} as const;

/** Each banner's alt text in Hindi, by set and slide (the slides of DEMO_POSTERS, in order). */
export const POSTER_ALTS_HI: Record<PosterSet, string[]> = {
  'hero-banner': [
    'फ़ेस्टिव एडिट: लहंगे, साड़ियाँ और ज्वेलरी 60% तक की छूट पर',
    'समर लिनन स्टोरी: हवादार कुर्ते, शर्ट और पलाज़ो',
    'हर डेट के लिए ड्रेसेज़: फ़िट-एंड-फ़्लेयर, रैप और मैक्सी',
    'विरासत जैसी ज्वेलरी: कारीगरों के बनाए झुमके और नेकलेस',
  ],
  'special-offer': [
    'कुर्तों पर 60% तक की छूट: ब्लॉक प्रिंट, चिकनकारी और खादी',
    `₹${FREE_SHIPPING_THRESHOLD_RUPEES} से ज़्यादा के ऑर्डर पर मुफ़्त शिपिंग`,
    `${RETURN_WINDOW_DAYS} दिन में आसान वापसी, घर से मुफ़्त पिकअप`,
  ],
  'you-will-love-these': [
    'हाथ से ब्लॉक प्रिंट किए कॉटन कुर्ते',
    'हैंडलूम पर बुनी सिल्क साड़ियाँ',
    'फ़िट-एंड-फ़्लेयर पार्टी ड्रेसेज़',
    'कुंदन और मीनाकारी झुमके',
    'लैपटॉप के लिए जगह वाले वर्क टोट बैग',
    'हाथ की कढ़ाई वाली जूतियाँ',
  ],
  'hot-rn-dresses': [
    'मैरीगोल्ड पोल्का फ़िट एंड फ़्लेयर ड्रेस',
    'फ़्लोरल टियर्ड मैक्सी ड्रेस',
    'ब्लैक रैप मिडी ड्रेस',
    'गिंगहम चेक सनड्रेस',
    'एमरल्ड सैटिन स्लिप ड्रेस',
    'इकत प्रिंट ए-लाइन ड्रेस',
  ],
  'now-and-never': ['आख़िरी पीस 60% तक की छूट पर: ख़त्म होने से पहले ले लें'],
  'sub-poster-1': ['हर रस्म के लिए तैयार: लहंगे, साड़ियाँ और स्टेटमेंट ज्वेलरी'],
  'sub-poster-2': ['टोट, स्लिंग और पोटली: ऑफ़िस, वीकेंड और शादियों के लिए बैग'],
};

/** A demo product's Hindi, as stored in `products.translations` ('{}' for a product not translated here). */
export function productTranslationsHi(
  category: { slug: string; title: string },
  product: { title: string; productInfo: readonly { title: string; content: string }[] },
): ProductTranslations {
  const text = PRODUCTS_HI[product.title];
  const shared = CATEGORY_TEXT_HI[category.slug];
  if (!text || !shared) return {};
  const fabric = product.productInfo[0]?.content ?? '';
  const fabricHi = FABRICS_HI[fabric] ?? fabric;
  const returnable = returnPolicyFor({ category }).returnable;
  const contents = [
    fabricHi,
    shared.fit,
    shared.care,
    returnable ? RETURN_DETAIL_HI.returnable : RETURN_DETAIL_HI.notReturnable,
  ];
  return {
    hi: {
      title: text.title,
      description: `${text.blurb} मटीरियल: ${fabricHi}। ${shared.closing}`,
      productInfo: PRODUCT_INFO_TITLES_HI.map((title, index) => ({ title, content: contents[index] ?? '' })),
    },
  };
}
