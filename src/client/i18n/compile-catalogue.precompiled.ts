import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * The built app's compileCatalogue (scripts/vite-catalogue-plugin.ts puts it in place of
 * compile-catalogue.ts): the catalogue chunks already hold Lingui's compiled messages, so loading a
 * language is a copy and the ICU compiler is not in the bundle.
 */
export function compileCatalogue(flat: Readonly<Record<string, unknown>>): Record<string, CompiledMessage> {
  return flat as Record<string, CompiledMessage>;
}
