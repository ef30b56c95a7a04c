import type { Translation } from '../../catalogue';

/** The camera texts in Spanish as spoken in US stores (glossary: docs/spanish-glossary.md). */
export default {
  error: 'Error de cámara',
  notSupportedTitle: 'Cámara no disponible',
  notSupported: 'Este navegador no puede usar la cámara. Elija un archivo de foto.',
  permissionTimeoutTitle: 'Se agotó el tiempo del permiso',
  permissionTimeout: 'No se respondió a tiempo el permiso de la cámara. Permita el acceso a la cámara e inténtelo de nuevo.',
  notReadyTitle: 'La cámara no está lista',
  notReady: 'Espere a que aparezca la imagen y vuelva a tomar la foto.',
  readyTitle: 'Cámara lista',
  ready: 'Centre la cara en el recuadro y tome la foto.',
  capturedTitle: 'Foto tomada',
  captured: 'Revise la vista previa y use la foto o tómela de nuevo.',
  denied: 'Se negó el acceso a la cámara. Permítalo en la configuración del navegador e inténtelo de nuevo.',
  missing: 'No se encontró ninguna cámara en este dispositivo.',
  busy: 'Otra app está usando la cámara. Ciérrela e inténtelo de nuevo.',
  startFailed: 'No se pudo iniciar la cámara. Inténtelo de nuevo.',
  photoFailed: 'No se pudo tomar la foto. Inténtelo de nuevo.',
} satisfies Translation<'camera'>;
