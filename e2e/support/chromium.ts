import fs from 'node:fs';

/** Debian's Chromium (or CHROME_PATH). Browser tests never pass silently without a browser. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install it with `sudo apt-get install -y chromium` ' +
        '(Debian/Ubuntu) or set CHROME_PATH to a Chrome/Chromium binary. Never `npx playwright install` here.',
    );
  }
  return found;
}

export const chromiumArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];
