import crypto from 'node:crypto';

/**
 * Secrets at rest (decision 043): the SMTP password (decision 037), the platform admins' TOTP keys
 * (decision 035) and the VAPID private key (decision 030).
 * AES-256-GCM under a key derived from AUTH_SECRET with HKDF-SHA256, one key per purpose, so a
 * database dump or backup alone does not reveal them. Changing AUTH_SECRET makes them unreadable: the
 * mailer then falls back to SMTP_URL and the admin enters the password again; an admin's TOTP key
 * must then be enrolled again (another admin removes it).
 */
type Sealed = { v: 1; iv: string; tag: string; data: string };

export type SecretPurpose = 'system-settings:smtp-password' | 'admin-totp' | 'push-vapid';

const keys = new Map<string, Buffer>();

function keyFor(secret: string, purpose: SecretPurpose): Buffer {
  const id = `${purpose}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', secret, 'corner-store', purpose, 32));
    keys.set(id, key);
  }
  return key;
}

export function sealSecret(secret: string, plain: string, purpose: SecretPurpose = 'system-settings:smtp-password'): Sealed {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { v: 1, iv: iv.toString('base64url'), tag: cipher.getAuthTag().toString('base64url'), data: data.toString('base64url') };
}

/** The plain password, or null when the value is not ours or was sealed under another AUTH_SECRET. */
export function openSecret(secret: string, sealed: unknown, purpose: SecretPurpose = 'system-settings:smtp-password'): string | null {
  const s = sealed as Partial<Sealed> | null;
  if (!s || s.v !== 1 || typeof s.iv !== 'string' || typeof s.tag !== 'string' || typeof s.data !== 'string') return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyFor(secret, purpose), Buffer.from(s.iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(s.tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(s.data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const TEXT_PREFIX = 'sealed:v1:';

/** The sealed form as one line of text, for a text column. */
export function sealSecretText(secret: string, plain: string, purpose: SecretPurpose): string {
  const s = sealSecret(secret, plain, purpose);
  return `${TEXT_PREFIX}${s.iv}.${s.tag}.${s.data}`;
}

/**
 * The plain value of a text column: sealed values are opened (null when sealed under another
 * AUTH_SECRET or damaged); a value written before sealing existed is returned as it is.
 */
export function openSecretText(secret: string, stored: string, purpose: SecretPurpose): string | null {
  if (!stored.startsWith(TEXT_PREFIX)) return stored;
  const [iv, tag, data] = stored.slice(TEXT_PREFIX.length).split('.');
  return openSecret(secret, { v: 1, iv, tag, data }, purpose);
}
