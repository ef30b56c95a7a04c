import type { contact as english } from '../en/contact';
import type { Translation } from '../types';

export const contact = {
  kicker: 'Soporte',
  title: 'Contáctenos',
  lead: '¿Preguntas sobre Corner Store, su cuenta o sus pagos? Mándenos un mensaje y le responderemos en menos de {contactReplyHours} horas.',
  getInTouch: 'Comuníquese con nosotros',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  mailingAddress: 'Dirección postal',
  country: 'Estados Unidos',
  businessHours: 'Horario de atención',
  hoursCaption: 'Horario de atención del soporte',
  hours: [
    { day: 'Lunes a viernes', time: '9:00 a. m. – 6:00 p. m.' },
    { day: 'Sábado', time: '10:00 a. m. – 4:00 p. m.' },
    { day: 'Domingo', time: 'Cerrado' },
  ],
  replyPromise: 'Respondemos cada mensaje en menos de {contactReplyHours} horas.',
  formTitle: 'Mándenos un mensaje',
  allRequired: 'Todos los campos son obligatorios.',
  fields: { name: 'Nombre', email: 'Correo electrónico', subject: 'Asunto', message: 'Mensaje' },
  send: 'Enviar mensaje',
} as const satisfies Translation<typeof english>;
