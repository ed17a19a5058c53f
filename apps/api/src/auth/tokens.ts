import { createHash, randomBytes } from 'node:crypto';

/** A fresh 256-bit random token, base64url (43 characters). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** What the database stores for a token: its SHA-256, base64url. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
