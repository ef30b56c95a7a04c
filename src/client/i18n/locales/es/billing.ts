import type { Translation } from '../../catalogue';

/** The billing texts in Spanish as spoken in US stores (glossary: docs/spanish-glossary.md). */
export default {
  closeMessage: 'Cerrar mensaje',
  payByCheque: 'Pagar con cheque',
  amount: 'Cantidad',
  payableTo: 'A nombre de',
  mailTo: 'Enviar a',
  memo: 'Memo',
  questions: 'Preguntas',
  theMemoMustIncludeYour: 'El memo debe incluir su correo electrónico. Espere de 5 a 7 días hábiles; su suscripción se activa cuando recibimos el cheque.',
  subscription: 'Suscripción',
  subscriptionCheckFailedUnableTo: 'Falló la verificación: no se pudo comprobar el estado de la suscripción',
  waitingForYourPaymentTo: 'Esperando la confirmación de su pago…',
  cardPaymentsAreNotSet: 'Los pagos con tarjeta aún no están disponibles. Puede pagar con cheque.',
  subscriptionActive: 'Suscripción activa',
  thankYouYourPaymentWas: '¡Gracias! Recibimos su pago.',
  checkoutFailed: 'No se pudo iniciar el pago',
  unableToStartCheckoutProcess: 'No se pudo iniciar el proceso de pago',
  customerPortalFailed: 'No se pudo abrir el portal',
  unableToOpenCustomerPortal: 'No se pudo abrir el portal de cliente',
} satisfies Translation<'billing'>;
