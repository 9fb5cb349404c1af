// Identity numbers at rest: AES-256-GCM under the server's IDENTITY_KEY (server/config.ts), so a database
// dump or backup alone does not give them away, and a changed ciphertext fails to open instead of
// reading as another number. Each number gets its own random 96-bit IV.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const b64 = (b: Buffer) => b.toString('base64url');

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${b64(iv)}.${b64(cipher.getAuthTag())}.${b64(body)}`;
}

export function unseal(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
