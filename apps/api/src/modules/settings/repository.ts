/** The settings module's tables: the one `store_settings` row and the tax classes. No other module imports this. */
import type { StoreSettings, TaxClass } from '@zari/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { storeSettings, taxClasses } from '../../db/schema/index.js';

/** The saved settings, or undefined before the first start seeded them. `lock` holds the row for a write. */
export async function findSettings(db: Executor, options: { lock?: boolean } = {}) {
  const query = db
    .select({ settings: storeSettings.settings })
    .from(storeSettings)
    .where(eq(storeSettings.id, 1));
  const [row] = await (options.lock ? query.for('update') : query);
  return row?.settings;
}

export async function saveSettings(db: Executor, settings: StoreSettings, at: Date) {
  await db
    .insert(storeSettings)
    .values({ id: 1, settings, updatedAt: at })
    .onConflictDoUpdate({ target: storeSettings.id, set: { settings, updatedAt: at } });
}

/** Serialises writers of a store that has no settings row yet (no row to lock): a transaction-scoped lock. */
export async function lockSettingsWriters(db: Executor) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('zari:store_settings'))`);
}

export async function listTaxClasses(db: Executor): Promise<TaxClass[]> {
  const rows = await db.select().from(taxClasses).orderBy(asc(taxClasses.position), asc(taxClasses.id));
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    ...(row.hsnDefault ? { hsnDefault: row.hsnDefault } : {}),
    slabs: row.slabs,
    toConfirm: row.toConfirm,
  }));
}
