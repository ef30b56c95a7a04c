/**
 * Prerender the public pages after `vite build`: fills the built public-page.html template
 * (hashed asset links) and writes dist/client/pages/<file> for each page of the registry, in every
 * language (English at pages/<file>, Spanish at pages/es/<file>: decision 066).
 * Run: tsx scripts/prerender.tsx
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allPageDefinitions, outputFile, pageDefinitions, renderPageHtml } from '../src/client/public/page-registry';
import { publicPages } from '../src/client/public/pages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist', 'client');
const templatePath = path.join(clientDir, 'public-page.html');
const outDir = path.join(clientDir, 'pages');

function main() {
  let template: string;
  try {
    template = readFileSync(templatePath, 'utf8');
  } catch {
    console.error(`prerender: ${path.relative(root, templatePath)} not found; run \`vite build\` first.`);
    process.exit(1);
  }
  const missing = publicPages.filter((route) => !pageDefinitions.some((page) => page.file === route.file));
  if (missing.length > 0) {
    console.error(`prerender: no page component for ${missing.map((route) => route.path).join(', ')}`);
    process.exit(1);
  }
  for (const page of allPageDefinitions) {
    const file = path.join(outDir, outputFile(page));
    const html = renderPageHtml(template, page);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    console.log(`prerender: pages/${outputFile(page)} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB)`);
  }
}

main();
