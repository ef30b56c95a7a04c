/**
 * Builds /sw.js with the client (decision 032): the service worker of src/client/pwa/ bundled with
 * esbuild, given this build's version (a hash of every emitted file name — they carry content
 * hashes — and of the worker's own code) and the files to precache (the app's built JS/CSS, the
 * icons, the manifest). A deploy with any change gets a new version, so browsers install the new
 * worker and the app shows its update prompt.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const PUBLIC_STATIC = /^(icons\/.+\.png|manifest\.webmanifest|favicon\.svg)$/;

function publicFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? publicFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

async function bundleWorker(root: string, version: string, precache: string[]): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'src/client/pwa/service-worker.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    alias: { '#shared': path.join(root, 'src/shared') },
    define: { __SW_VERSION__: JSON.stringify(version), __PRECACHE__: JSON.stringify(precache) },
  });
  return result.outputFiles[0]!.text;
}

export function serviceWorkerPlugin(root: string): Plugin {
  return {
    name: 'corner-store-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((file) => file.startsWith('assets/') && /\.(js|css)$/.test(file));
      const statics = publicFiles(path.join(root, 'public')).filter((file) => PUBLIC_STATIC.test(file));
      const precache = [...built, ...statics].sort().map((file) => `/${file}`);
      const draft = await bundleWorker(root, 'draft', precache);
      const version = crypto.createHash('sha256').update(precache.join('\n')).update(draft).digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: await bundleWorker(root, version, precache) });
    },
  };
}
