import crypto from 'node:crypto';

/**
 * The SMTP password at rest (decision 037): AES-256-GCM under a key derived from AUTH_SECRET with
 * HKDF-SHA256, so a database dump or backup alone does not reveal it. Changing AUTH_SECRET makes it
 * unreadable: the mailer then falls back to SMTP_URL and the admin enters the password again.
 */
type Sealed = { v: 1; iv: string; tag: string; data: string };

const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', secret, 'corner-store', 'system-settings:smtp-password', 32));
    keys.set(secret, key);
  }
  return key;
}

export function sealSecret(secret: string, plain: string): Sealed {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { v: 1, iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), data: data.toString('base64url') };
}

/** The plain password, or null when the value is not ours or was sealed under another AUTH_SECRET. */
export function openSecret(secret: string, sealed: unknown): string | null {
  const s = sealed as Partial<Sealed> | null;
  if (!s || s.v !== 1 || typeof s.iv !== 'string' || typeof s.tag !== 'string' || typeof s.data !== 'string') return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyFor(secret), Buffer.from(s.iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(s.tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(s.data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
