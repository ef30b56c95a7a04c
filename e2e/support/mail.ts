import fs from 'node:fs';
import path from 'node:path';
import { E2E_MAIL_DIR } from './stack';

type Caught = { to: string[]; raw: string };

function decode(raw: string) {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Wait for a mail to `to` captured by the e2e SMTP server, and return the first link containing `pathPart`. */
export async function waitForMailLink(to: string, pathPart: string, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const files = fs.existsSync(E2E_MAIL_DIR) ? fs.readdirSync(E2E_MAIL_DIR).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as Caught;
      if (!mail.to.includes(to)) continue;
      const text = decode(mail.raw);
      const match = text.match(new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`));
      if (match) return match[0].replace(/&amp;/g, '&');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} with a link containing ${pathPart}`);
}

/** Every captured mail to `to` (decoded). */
export function mailsTo(to: string): string[] {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .map((file) => JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as Caught)
    .filter((mail) => mail.to.includes(to))
    .map((mail) => decode(mail.raw));
}
