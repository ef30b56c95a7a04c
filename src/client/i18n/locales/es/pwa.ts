import type { Translation } from '../../catalogue';

/** The pwa texts in Spanish as spoken in US stores (glossary: docs/spanish-glossary.md). */
export default {
  youAreOffline: 'No hay conexión',
  cornerStoreNeedsAConnection: 'Corner Store necesita conexión para mostrar su tienda. Se carga sola cuando vuelva la conexión, o inténtelo de nuevo.',
  tryAgain: 'Intentar de nuevo',
  aNewVersionOfCorner: 'Hay una nueva versión de Corner Store.',
  reload: 'Recargar',
} satisfies Translation<'pwa'>;
