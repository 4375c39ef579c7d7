/**
 * The store's settings and its tax classes (issue 30, DESIGN §10 Store settings). Settings are one row of
 * JSON checked by the contract's `StoreSettings` on every write; tax classes are rows, so a category or a
 * product names one by a foreign key and a class in use cannot disappear.
 */
import type { StoreSettings, TaxSlab } from '@zari/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const storeSettings = pgTable(
  'store_settings',
  {
    /** Always 1: the store has one set of settings. */
    id: smallint('id').primaryKey().default(1),
    settings: jsonb('settings').$type<StoreSettings>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('store_settings_one_row', sql`${table.id} = 1`)],
);

/** The contract's `TaxClass` as a row: seeded from DEFAULT_TAX_CLASSES by the migration that made the table. */
export const taxClasses = pgTable('tax_classes', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  hsnDefault: text('hsn_default'),
  slabs: jsonb('slabs').$type<TaxSlab[]>().notNull(),
  toConfirm: boolean('to_confirm').notNull().default(true),
  position: integer('position').notNull().default(0),
});
