import type { Translation } from '../../catalogue';

/** The toasts texts in Spanish as spoken in US stores (glossary: docs/spanish-glossary.md). */
export default {
  storeNameDescription: 'Escriba el nombre de su tienda.',
  storePhoneDescription: 'Escriba el teléfono de su tienda.',
  addressTitle: 'La dirección de la tienda es obligatoria',
  addressDescription: 'Escriba la dirección de su tienda. Nuestro sistema de licencias la necesita para verificar la ubicación.',
  completeAddressTitle: 'La dirección completa es obligatoria',
  completeAddressDescription: 'Escriba la dirección completa de su tienda. Nuestro sistema de licencias la necesita para verificar la ubicación.',
  error: 'Error',
  signOutFailed: 'No se pudo cerrar la sesión. Inténtelo de nuevo.',
  googleSignInFailedTitle: 'Error al entrar con Google',
  googleSignInFailed: 'No se completó el inicio de sesión con Google. Inténtelo de nuevo.',
  messageNotSent: 'Asegúrese de haber iniciado sesión y de haber escrito un mensaje',
  payrollIncomplete: 'Complete el registro de nómina antes de imprimir',
  adminResetSent: 'Se envió el correo para restablecer la contraseña. Revise su bandeja de entrada.',
  testEmailAddressMissing: 'Escriba un correo para la prueba',
  adminEmailMissing: 'Escriba un correo electrónico',
  paymentsNotConfigured: 'Pague con cheque o comuníquese con soporte.',
  pushOffFailedTitle: 'No se pudieron desactivar las notificaciones',
  pleaseTryAgain: 'Inténtelo de nuevo.',
  pushTestFailedTitle: 'Falló la notificación de prueba',
  pushTestFailed: 'El servicio de notificaciones no la aceptó. Inténtelo más tarde.',
  maintenance: 'Corner Store se está actualizando. Inténtelo de nuevo en un rato; sus datos están seguros.',
  pushDenied: 'Active las notificaciones en la configuración de su dispositivo para recibir avisos importantes de su tienda.',
} satisfies Translation<'toasts'>;
