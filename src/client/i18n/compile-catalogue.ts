import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * Tests and the dev server: the catalogue's ICU messages are compiled here, once, when a language
 * loads. `npm run build` swaps this module for compile-catalogue.precompiled.ts and compiles the
 * catalogue files at build time (scripts/vite-catalogue-plugin.ts), so the ICU compiler never ships
 * (decision 059, addendum).
 */
export function compileCatalogue(flat: Readonly<Record<string, unknown>>): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [id, message] of Object.entries(flat)) compiled[id] = typeof message === 'string' ? compileMessage(message) : (message as CompiledMessage);
  return compiled;
}
