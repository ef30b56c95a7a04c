import type { common as english, heads as englishHeads, notFound as englishNotFound } from '../en/common';
import type { Translation } from '../types';

export const common = {
  skipToContent: 'Ir al contenido',
  login: 'Iniciar sesión',
  signIn: 'Iniciar sesión',
  mainNav: 'Principal',
  footerNav: 'Pie de página',
  languageNav: 'Idioma',
  tagline: 'Ventas, caja y crédito a clientes para tiendas de barrio, en una sola app sencilla.',
  termsOfService: 'Términos del servicio',
  privacyPolicy: 'Política de privacidad',
  contactUs: 'Contáctenos',
  copyright: '© {year} Corner Store. Todos los derechos reservados.',
  adminSignIn: 'Acceso de administradores',
  ctaHero: 'Empiece su prueba gratis de {trialDays} días',
  ctaGetStarted: 'Empiece gratis',
  ctaStartTrial: 'Empezar la prueba gratis',
  legal: 'Legal',
  lastUpdated: 'Última actualización: {date}',
  legalLastUpdated: '22 de noviembre de 2026',
  onThisPage: 'En esta página',
} as const satisfies Translation<typeof english>;

export const heads = {
  'index.html': {
    title: 'Corner Store — Ventas, caja y crédito a clientes para tiendas de barrio',
    description:
      'Lleve las ventas del día, cuadre la caja y maneje las cuentas de crédito de sus clientes en una sola app sencilla. $24.99 al mes después de una prueba gratis de 15 días.',
  },
  'app-setup.html': {
    title: 'Obtenga la app — Corner Store',
    description:
      'Use Corner Store hoy mismo en la web, en cualquier computadora, tableta o celular. Las apps para iOS y Android llegan pronto. Empiece su prueba gratis de 15 días.',
  },
  'terms-of-service.html': {
    title: 'Términos del servicio — Corner Store',
    description: 'Las condiciones para usar Corner Store: prueba gratis, suscripción, sus datos y sus responsabilidades.',
  },
  'privacy-policy.html': {
    title: 'Política de privacidad — Corner Store',
    description: 'Qué información maneja Corner Store, cómo la protegemos, cuánto tiempo la guardamos y qué puede decidir usted.',
  },
  'contact-us.html': {
    title: 'Contáctenos — Corner Store',
    description: '¿Preguntas sobre Corner Store? Escríbanos, llámenos o mándenos un mensaje. Le respondemos en menos de 24 horas.',
  },
  'not-found.html': {
    title: 'Página no encontrada — Corner Store',
    description: 'La página que busca no existe.',
  },
} as const satisfies Translation<typeof englishHeads>;

export const notFound = {
  title: '¡Uy! No encontramos esa página',
  text: 'La página que busca no existe o cambió de lugar.',
  returnHome: 'Volver al inicio',
} as const satisfies Translation<typeof englishNotFound>;
