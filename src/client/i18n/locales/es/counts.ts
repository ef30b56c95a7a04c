import type { Translation } from '../../catalogue';

/** The counts texts in Spanish as spoken in US stores (glossary: docs/spanish-glossary.md). */
export default {
  customers: '{count, plural, one {# cliente} other {# clientes}}',
  stores: '{count, plural, one {# tienda} other {# tiendas}}',
  entries: '{count, plural, one {# registro} other {# registros}}',
  dailyReset: 'Se reinició el crédito diario de {count, plural, one {# cliente} other {# clientes}}',
} satisfies Translation<'counts'>;
