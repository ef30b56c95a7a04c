import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export type CaughtMail = { to: string[]; raw: string; text: string };

/** A real SMTP server on a free local port that keeps every message it receives. */
export async function startSmtpCatcher() {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(predicate: (m: CaughtMail) => boolean, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = messages.find(predicate);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('no matching mail arrived');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(raw: string) {
  // A run of =XX bytes is UTF-8 ('=C3=B3' is 'ó'): decoded together, so Spanish mail reads as written.
  return raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run: string) => Buffer.from(run.slice(1).split('=').map((hex) => parseInt(hex, 16))).toString('utf8'));
}

export function firstLink(text: string, pathPart: string): URL {
  const match = text.match(new RegExp(`https?://[^\\s"<>]*${pathPart.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`));
  if (!match) throw new Error(`no link containing ${pathPart}`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}
