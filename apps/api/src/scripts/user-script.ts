/**
 * The one scaffold of the user scripts (users:block, users:grant-role): each takes a phone and its own
 * arguments, opens the same database as the server (DATABASE_URL, else the embedded one in DATA_DIR) at the
 * head migration, does one thing and exits 0, 1 (nothing to do it to) or 2 (usage). A bad configuration or
 * a failure prints one line, never a stack, and exits 1.
 */
import { normalizeIndianPhone } from '@zari/contract';
import { type Config, ConfigError, loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/client.js';

export interface UserScript<Args> {
  usage: string;
  /** The script's own arguments after the phone; undefined when they do not fit its usage. */
  parse(rest: string[]): Args | undefined;
  /** Does the work; answers the exit code. */
  run(input: { phone: string; args: Args; config: Config; database: DatabaseHandle }): Promise<number>;
}

export function runUserScript<Args>(script: UserScript<Args>, argv: string[] = process.argv.slice(2)) {
  async function main() {
    const [input, ...rest] = argv;
    const phone = normalizeIndianPhone(input);
    const args = script.parse(rest);
    if (!phone || args === undefined) {
      console.error(
        input && !phone ? `Not an Indian mobile number: ${input}\n${script.usage}` : script.usage,
      );
      return 2;
    }
    const config = loadConfig();
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    try {
      await database.migrate();
      return await script.run({ phone, args, config, database });
    } finally {
      await database.close();
    }
  }
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
