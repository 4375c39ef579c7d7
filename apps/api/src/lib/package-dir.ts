import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the nearest package.json above this file: the API package, from `src/` or `dist/` alike, so
 * the workspace's built apps beside it (`../web/dist`, `../admin/dist`) are found at either depth.
 */
export function apiPackageDir() {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('the API runs outside its package: set WEB_DIST_DIR and ADMIN_DIST_DIR');
    dir = parent;
  }
  return dir;
}
