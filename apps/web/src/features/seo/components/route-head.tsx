import { useSiteOrigin } from '@/lib/site-origin';
import type { HeadTags } from '../utils/head-tags';
import { jsonLdText } from '../utils/json-ld-text';

/**
 * A route's head. React puts `<title>`, `<meta>` and `<link>` into the document's head wherever they are
 * rendered, on the server as in the browser, so a server-rendered page arrives with them and a client-side
 * navigation replaces them. The JSON-LD stays where it is rendered, which search engines read as well.
 *
 * `head` is the page's own builder (homeHead, productHead, …, given the site's origin), not a switch over
 * every screen: a page's chunk then carries only its own head.
 */
export function RouteHead({ head: build }: { head: (origin: string) => HeadTags }) {
  const head = build(useSiteOrigin());
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      {head.robots && <meta name="robots" content={head.robots} />}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
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
