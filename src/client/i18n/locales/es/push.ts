import type { Translation } from '../../catalogue';

/** The push texts in Spanish as spoken in US stores (glossary: docs/spanish-glossary.md). */
export default {
  notificationsTurnedOff: 'Notificaciones desactivadas',
  thisDeviceWillNotGet: 'Este dispositivo ya no recibirá notificaciones.',
  testNotificationSent: 'Notificación de prueba enviada',
  itShouldAppearOnThis: 'Debería aparecer en este dispositivo en un momento.',
  thisDeviceIsNoLonger: 'Este dispositivo ya no está suscrito',
  turnNotificationsOnAgainTo: 'Vuelva a activar las notificaciones para seguir recibiéndolas.',
  pushNotifications: 'Notificaciones',
  trialAndPaymentRemindersAnd: 'Avisos de la prueba gratis y de pagos, y novedades importantes de la tienda, en este dispositivo.',
  thisBrowserCannotShowNotifications: 'Este navegador no puede mostrar notificaciones. Instale Corner Store en su pantalla de inicio o use otro navegador para recibirlas.',
  notificationsAreOnForThis: 'Las notificaciones están activadas en este dispositivo.',
  sendTestNotification: 'Enviar notificación de prueba',
  turnOff: 'Desactivar',
  notificationsAreOffForThis: 'Las notificaciones están desactivadas en este dispositivo.',
  enableNotifications: 'Activar notificaciones',
  badgeDenied: 'Bloqueadas',
  badgeGranted: 'Permitidas',
  badgeOff: 'Desactivadas',
} satisfies Translation<'push'>;
