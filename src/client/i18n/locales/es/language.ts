import type { Translation } from '../../catalogue';

/** The language texts in Spanish as spoken in US stores (glossary: docs/spanish-glossary.md). */
export default {
  label: 'Idioma',
  saveFailed: 'No se pudo guardar el idioma en su cuenta. Inténtelo de nuevo.',
} satisfies Translation<'language'>;
