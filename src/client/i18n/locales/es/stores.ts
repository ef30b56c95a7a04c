import type { Translation } from '../../catalogue';

/** The stores texts in Spanish as spoken in US stores (glossary: docs/spanish-glossary.md). */
export default {
  error: 'Error',
  storeSettingsUpdatedSuccessfully: 'Configuración de la tienda guardada',
  storeName: 'Nombre de la tienda',
  phone: 'Teléfono',
  address: 'Dirección',
  save: 'Guardar',
  storeSettings: 'Configuración de la tienda',
  storeDetails: 'Datos de la tienda',
  yourStoreSNamePhone: 'Nombre, teléfono, dirección y zona horaria de su tienda.',
  failedToLoadStoreSettings: 'No se pudo cargar la configuración de la tienda',
  retry: 'Reintentar',
  loadingStoreSettings: 'Cargando la configuración de la tienda',
  failedToUpdateStoreSettings: 'No se pudo guardar la configuración de la tienda',
} satisfies Translation<'stores'>;
