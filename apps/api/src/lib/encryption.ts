/**
 * Field encryption at rest (issue 33): shoppers' bank and UPI details are sealed with AES-256-GCM under
 * DATA_ENCRYPTION_KEY before they reach the database, so a dump or a backup shows only ciphertext. Each value
 * gets its own random 96-bit IV; the tag authenticates it, so a tampered value fails to open instead of
 * reading as garbage. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url, versioned for a later key rotation.
 * Returns stores its payout details through the same cipher.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export interface FieldCipher {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('DATA_ENCRYPTION_KEY must be 32 bytes');
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) {
        throw new Error('not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
