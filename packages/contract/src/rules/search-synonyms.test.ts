import { describe, expect, it } from 'vitest';
import {
  hasDevanagari,
  normalizeSearchWord,
  SEARCH_SYNONYM_GROUPS,
  SEARCH_SYNONYMS,
  searchTerms,
} from './search-synonyms.js';

describe('searchTerms', () => {
  it('turns Latin-script Hindi fashion words into the catalogue English words', () => {
    expect(searchTerms('sari').english).toBe('saree');
    expect(searchTerms('Lehnga').english).toBe('lehenga');
    expect(searchTerms('jhumki').english).toBe('jhumka');
    expect(searchTerms('chunni').english).toBe('dupatta');
    expect(searchTerms('mojari').english).toBe('juttis');
    expect(searchTerms('lal banarasi sari').english).toBe('red banarasi saree');
  });

  it('turns Devanagari words into English, with or without the nukta', () => {
    expect(searchTerms('साड़ी').english).toBe('saree');
    expect(searchTerms('साडी').english).toBe('saree');
    expect(searchTerms('लाल बनारसी साड़ी').english).toBe('red banarasi saree');
    expect(searchTerms('झुमके').english).toBe('jhumka');
  });

  it('keeps the words it does not know, and the original for the Hindi texts', () => {
    expect(searchTerms('  indigo   kurta ')).toEqual({ english: 'indigo kurta', original: 'indigo kurta' });
    expect(searchTerms('sarree')).toEqual({ english: 'sarree', original: 'sarree' });
    // An unknown Devanagari word cannot be in an English title: only the known ones are searched there.
    expect(searchTerms('सुंदर साड़ी')).toEqual({ english: 'saree', original: 'सुंदर साड़ी' });
    // Nothing known at all: the English side searches the words as typed.
    expect(searchTerms('कटान')).toEqual({ english: 'कटान', original: 'कटान' });
  });

  it('sees a word through punctuation around it', () => {
    expect(searchTerms('sari, kurti!').english).toBe('saree kurti');
  });
});

describe('SEARCH_SYNONYMS', () => {
  it('maps every English word to itself and covers the common words', () => {
    for (const word of ['saree', 'kurta', 'lehenga', 'jhumka', 'dupatta', 'juttis', 'bindi', 'churidar']) {
      expect(SEARCH_SYNONYMS.get(word)).toBe(word);
    }
    for (const word of ['salwar', 'anarkali', 'potli']) expect(SEARCH_SYNONYMS.get(word)).toBe(word);
  });

  it('leads each written form to one word only', () => {
    const seen = new Map<string, string>();
    for (const [english, forms] of Object.entries(SEARCH_SYNONYM_GROUPS)) {
      for (const form of [english, ...forms]) {
        const key = normalizeSearchWord(form);
        expect(seen.get(key) ?? english, form).toBe(english);
        seen.set(key, english);
      }
    }
    expect(SEARCH_SYNONYMS.size).toBe(seen.size);
  });

  it('spots Devanagari', () => {
    expect(hasDevanagari('लाल')).toBe(true);
    expect(hasDevanagari('lal')).toBe(false);
  });
});
