/**
 * Issue 35's English-leak guard, its tools: every English text of the storefront's message catalogues (the
 * exports `TEXT_MODULES` names, in `@zari/contract`), and what a shopper sees or hears of a page (its text,
 * its accessible names, alt and placeholder texts, its title and description). A page in Hindi shows none of
 * the English texts, except those its Hindi catalogue keeps as they are (brand, sizes, codes such as COD).
 */
import * as contract from '@zari/contract';
import { BRAND_NAME, countryName, HOME_COUNTRY, type Product } from '@zari/contract';
import { TEXT_MODULES, type TextName, translated } from '@/lib/i18n/catalogue';
import { testStore } from './fixtures';

/**
 * English a Hindi page may show (a text the Hindi catalogue keeps word for word needs no listing here): the
 * brand, the tax registration's name as Indian invoices print it in any language, and the store's own
 * settings as the owner typed them (the grievance officer's designation, the seller's postal address ending in
 * its country), which are data, not catalogue text.
 */
export const ALLOWED_ENGLISH = [
  BRAND_NAME,
  'GSTIN',
  testStore.grievanceOfficer.designation,
  countryName(HOME_COUNTRY),
];

/** A product with its Hindi fields, as the demo catalogue ships them. */
export function inHindi(product: Product, title: string): Product {
  return {
    ...product,
    translations: {
      hi: {
        title,
        description: 'मुलायम सूती कपड़ा, जयपुर में बना।',
        productInfo: [{ title: 'कपड़ा', content: 'सूती' }],
      },
    },
  };
}

/** What a message function's arguments become: a marker in its text, wherever the text puts them. */
const MARK = '\u0000';
const argument: unknown = new Proxy(() => MARK, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => MARK : key === 'length' ? 1 : argument),
  apply: () => MARK,
});

/** The fixed words of a message: its text, or a function's text around its arguments. */
function fragmentsOf(value: unknown, into: Set<string>, depth = 0): Set<string> {
  if (depth > 6) return into;
  if (typeof value === 'string') {
    for (const part of value.split(new RegExp(`${MARK}|NaN|undefined`))) {
      const text = part.replace(/\s+/g, ' ').trim();
      if (text) into.add(text);
    }
  } else if (typeof value === 'function') {
    let result: unknown;
    try {
      result = value(argument, argument, argument);
    } catch {
      return into;
    }
    fragmentsOf(result, into, depth + 1);
  } else if (Array.isArray(value)) {
    for (const item of value) fragmentsOf(item, into, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) fragmentsOf(item, into, depth + 1);
  }
  return into;
}

/** Words a function's text puts between its arguments, too common alone to say where they came from. */
const JOINERS = new Set(['and', 'the', 'for', 'with', 'from', 'off', 'per', 'via', 'out of']);

/** Worth looking for: holds a word of at least three Latin letters (not a lone size, symbol or number). */
const isWords = (text: string) => /[A-Za-z]{3,}/.test(text) && !JOINERS.has(text.toLowerCase());

/**
 * The storefront's English texts a Hindi page must not show, each with the export it comes from. A text
 * the Hindi catalogue has too (anywhere, word for word) is kept: a brand, a size, a code, a format.
 * Call once the Hindi modules are loaded (`loadAllModules('hi')`).
 */
export function englishTexts(allowed: readonly string[] = ALLOWED_ENGLISH): Map<string, string> {
  const names = (Object.keys(TEXT_MODULES) as TextName[]).filter((name) => name in contract);
  const hindi = new Set<string>();
  for (const name of names) fragmentsOf(translated('hi', name), hindi);
  const texts = new Map<string, string>();
  for (const name of names) {
    for (const text of fragmentsOf((contract as Record<string, unknown>)[name], new Set())) {
      if (isWords(text) && !hindi.has(text) && !allowed.includes(text) && !texts.has(text)) {
        texts.set(text, name);
      }
    }
  }
  return texts;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (html: string) =>
  html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) =>
    code[0] === '#'
      ? String.fromCodePoint(
          code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1)),
        )
      : (ENTITIES[code.toLowerCase()] ?? whole),
  );

/** Attributes a shopper reads or hears: accessible names, alt and placeholder texts, tooltips. */
const SPOKEN_ATTRIBUTES = /\s(?:aria-label|aria-description|aria-valuetext|alt|placeholder|title)="([^"]*)"/g;
/** The head's texts a shopper sees: in the tab, a search result, a shared link's card. */
const HEAD_TEXTS =
  /<meta (?:name|property)="(?:description|og:title|og:description|og:image:alt|twitter:title|twitter:description)" content="([^"]*)"/g;

/** Every piece of text a shopper sees or hears in `html` (a page, or part of one), one per line. */
export function shopperTexts(html: string): string {
  const markup = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  const attributes = [...markup.matchAll(SPOKEN_ATTRIBUTES), ...markup.matchAll(HEAD_TEXTS)].map(
    (match) => match[1] ?? '',
  );
  const text = markup.replace(/<[^>]*>/g, '\n').split('\n');
  return [...text, ...attributes]
    .map((piece) => decode(piece).replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English texts found in `seen`, as whole words (`Bag` is not found in `Bags`), with their export. */
export function englishLeaks(seen: string, texts: ReadonlyMap<string, string>): string[] {
  const leaks: string[] = [];
  for (const [text, name] of texts) {
    const edge = (char: string | undefined) => (char && /[A-Za-z0-9]/.test(char) ? '(?<![A-Za-z0-9])' : '');
    const end = (char: string | undefined) => (char && /[A-Za-z0-9]/.test(char) ? '(?![A-Za-z0-9])' : '');
    const pattern = new RegExp(`${edge(text[0])}${escapeRegExp(text)}${end(text.at(-1))}`);
    if (pattern.test(seen)) leaks.push(`${name}: ${text}`);
  }
  return leaks;
}
