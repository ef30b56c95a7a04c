import type { MailTexts } from '../mail-texts';

/** The emails' words in Spanish as spoken in US stores (glossary: docs/spanish-glossary.md). */
export default {
  greeting: 'Hola, {name}:',
  verifySubject: 'Confirme su correo para Corner Store',
  verifyTitle: 'Confirme su correo',
  verifyIntro: 'Confirme su correo electrónico para terminar de crear su cuenta de Corner Store.',
  verifyTextLink: 'Confirme su correo: {url}',
  verifyIgnore: 'Si usted no se registró, no haga caso de este correo.',
  verifyAction: 'Confirmar correo',
  resetSubject: 'Restablezca su contraseña de Corner Store',
  resetTitle: 'Restablezca su contraseña',
  resetIntro: 'Alguien pidió restablecer la contraseña de su cuenta de Corner Store.',
  resetTextLink: 'Restablezca su contraseña: {url}',
  resetExpiry: 'El enlace sirve durante una hora. Si usted no lo pidió, no haga caso de este correo.',
  resetAction: 'Restablecer contraseña',
  existsSubject: 'Usted ya tiene una cuenta de Corner Store',
  existsTitle: 'Usted ya tiene una cuenta',
  existsIntro: 'Alguien intentó crear una cuenta de Corner Store con este correo, que ya tiene una.',
  existsSignIn: 'Inicie sesión en {url}, o use "¿Olvidó su contraseña?" ahí si no la recuerda.',
  existsIgnore: 'Si no fue usted, puede ignorar este correo: no se cambió nada.',
  existsAction: 'Iniciar sesión',
} satisfies MailTexts;
