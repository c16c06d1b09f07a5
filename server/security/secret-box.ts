import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for small secrets kept in the database (the TOTP secrets of issue 23). The key is
 * derived from the server's JWT secret with HKDF-SHA-256 and a purpose, so it is never stored
 * next to what it protects (unless JWT_SECRET itself is left to the database: see decision 019).
 * The additional data binds a box to its row (the account id): a box copied to another account
 * does not open. Format: `v1.` + base64url(iv 12 bytes | tag 16 bytes | ciphertext).
 */
export interface SecretBox {
  seal(plaintext: string, boundTo: string): string;
  /** The plaintext, or null for a box that does not open (another key, another row, altered). */
  open(box: string, boundTo: string): string | null;
}

const version = 'v1.';

export function createSecretBox(masterSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(
    hkdfSync('sha256', masterSecret, 'mediconfort/secret-box', `${purpose}/${version}`, 32),
  );
  return {
    seal(plaintext, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return version + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(box, boundTo) {
      if (!box.startsWith(version)) return null;
      const bytes = Buffer.from(box.slice(version.length), 'base64url');
      if (bytes.length < 29) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        decipher.setAAD(Buffer.from(boundTo));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
