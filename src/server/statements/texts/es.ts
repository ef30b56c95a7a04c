import type { ServerTexts } from '../../i18n/translator';
import type english from './en';

/** The statement page in Spanish as spoken in US stores (glossary: docs/spanish-glossary.md). */
export default {
  expiredTitle: 'Enlace vencido',
  expiredHeading: 'Este enlace ya venció — pídale uno nuevo a la tienda',
  tooManyTitle: 'Demasiadas solicitudes',
  tooManyHeading: 'Demasiadas solicitudes — vuelva a intentarlo en un minuto',
  title: 'Estado de cuenta — {store}',
  credit: 'Crédito',
  payment: 'Pago',
  balanceOwed: 'Saldo pendiente',
  storeCredit: 'Saldo a favor',
  runningCredit: '{amount} a favor',
  noEntries: 'No hay movimientos en este periodo.',
  byStore: 'Tienda',
  date: 'Fecha',
  type: 'Tipo',
  by: 'Por',
  amount: 'Monto',
  balance: 'Saldo',
  period: 'del {from} al {until}',
  showOlder: 'Ver movimientos anteriores',
  customerId: 'Cliente n.º {id}',
  entries: 'Movimientos {period}, los más recientes primero',
  generated: 'Generado el {time} ({zone}). Este estado de cuenta es solo de lectura.',
} satisfies ServerTexts<keyof typeof english>;
