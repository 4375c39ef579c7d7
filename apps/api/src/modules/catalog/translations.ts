/**
 * Catalogue text in other languages (issue 35) as the back office writes it and the API answers it: stored
 * without blanks ('{}' when there is none), so a missing field is absent and the storefront falls back to
 * English per field; answered only when there is some.
 */
import type { ProductInfoEntry } from '../../db/schema/catalog.js';

type Fields = Record<string, unknown>;
type ByLocale<T extends Fields> = Partial<Record<'hi', Partial<T>>>;

/** Trimmed text, or undefined when blank. */
function kept(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value)) return value.length === 0 ? undefined : value;
  return value ?? undefined;
}

function withoutBlanks<T extends Fields>(fields: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields)
      .map(([key, value]) => [key, kept(value)] as const)
      .filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * `before` with each field `input` names replaced (a blank one removed); fields it does not name are kept,
 * so a patch of the Hindi title leaves the Hindi description alone. A locale left empty is dropped.
 */
export function mergeTranslations<T extends Fields>(
  before: ByLocale<T> | null | undefined,
  input: ByLocale<T> | undefined,
): ByLocale<T> {
  const merged: ByLocale<T> = { ...(before ?? {}) };
  for (const [locale, fields] of Object.entries(input ?? {}) as ['hi', Partial<T> | undefined][]) {
    if (!fields) continue;
    const next = withoutBlanks({ ...(merged[locale] ?? {}), ...fields } as Partial<T>);
    if (Object.keys(next).length > 0) merged[locale] = next;
    else delete merged[locale];
  }
  return merged;
}

/** The `translations` of an answer: present only when some locale has text. */
export function answeredTranslations<T>(stored: T | null | undefined): { translations?: T } {
  if (!stored || typeof stored !== 'object') return {};
  return Object.keys(stored).length > 0 ? { translations: stored } : {};
}

/** Product info rows as the contract shows them (no stored extras). */
export function productInfoOf(rows: readonly ProductInfoEntry[]) {
  return rows.map(({ title, content }) => ({ title, content }));
}
