// Whether a built client (dist/client) is a production build (issue 36): React's production bundle
// (its development bundle prints "Download the React DevTools") and the service worker's
// registration compiled in (src/client/main.tsx registers it only when import.meta.env.PROD).
import fs from 'node:fs';
import path from 'node:path';

const DEVELOPMENT_REACT = 'Download the React DevTools';
const SERVICE_WORKER_REGISTRATION = 'serviceWorker.register(';

/** The problems found in the client build in `dir` (none for a production build). */
export function checkProductionClient(dir) {
  const assets = path.join(dir, 'assets');
  if (!fs.existsSync(assets)) return [`${assets} does not exist`];
  const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js')).map((name) => fs.readFileSync(path.join(assets, name), 'utf8'));
  const problems = [];
  if (scripts.some((code) => code.includes(DEVELOPMENT_REACT))) problems.push("React's development bundle is in it");
  if (!scripts.some((code) => code.includes(SERVICE_WORKER_REGISTRATION))) problems.push('the service worker is never registered');
  return problems;
}
