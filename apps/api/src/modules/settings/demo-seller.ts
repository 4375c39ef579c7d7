/**
 * Production is safe by construction (DESIGN §9): a real store must not issue tax invoices under the demo
 * seller's made-up GSTIN. Checked at start-up, after migrations and the seed, since the settings live in the
 * database; a declared public demo (ALLOW_DEMO_PROVIDERS=true) may keep it.
 */
import { DEMO_GSTIN } from '@zari/contract';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { getSettings } from './get-settings.js';

/** The one line the server prints before exiting, or undefined when it may start. */
export async function demoSellerRefusal(
  db: Executor,
  config: Pick<Config, 'NODE_ENV' | 'ALLOW_DEMO_PROVIDERS'>,
): Promise<string | undefined> {
  if (config.NODE_ENV !== 'production' || config.ALLOW_DEMO_PROVIDERS) return undefined;
  const { gstin } = await getSettings(db);
  if (gstin !== DEMO_GSTIN) return undefined;
  return (
    `Store settings: the GSTIN is still the demo store's (${DEMO_GSTIN}); a production store issues tax ` +
    'invoices under its own. Save the seller (GSTIN, legal name, address, contacts) with ' +
    '`pnpm --filter @zari/api settings:set <settings.json>` (node dist/scripts/set-settings.js in the image), ' +
    'or set ALLOW_DEMO_PROVIDERS=true for a public demo.'
  );
}
