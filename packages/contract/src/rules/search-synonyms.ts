/**
 * Search in the shopper's words (issue 35): Hindi fashion words typed in Latin script ("sari", "lehnga",
 * "chunni") or in Devanagari ("साड़ी", "झुमका") become the English words the catalogue's titles use, so
 * "lal sari" finds the red sarees as "red saree" does. The original text is searched as well, against the
 * Hindi titles and descriptions, so a Devanagari word the map does not know still finds a Hindi title.
 */

/** The catalogue's English word for each way of writing it. A word may appear in one list only. */
export const SEARCH_SYNONYM_GROUPS: Readonly<Record<string, readonly string[]>> = {
  saree: ['sari', 'saari', 'saris', 'sarees', 'sadi', 'saadi', 'साड़ी', 'साडी', 'सारी', 'साड़ियाँ', 'साड़ियां'],
  kurta: ['kurtas', 'kurtha', 'kurthas', 'kurte', 'कुर्ता', 'कुरता', 'कुर्ते', 'कुरते'],
  kurti: ['kurtis', 'kurthi', 'कुर्ती', 'कुरती', 'कुर्तियाँ', 'कुर्तियां'],
  lehenga: [
    'lehengas',
    'lehnga',
    'lehanga',
    'lahenga',
    'lahnga',
    'lengha',
    'lenga',
    'ghagra',
    'ghaghra',
    'chaniya',
    'लहंगा',
    'लहँगा',
    'लेहंगा',
    'लहंगे',
    'घाघरा',
    'घागरा',
    'चनिया',
  ],
  jhumka: ['jhumkas', 'jhumki', 'jhumkis', 'jhumke', 'jumka', 'jumki', 'झुमका', 'झुमके', 'झुमकी', 'झुमकियाँ'],
  dupatta: [
    'dupattas',
    'duppatta',
    'dupata',
    'chunni',
    'chunari',
    'chunri',
    'odhni',
    'दुपट्टा',
    'चुन्नी',
    'चुनरी',
    'ओढ़नी',
  ],
  juttis: [
    'jutti',
    'juti',
    'jootis',
    'jooti',
    'juttiyan',
    'mojari',
    'mojaris',
    'mojri',
    'जूती',
    'जूतियाँ',
    'जूतियां',
    'जुत्ती',
    'मोजड़ी',
    'मोजरी',
  ],
  bindi: ['bindis', 'बिंदी', 'बिन्दी'],
  churidar: ['chudidar', 'churidars', 'चूड़ीदार'],
  salwar: ['shalwar', 'salvar', 'सलवार', 'शलवार'],
  anarkali: ['anarkalis', 'anarkli', 'अनारकली'],
  potli: ['potlis', 'potlee', 'पोटली'],
  necklace: ['haar', 'mala', 'haram', 'हार', 'माला', 'नेकलेस'],
  earrings: ['kaan', 'baali', 'baliyan', 'बाली', 'बालियाँ', 'ईयररिंग्स'],
  bangles: ['kangan', 'chudi', 'chudiyan', 'कंगन', 'चूड़ी', 'चूड़ियाँ'],
  bag: ['bags', 'jhola', 'thaila', 'thela', 'बैग', 'झोला', 'थैला', 'पर्स'],
  dress: ['dresses', 'frock', 'ड्रेस', 'फ्रॉक'],
  jeans: ['जींस'],
  trousers: ['pant', 'pants', 'patloon', 'पैंट', 'पतलून'],
  top: ['tops', 'टॉप'],
  blouse: ['blouses', 'choli', 'ब्लाउज़', 'ब्लाउज', 'चोली'],
  silk: ['resham', 'reshmi', 'रेशम', 'रेशमी', 'सिल्क'],
  cotton: ['sooti', 'suti', 'सूती', 'कॉटन'],
  red: ['lal', 'laal', 'लाल'],
  pink: ['gulabi', 'गुलाबी'],
  black: ['kala', 'kaala', 'kali', 'काला', 'काली'],
  blue: ['neela', 'nila', 'neeli', 'नीला', 'नीली'],
  green: ['hara', 'hari', 'हरा', 'हरी'],
  yellow: ['peela', 'pila', 'peeli', 'पीला', 'पीली'],
  white: ['safed', 'safaid', 'सफ़ेद', 'सफेद'],
  banarasi: ['benarasi', 'banarsi', 'बनारसी'],
  kanjivaram: ['kanjeevaram', 'kanchipuram', 'कांजीवरम', 'कांचीपुरम'],
  chikankari: ['chikan', 'चिकनकारी', 'चिकन'],
  bandhani: ['bandhej', 'bandhni', 'बांधनी', 'बंधेज'],
  kolhapuri: ['kolhapuris', 'कोल्हापुरी'],
  wedding: ['shaadi', 'shadi', 'vivah', 'शादी', 'विवाह'],
  bridal: ['dulhan', 'दुल्हन'],
};

/**
 * A word as the map keys it: lower case, composed, and without the marks Devanagari typists leave out or add
 * (nukta: ड़ and ड; the zero-width joiners), so "साडी" finds "साड़ी".
 */
export function normalizeSearchWord(word: string): string {
  return word
    .normalize('NFC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u093c\u200c\u200d]/g, '')
    .normalize('NFC');
}

/** Every written form (normalized) to the catalogue's English word. */
export const SEARCH_SYNONYMS: ReadonlyMap<string, string> = new Map(
  Object.entries(SEARCH_SYNONYM_GROUPS).flatMap(([english, forms]) =>
    [english, ...forms].map((form) => [normalizeSearchWord(form), english] as const),
  ),
);

const DEVANAGARI = /[\u0900-\u097f]/;

/** Whether a text holds Devanagari (a Hindi word typed in its own script). */
export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

export interface SearchTerms {
  /** What the English titles, descriptions and categories are searched for. */
  english: string;
  /** The shopper's words as typed (trimmed, spaces collapsed): what the Hindi texts are searched for. */
  original: string;
}

/**
 * The English words of a search: each word the map knows becomes the catalogue's word; a Devanagari word it
 * does not know is left out (no English title holds it; the Hindi texts are searched with `original`), and
 * any other word stays as typed, so typos are still the trigram search's to forgive. Punctuation around a
 * word ("saree,") does not hide it from the map.
 */
export function searchTerms(query: string): SearchTerms {
  const original = query.trim().replace(/\s+/g, ' ');
  const words = original.split(' ').filter((word) => word !== '');
  const english = words.flatMap((word) => {
    const bare = word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
    const known = SEARCH_SYNONYMS.get(normalizeSearchWord(bare));
    if (known) return [known];
    return hasDevanagari(word) ? [] : [word];
  });
  return { english: english.length > 0 ? english.join(' ') : original, original };
}
