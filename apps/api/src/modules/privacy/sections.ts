/**
 * The shopper's data, domain by domain (issue 34): each module that holds personal data contributes one
 * section, `{ name, collect(userId), erase(tx, userId, erasure) }`, and app.ts registers it with one line
 * (`privacy.register(section)`). An export is every section's `collect`; an erasure runs every section's
 * `erase` in one transaction, the users section last (it frees the phone and writes the pseudonym).
 */
import type { ErasureFacts } from '@zari/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** What an erasure knows about the shopper before anything is erased: what to look for, what to write instead. */
export interface Erasure {
  userId: string;
  /** The shopper's phone, name, email and profile address as they were (to find copies of them elsewhere). */
  phone: string;
  fullName: string;
  email: string;
  address: string;
  /** Every other personal string the sections named (orders' shipping names, phones, addresses). */
  extra: string[];
  /** What replaces the name on what is kept: "Deleted customer 7F3A9C01". */
  pseudonym: string;
  now: Date;
}

export interface PersonalDataSection {
  /** The key of this section in the export file (e.g. `orders`). */
  name: string;
  /** The shopper's data in this domain, as plain JSON. */
  collect(userId: string): Promise<unknown>;
  /** Erases (or pseudonymises what the law makes the store keep) in the erasure's transaction. */
  erase(tx: Executor, userId: string, erasure: Erasure): Promise<void>;
  /**
   * Optional: this domain's facts about what may still be in progress for the shopper (orders, returns,
   * refunds); the contract's `erasureHolds` counts them, and the erasure waits until nothing is held.
   */
  erasureFacts?(executor: Executor, userId: string): Promise<ErasureFacts>;
  /**
   * Optional: personal strings this domain holds beyond the profile (e.g. each order's name, phone and
   * address), so every section's scrub of free text and JSON finds them too.
   */
  personalStrings?(tx: Executor, userId: string): Promise<string[]>;
  /** Optional: what cannot roll back (a stored file), done once the erasure committed. */
  afterCommit?(userId: string): Promise<void>;
}

/**
 * The personal strings of an erasure as they appear inside JSON text (escaped), longest first, so a jsonb
 * column can be scrubbed with `replace(col::text, …)` without breaking its JSON.
 */
export function personalNeedles(erasure: Erasure): string[] {
  return rawNeedles(erasure).map((value) => JSON.stringify(value).slice(1, -1));
}

/** The personal strings themselves, longest first (short ones would match unrelated text: not searched). */
export function rawNeedles(erasure: Erasure): string[] {
  const phones = [erasure.phone, ...erasure.extra.filter((value) => /^\+91\d{10}$/.test(value))];
  const locals = phones.map((phone) => phone.replace(/^\+91/, ''));
  const values = [...phones, ...locals, erasure.fullName, erasure.email, erasure.address, ...erasure.extra];
  return [...new Set(values.map((value) => value.trim()).filter((value) => value.length >= 4))].sort(
    (a, b) => b.length - a.length,
  );
}

/** `column` (jsonb) with every personal string of the erasure replaced by the pseudonym, as a SQL expression. */
export function scrubbedJson(column: SQLWrapper, erasure: Erasure): SQL {
  let text: SQL = sql`${column}::text`;
  for (const needle of personalNeedles(erasure)) {
    text = sql`replace(${text}, ${needle}, ${JSON.stringify(erasure.pseudonym).slice(1, -1)})`;
  }
  return sql`(${text})::jsonb`;
}

/** `column` (text) with every personal string replaced by the pseudonym, as a SQL expression. */
export function scrubbedText(column: SQLWrapper, erasure: Erasure): SQL {
  let text: SQL = sql`${column}`;
  for (const needle of rawNeedles(erasure)) text = sql`replace(${text}, ${needle}, ${erasure.pseudonym})`;
  return text;
}
