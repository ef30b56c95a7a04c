import type { Translation } from '../../catalogue';

/** The errorDetails texts in Spanish as spoken in US stores (glossary: docs/spanish-glossary.md). */
export default {
  paymentExceedsBalance: 'El pago es mayor que los {owed} que se deben',
  storeCreditLimitExceeded: 'El saldo a favor no puede ser mayor que el límite de crédito del cliente, {limit}.',
} satisfies Translation<'errorDetails'>;
