/**
 * JSON-LD as the text of a `<script>` element. Apart from the nodes (json-ld.ts): every page renders its
 * head through it, while each page builds only its own nodes.
 */

/** A schema.org node: its `@type` and properties. */
export type JsonLdNode = { '@type': string } & Record<string, unknown>;

export const SCHEMA = 'https://schema.org';

/** Characters that could end the `<script>` element or an HTML comment, or break older JavaScript parsers. */
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * `value` as JSON safe as the text of a `<script>` data block (JSON-LD, the hydration state): a product named
 * `</script><script>…` stays a string, since no `<` survives (JSON reads `\u003c` back as `<`). A replacer
 * function, not a replacement string, so `$&`, `` $` `` and `$'` in the text stay as written.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char] as string);
}

/** The nodes as one JSON-LD document, safe as the text of a `<script type="application/ld+json">`. */
export function jsonLdText(nodes: JsonLdNode[]): string {
  return scriptJson({ '@context': SCHEMA, '@graph': nodes });
}
