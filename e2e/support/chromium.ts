import fs from 'node:fs';

const found = (candidates: Array<string | undefined>) => candidates.filter(Boolean).find((p) => fs.existsSync(p!));

/**
 * The browser the walks run in: Debian's Chromium headless shell when installed (decision 071: the
 * same Blink and V8 without the full browser around them, about a fifth less CPU on the two cores the
 * shards share), else Debian's Chromium; CHROME_PATH overrides both. Never passes silently without one.
 */
export function findChromium(): string {
  return found([process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']) ?? noChromium();
}

/**
 * The full browser, for what only it has: the installability check and the push service
 * (e2e/pwa-push.spec.ts). CHROME_PATH still overrides.
 */
export function findFullChromium(): string {
  return found([process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) ?? noChromium();
}

function noChromium(): never {
  throw new Error(
    'No Chromium found for the browser tests. Install it with `sudo apt-get install -y chromium chromium-headless-shell` ' +
      '(Debian/Ubuntu) or set CHROME_PATH to a Chrome/Chromium binary. Never `npx playwright install` here.',
  );
}

export const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];
