import type { Translation } from '../../catalogue';

/** The setup texts in Spanish as spoken in US stores (glossary: docs/spanish-glossary.md). */
export default {
  storeCreatedSuccessfully: '¡Tienda creada!',
  yourStoreIsReadyStart: 'Su tienda está lista. Empiece agregando a sus clientes.',
  error: 'Error',
  logout: 'Cerrar sesión',
  welcomeLetSSetUp: '¡Bienvenido! Configuremos su tienda',
  confirmYourStoreSDetails: 'Confirme los datos de su tienda para empezar a usar Corner Store.',
  storeName: 'Nombre de la tienda',
  street: 'Calle',
  city: 'Ciudad',
  state: 'Estado',
  zip: 'Código postal',
  phone: 'Teléfono',
  oneLicenseAppliesPerLocation: 'Cada licencia es para un solo local. Cada local necesita su propia suscripción a Corner Store, y la dirección que escriba aquí se usa para verificarlo.',
  createStoreContinue: 'Crear tienda y continuar',
  failedToCreateStore: 'No se pudo crear la tienda',
  welcome: '¡Bienvenido a Corner Store!',
  welcomeNamed: '¡Bienvenido a Corner Store, {name}!',
} satisfies Translation<'setup'>;
