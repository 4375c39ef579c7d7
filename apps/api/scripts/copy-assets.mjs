// tsc emits only JavaScript; the SQL migrations travel with the build.
import { cpSync } from 'node:fs';

cpSync(new URL('../src/db/migrations', import.meta.url), new URL('../dist/db/migrations', import.meta.url), {
  recursive: true,
});
