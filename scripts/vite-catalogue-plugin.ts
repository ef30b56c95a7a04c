/**
 * Precompiles the app's catalogue at build time (issue 27, decision 059 addendum): every
 * src/client/i18n/locales/<language>/<area>.ts becomes a module of Lingui's compiled messages, and
 * compile-catalogue.ts (which imports the ICU compiler) is replaced by compile-catalogue.precompiled.ts
 * (a pass-through). The browser then loads compiled messages with `i18n.load` and never downloads the
 * compiler. Tests and the dev server compile at load time instead (the plugin is build-only).
 */
import path from 'node:path';
import { transform } from 'esbuild';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const AREA_FILE = /[\\/]src[\\/]client[\\/]i18n[\\/]locales[\\/][a-z]{2}[\\/](?!index\.ts$)[a-z-]+\.ts$/;

/** An area file's default export (a flat map of ICU messages), evaluated from its source. */
async function readArea(source: string, file: string): Promise<Record<string, string>> {
  const { code } = await transform(source, { loader: 'ts', format: 'esm', sourcefile: file });
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default: Record<string, string> };
  return module.default;
}

export function cataloguePlugin(root: string): Plugin {
  const runtimeCompiler = path.join(root, 'src/client/i18n/compile-catalogue.ts');
  const precompiled = path.join(root, 'src/client/i18n/compile-catalogue.precompiled.ts');
  return {
    name: 'corner-store:precompiled-catalogue',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('compile-catalogue')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === runtimeCompiler ? precompiled : null;
    },
    async transform(source, id) {
      if (!AREA_FILE.test(id)) return null;
      const area = await readArea(source, id);
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(area)) compiled[key] = compileMessage(message);
      return { code: `export default ${JSON.stringify(compiled)};\n`, map: null };
    },
  };
}
