import type { Translation } from '../../catalogue';

/** The dates texts in Spanish as spoken in US stores (glossary: docs/spanish-glossary.md). */
export default {
  missing: 'Elija las dos fechas',
  reversed: 'La fecha de inicio debe ser igual o anterior a la fecha de fin',
} satisfies Translation<'dates'>;
