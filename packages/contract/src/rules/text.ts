/** Text Postgres cannot store: the NUL character, and UTF-16 halves of a character (lone surrogates). */
const LONE_SURROGATE = /\p{Cs}/u;

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}
