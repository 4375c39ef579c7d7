/**
 * Files the API writes (avatars) on local disk under DATA_DIR/uploads, served at /uploads/… by the static
 * files plugin (DESIGN §2). Written to a temporary name and renamed, so a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';

export interface FileStorage {
  /** Stores bytes at `folder/name` and answers their public path, `/uploads/folder/name`. */
  save(folder: string, name: string, bytes: Uint8Array): Promise<string>;
  /** Deletes a file saved earlier, by its public path; anything outside /uploads/ is ignored. */
  remove(publicPath: string): Promise<void>;
}

const PUBLIC_PREFIX = '/uploads/';
const SAFE_SEGMENT = /^[\w.-]+$/;

export function createLocalStorage(uploadsDir: string): FileStorage {
  return {
    async save(folder, name, bytes) {
      if (!SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(name)) throw new Error('unsafe file name');
      const directory = join(uploadsDir, folder);
      await mkdir(directory, { recursive: true });
      const temporary = join(directory, `.${randomUUID()}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(directory, name));
      return `${PUBLIC_PREFIX}${folder}/${name}`;
    },
    async remove(publicPath) {
      if (!publicPath.startsWith(PUBLIC_PREFIX)) return;
      const relative = normalize(publicPath.slice(PUBLIC_PREFIX.length));
      if (relative.startsWith('..') || relative.includes('\0')) return;
      await rm(join(uploadsDir, relative), { force: true });
    },
  };
}
