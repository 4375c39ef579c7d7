/**
 * Data encrypted at rest (issue 33: a return's bank and UPI details): AES-256-GCM with DATA_ENCRYPTION_KEY,
 * a fresh 12-byte IV per value and its 16-byte tag, stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). A value
 * altered in the database, or read with another key, fails to open rather than reading as something else.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface DataCipher {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createDataCipher(key: Buffer): DataCipher {
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
