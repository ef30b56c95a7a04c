import type { appSetup as english } from '../en/app-setup';
import type { Translation } from '../types';

export const appSetup = {
  hero: {
    badge: 'Prueba gratis de {trialDays} días · Sin tarjeta de crédito',
    title: 'Toda su tienda, en cada pantalla que usa',
    lead: 'Clientes, crédito y la caja del día en un solo lugar. Abra Corner Store hoy en su navegador, en la computadora del mostrador, en una tableta o en su celular, y todo se mantiene al día.',
    launch: 'Abrir la app web',
    seePlatforms: 'Ver plataformas',
  },
  features: {
    kicker: 'Lo que incluye',
    title: 'Pensado para el día a día de una tienda de verdad',
    customers: {
      title: 'Manejo de clientes',
      text: 'Perfiles con foto, IDs de cliente de 8 dígitos, límites de crédito y saldos. Encuentre a cualquiera por nombre, teléfono o ID en segundos.',
    },
    operations: {
      title: 'Operación diaria',
      text: 'Registro diario de caja con cuadre de sobrante y faltante, nómina de empleados y reportes de ventas y crédito a lo largo del tiempo.',
    },
    secure: {
      title: 'Seguro y confiable',
      text: 'Conexiones cifradas, contraseñas protegidas con hash, permisos de dueño y de empleado, y un registro de auditoría de los cambios importantes.',
    },
  },
  platforms: {
    kicker: 'Plataformas',
    title: 'Elija su plataforma',
    lead: 'Empiece hoy en la web. Las apps para celular ya vienen en camino.',
    web: { name: 'App web', text: 'Funciona en cualquier navegador moderno, en computadoras, tabletas y celulares. No hay nada que instalar.' },
    ios: { name: 'iOS', text: 'Una app nativa para iPhone y iPad, con la misma cuenta y los mismos datos.' },
    android: { name: 'Android', text: 'Una app nativa para celulares y tabletas Android, con la misma cuenta y los mismos datos.' },
    availableNow: 'Disponible ya',
    comingSoon: 'Muy pronto',
    launch: 'Abrir la app web',
  },
  why: {
    title: 'Por qué elegir Corner Store',
    lead: 'Un solo plan sencillo de {planPrice} al mes después de la prueba, con todo incluido. Cancele cuando quiera.',
    reasons: [
      { title: 'Prueba gratis de {trialDays} días', text: 'Pruebe todas las funciones antes de pagar un centavo.' },
      { title: 'Sin tarjeta de crédito', text: 'Regístrese solo con su correo y los datos de su tienda.' },
      { title: 'Sincronización al instante', text: 'Una venta o un pago anotado en el mostrador aparece enseguida en todos los dispositivos.' },
      { title: 'El crédito diario se reinicia solo', text: 'Las cuentas diarias se reinician solas a medianoche, sin que nadie tenga que acordarse.' },
      { title: 'Reportes', text: 'Historial de registros diarios, resumen mensual de crédito y un reporte de banderas rojas.' },
      { title: 'Varios usuarios, con permisos por rol', text: 'El dueño ve todo; cada empleado ve solo lo que necesita.' },
      { title: 'Exportar a hojas de cálculo', text: 'Lleve sus ventas y sus registros de crédito a una hoja de cálculo cuando lo necesite.' },
      { title: 'Soporte por correo electrónico', text: '¿Preguntas? Escriba a {supportEmail} y nuestro equipo le ayudará.' },
    ],
  },
} as const satisfies Translation<typeof english>;
