import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES, type Locale, SEO_TEXT } from '@zari/contract';
import { useContext } from 'react';
import { UNSAFE_LocationContext } from 'react-router';
import { LaterTexts, pathInLocale, useLocale, useText } from '@/lib/i18n';
import { useSiteOrigin } from '@/lib/site-origin';
import type { HeadMeta, HeadTags } from '../utils/head-tags';
import { jsonLdText } from '../utils/json-ld-text';
import { withSeoText } from '../utils/seo-text';

/**
 * A route's head. React puts `<title>`, `<meta>` and `<link>` into the document's head wherever they are
 * rendered, on the server as in the browser, so a server-rendered page arrives with them and a client-side
 * navigation replaces them. The JSON-LD stays where it is rendered, which search engines read as well.
 *
 * `head` is the page's own builder (homeHead, productHead, …, given the site's origin), not a switch over
 * every screen: a page's chunk then carries only its own head.
 */
export function RouteHead({ head }: { head: (origin: string) => HeadTags }) {
  // The server's head is already in the page's language: a page in another language does not wait for the
  // SEO texts before it hydrates (issue 35).
  return (
    <LaterTexts>
      <RouteHeadTags head={head} />
    </LaterTexts>
  );
}

function RouteHeadTags({ head: build }: { head: (origin: string) => HeadTags }) {
  const origin = useSiteOrigin();
  const locale = useLocale();
  const tx = useText({ SEO_TEXT });
  // The router's path, without the language's prefix: the page's English address.
  // (Read from the context, so a head renders outside a router too, as in its tests.)
  const pathname = useContext(UNSAFE_LocationContext)?.location?.pathname ?? '/';
  const english = withSeoText(tx.SEO_TEXT, () => build(origin));
  const head = locale === DEFAULT_LOCALE ? english : inLocale(english, origin, locale);
  // Every page names itself in each language (issue 35), its canonical path when it has one.
  const path = english.canonical?.startsWith(origin)
    ? english.canonical.slice(origin.length) || '/'
    : pathname;
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.robots && <meta name="robots" content={head.robots} />}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {LOCALES.map((other) => (
        <link
          key={other}
          rel="alternate"
          hrefLang={LOCALE_TAGS[other]}
          href={`${origin}${pathInLocale(path, other)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
      {head.meta.map((meta) =>
        'property' in meta ? (
          <meta key={`${meta.property}`} property={meta.property} content={meta.content} />
        ) : (
          <meta key={meta.name} name={meta.name} content={meta.content} />
        ),
      )}
      {head.jsonLd.length > 0 && (
        <script
          type="application/ld+json"
          // Escaped by jsonLdText: no `<` reaches the script's text, whatever a product is called.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, escaped for a script element
          dangerouslySetInnerHTML={{ __html: jsonLdText(head.jsonLd) }}
        />
      )}
    </>
  );
}

/** Open Graph's form of a language tag: `hi_IN`. */
const openGraphLocale = (locale: Locale) => LOCALE_TAGS[locale].replace('-', '_');

/** An English head moved to `locale`: its canonical and shared addresses under the language's prefix. */
function inLocale(head: HeadTags, origin: string, locale: Locale): HeadTags {
  const move = (url: string) =>
    url.startsWith(origin) ? `${origin}${pathInLocale(url.slice(origin.length) || '/', locale)}` : url;
  const meta = head.meta.flatMap((tag): HeadMeta[] => {
    if ('property' in tag && tag.property === 'og:url') return [{ ...tag, content: move(tag.content) }];
    if ('property' in tag && tag.property === 'og:locale')
      return [
        { property: 'og:locale', content: openGraphLocale(locale) },
        { property: 'og:locale:alternate', content: openGraphLocale(DEFAULT_LOCALE) },
      ];
    return [tag];
  });
  return { ...head, meta, ...(head.canonical ? { canonical: move(head.canonical) } : {}) };
}
