/**
 * Files the API writes (avatars) on local disk under DATA_DIR/uploads, served at /uploads/… by the static
 * files plugin (DESIGN §2). Written to a temporary name and renamed, so a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';

export interface FileStorage {
  /** Stores bytes at `folder/name` (folder may nest: `a/b`) and answers their public path, `/uploads/folder/name`. */
  save(folder: string, name: string, bytes: Uint8Array): Promise<string>;
  /** Deletes a file saved earlier, by its public path; anything outside /uploads/ is ignored. */
  remove(publicPath: string): Promise<void>;
  /** A saved file's bytes by its public path; undefined when there is none. */
  read(publicPath: string): Promise<Buffer | undefined>;
  /** Whether a file is saved at this public path. */
  exists(publicPath: string): Promise<boolean>;
}

const PUBLIC_PREFIX = '/uploads/';

/**
 * The folder of DATA_DIR/uploads that holds private files (issue 30: issued invoice and credit-note PDFs): on the
 * uploads volume every instance shares and keeps, but refused by the static route. A storage rooted there
 * answers keys like any other (`/uploads/invoices/…`), which name no public file.
 */
export const PRIVATE_DOCUMENTS_FOLDER = 'private-documents';
const SAFE_SEGMENT = /^[\w.-]+$/;
const isSafeSegment = (segment: string) => SAFE_SEGMENT.test(segment) && segment !== '.' && segment !== '..';

export function createLocalStorage(uploadsDir: string): FileStorage {
  /** The file behind a public path, or undefined for anything outside /uploads/. */
  const fileOf = (publicPath: string) => {
    if (!publicPath.startsWith(PUBLIC_PREFIX)) return undefined;
    const relative = normalize(publicPath.slice(PUBLIC_PREFIX.length));
    if (relative.startsWith('..') || relative.includes('\0')) return undefined;
    return join(uploadsDir, relative);
  };
  return {
    async save(folder, name, bytes) {
      if (!folder.split('/').every(isSafeSegment) || !isSafeSegment(name))
        throw new Error('unsafe file name');
      const directory = join(uploadsDir, folder);
      await mkdir(directory, { recursive: true });
      const temporary = join(directory, `.${randomUUID()}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, join(directory, name));
      return `${PUBLIC_PREFIX}${folder}/${name}`;
    },
    async remove(publicPath) {
      const file = fileOf(publicPath);
      if (file) await rm(file, { force: true });
    },
    async read(publicPath) {
      const file = fileOf(publicPath);
      return file ? readFile(file).catch(() => undefined) : undefined;
    },
    async exists(publicPath) {
      const file = fileOf(publicPath);
      return file
        ? access(file).then(
            () => true,
            () => false,
          )
        : false;
    },
  };
}
