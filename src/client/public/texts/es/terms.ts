import type { terms as english } from '../en/terms';
import type { Translation } from '../types';

/** Los Términos del servicio en español de EE. UU.; bloques y marcas como en en/terms.ts. */
export const terms = {
  title: 'Términos del servicio',
  intro:
    'Condiciones en lenguaje sencillo para usar Corner Store. Léalas con atención: explican su suscripción, sus responsabilidades sobre los registros de clientes que lleva y las nuestras al operar el Servicio. Vea también nuestra [Política de privacidad](/privacy-policy).',
  sections: {
    agreement: {
      title: 'Aceptación de estos términos',
      body: [
        'Estos Términos del servicio (los "Términos") rigen su uso de Corner Store, la aplicación web para manejar las ventas, la caja, el crédito a clientes, el personal y la nómina de una tienda de barrio (el "Servicio"), operada por Corner Store ("nosotros"). Al crear una cuenta o usar el Servicio, usted acepta estos Términos. Si usa el Servicio para un negocio, los acepta en nombre de ese negocio.',
        'Si no está de acuerdo, no use el Servicio.',
      ],
    },
    eligibility: {
      title: 'Quién puede usar el Servicio',
      body: [
        'Para usar el Servicio debe tener por lo menos 16 años. Los menores de 16 años no pueden crear una cuenta ni usar el Servicio, y los dueños de tienda no deben crear cuentas de empleado para nadie menor de 16 años.',
        'El titular de la cuenta de dueño debe estar autorizado para actuar en nombre de la tienda que registra. Una suscripción cubre un solo local.',
      ],
    },
    accounts: {
      title: 'Cuentas y seguridad',
      body: [
        'Usted es responsable de las cuentas de su tienda, incluidas las cuentas de empleado que cree, y de todo lo que se haga con ellas. Mantenga sus contraseñas en privado, use una contraseña que no use en otro lado y quite el acceso a los empleados cuando dejen de trabajar con usted.',
        'Avísenos de inmediato a {email} si cree que alguien usó una cuenta sin permiso.',
      ],
    },
    'trial-and-billing': {
      title: 'Prueba gratis, suscripción y cancelación',
      body: [
        [
          'Las tiendas nuevas reciben una **prueba gratis de {trialDays} días** con acceso completo. No hace falta dar datos de pago para empezar.',
          'Después de la prueba, el Servicio cuesta **{planPrice} al mes** por tienda, más cualquier cargo de procesamiento de pago que se muestre al pagar. Los precios están en dólares estadounidenses y no incluyen impuestos, salvo que se indique lo contrario.',
          'La suscripción se renueva cada mes hasta que usted la cancele. Puede **cancelar cuando quiera**: conserva el acceso hasta el final del periodo que ya pagó y no se le vuelve a cobrar.',
          'No devolvemos lo ya pagado por meses incompletos, salvo cuando la ley exija otra cosa.',
          'Si un pago no se completa o la prueba termina sin una suscripción, podemos suspender la tienda hasta que se haga el pago. Sus datos se guardan como se explica en la sección 10.',
          'Le avisaremos por correo electrónico con al menos 30 días de anticipación antes de que entre en vigor cualquier cambio de precio.',
        ],
      ],
    },
    'your-data': {
      title: 'Sus datos y sus clientes',
      body: [
        'La información que usted pone en el Servicio es suya, incluidos los nombres, teléfonos y fotos de sus clientes, los saldos de crédito, los registros diarios y los registros de empleados y de nómina (los "Datos de la tienda"). Usted nos da permiso para alojar, procesar y respaldar los Datos de la tienda solo para prestarle el Servicio.',
        '**Usted es responsable de los datos de clientes que anota.** Eso incluye tener un motivo legítimo para registrarlos, informar a sus clientes cómo los usa cuando la ley lo exija, pedir su consentimiento antes de tomarle una foto a un cliente y mantener los registros correctos. Las fotos de clientes son privadas de su tienda: nunca se muestran a otras tiendas ni al público.',
        'Mientras su cuenta esté activa, puede exportar sus registros a hojas de cálculo cuando quiera.',
      ],
    },
    'red-flags': {
      title: 'El crédito y la lista de banderas rojas',
      body: [
        'Dar crédito a sus clientes es una decisión de su negocio; Corner Store solo guarda los registros. La lista de banderas rojas es una nota interna de su tienda y nunca se comparte con otras tiendas.',
        'Anote solo hechos sobre los tratos de un cliente con su tienda. No le ponga bandera roja ni le niegue el servicio a nadie por su raza, religión, sexo, discapacidad, origen nacional ni ninguna otra característica protegida por la ley, y no use el Servicio para acosar, avergonzar o amenazar a nadie.',
      ],
    },
    'acceptable-use': {
      title: 'Uso aceptable',
      body: [
        'Usted se compromete a no:',
        [
          'violar ninguna ley, ni guardar datos que no tiene derecho a tener;',
          'intentar entrar a los datos de otra tienda o a cualquier parte del Servicio que no esté autorizado a usar;',
          'sondear, escanear, sobrecargar o interrumpir el Servicio, ni saltarse su seguridad o sus límites de uso;',
          'copiar, revender o aplicar ingeniería inversa al Servicio, salvo en lo que la ley permita expresamente;',
          'publicar en el tablero de la comunidad contenido ilegal, ofensivo o engañoso.',
        ],
        'Podemos suspender las cuentas que no cumplan estas reglas, y le diremos por qué, salvo que la ley nos lo impida.',
      ],
    },
    availability: {
      title: 'Disponibilidad y cambios del Servicio',
      body: [
        'Trabajamos para que el Servicio esté disponible y sus datos seguros, pero no prometemos que funcione sin interrupciones ni errores. Podemos cambiar, agregar o quitar funciones; si un cambio reduce de forma importante lo que usted paga, le avisaremos con anticipación y podrá cancelar.',
      ],
    },
    termination: {
      title: 'Cierre de su cuenta y conservación de datos',
      body: [
        'Puede cerrar su cuenta en cualquier momento cancelando su suscripción y escribiendo a {email}. Podemos cerrar una cuenta que incumpla estos Términos de forma grave o repetida.',
        [
          'Atendemos las solicitudes de borrar una cuenta o datos en un plazo de **30 días**.',
          'Los registros de cuentas y de movimientos (como los movimientos de crédito, los registros diarios y los pagos) se conservan durante **7 años** por motivos legales, fiscales y de posibles disputas. Después de borrarlos, dejan de usarse y se guardan solo para esos fines; luego se eliminan para siempre.',
          'Los mensajes de soporte se conservan durante **3 años**.',
        ],
      ],
    },
    disclaimers: {
      title: 'Exención de garantías',
      body: [
        'El Servicio se ofrece "tal cual" y "según disponibilidad". Los cálculos como el sobrante o faltante, los totales de nómina y los reportes dependen de las cifras que usted anota; revíselos antes de usarlos para impuestos, nómina o fines legales. En la medida en que la ley lo permita, rechazamos toda garantía implícita, incluidas las de comerciabilidad, idoneidad para un fin determinado y no infracción.',
      ],
    },
    liability: {
      title: 'Límite de responsabilidad',
      body: [
        'En la medida en que la ley lo permita, no somos responsables de daños indirectos, incidentales, especiales o consecuentes, ni de la pérdida de ganancias, ingresos o datos, y nuestra responsabilidad total por cualquier reclamo sobre el Servicio se limita a lo que usted nos pagó en los 12 meses anteriores al reclamo. Nada en estos Términos limita la responsabilidad que la ley no permite limitar.',
      ],
    },
    indemnity: {
      title: 'Su responsabilidad frente a nosotros',
      body: [
        'Usted acepta cubrir nuestros costos razonables si se presenta un reclamo en nuestra contra por Datos de la tienda que usted anotó o porque usted incumplió estos Términos, salvo que el reclamo se deba a una falta nuestra.',
      ],
    },
    changes: {
      title: 'Cambios a estos términos',
      body: [
        'Podemos actualizar estos Términos. Si un cambio es importante, se lo avisaremos por correo electrónico a los dueños de tienda al menos 30 días antes de que entre en vigor. La fecha al principio de esta página indica la versión más reciente. Si sigue usando el Servicio después de que un cambio entre en vigor, acepta los nuevos Términos.',
      ],
    },
    contact: {
      title: 'Contacto',
      body: [
        '¿Preguntas sobre estos Términos? Escriba a {email} o use nuestro [formulario de contacto](/contact-us). Respondemos en menos de {termsReplyHours} horas.',
      ],
    },
  },
} as const satisfies Translation<typeof english>;
