import type { Translation } from '../../catalogue';

/** The app texts in Spanish as spoken in US stores (glossary: docs/spanish-glossary.md). */
export default {
  somethingWentWrong: 'Algo salió mal',
  weEncounteredAnUnexpectedError: 'Ocurrió un error inesperado. Quedó registrado y nuestro equipo lo revisará.',
  reloadPage: 'Recargar página',
  goToHome: 'Ir al inicio',
  oopsPageNotFound: '¡Uy! No se encontró la página',
  returnToHome: 'Volver al inicio',
  tryAgain: 'Intentar de nuevo',
  main: 'Principal',
  unread: 'sin leer',
  changePassword: 'Cambiar contraseña',
  logout: 'Cerrar sesión',
  skipToContent: 'Ir al contenido',
  menu: 'Menú',
  toggleSidebar: 'Mostrar u ocultar menú',
  toggleSidebarCtrlB: 'Mostrar u ocultar menú (Ctrl+B)',
} satisfies Translation<'app'>;
