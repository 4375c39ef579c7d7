/** Text Postgres cannot store: the NUL character, and UTF-16 halves of a character (lone surrogates). */
const UNSTORABLE = /\u0000|\p{Cs}/u;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}
