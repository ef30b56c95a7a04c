import type { entry as english } from '../en/entry';
import type { Translation } from '../types';

export const entry = {
  signOut: 'Cerrar sesión',
  goToDashboard: 'Ir al panel',
  logoutFailedTitle: 'No se pudo cerrar la sesión',
  logoutFailedText: 'No pudimos cerrar su sesión. Inténtelo de nuevo.',
  sending: 'Enviando...',
  sendMessage: 'Enviar mensaje',
  sentTitle: 'Mensaje enviado',
  sentDescription: 'Le responderemos en menos de 24 horas.',
  failedTitle: 'No se pudo enviar el mensaje. Inténtelo de nuevo más tarde.',
  invalidEmail: 'Escriba un correo electrónico válido',
  required: {
    name: 'Escriba su nombre',
    email: 'Escriba su correo electrónico',
    subject: 'Escriba el asunto',
    message: 'Escriba su mensaje',
  },
  tooLong: {
    name: 'El nombre es demasiado largo',
    email: 'El correo electrónico es demasiado largo',
    subject: 'El asunto es demasiado largo',
    message: 'El mensaje es demasiado largo',
  },
  check: {
    name: 'Revise el nombre',
    email: 'Revise el correo electrónico',
    subject: 'Revise el asunto',
    message: 'Revise el mensaje',
  },
} as const satisfies Translation<typeof english>;
