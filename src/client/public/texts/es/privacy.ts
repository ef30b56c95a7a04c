import type { privacy as english } from '../en/privacy';
import type { Translation } from '../types';

/** La Política de privacidad en español de EE. UU.; bloques y marcas como en en/terms.ts. */
export const privacy = {
  title: 'Política de privacidad',
  intro:
    'Los registros de su tienda son suyos, y sus clientes confían en usted para cuidarlos. Esta política explica, en lenguaje sencillo, qué información maneja Corner Store y cómo la mantenemos segura. En resumen: recogemos solo lo que el Servicio necesita, nunca vendemos datos y usamos cookies solo para mantener su sesión abierta y recordar su barra lateral y su idioma.',
  sections: {
    'who-we-are': {
      title: 'Quiénes somos y qué cubre esta política',
      body: [
        'Corner Store ofrece una aplicación web que las tiendas de barrio usan para registrar ventas, caja, crédito a clientes, empleados y nómina. Esta política explica qué información personal manejamos, para qué y qué puede decidir usted. Cubre nuestro sitio web y el Servicio.',
      ],
    },
    'information-we-collect': {
      title: 'Información que recogemos',
      body: [
        [
          '**Información de la cuenta:** el nombre, el correo electrónico y la contraseña de los dueños de tienda y de los empleados, y el nombre, la dirección y el teléfono de la tienda.',
          '**Datos de la tienda:** lo que una tienda anota sobre sus clientes y su negocio, como nombres, teléfonos y correos de clientes, notas, fotos, saldos y límites de crédito, movimientos de crédito, notas de bandera roja, registros diarios de caja, ventas y registros de nómina de los empleados.',
          '**Información técnica:** dirección IP, tipo de navegador y la hora de los inicios de sesión y de los cambios, que registramos por seguridad y en el registro de auditoría.',
          '**Mensajes:** lo que usted nos manda por el formulario de contacto o por correo electrónico.',
          '**Información de pago:** el estado de la suscripción y el historial de pagos. Los datos de la tarjeta los maneja nuestro procesador de pagos; nunca vemos ni guardamos el número completo de una tarjeta.',
        ],
      ],
    },
    'how-we-use': {
      title: 'Cómo usamos la información',
      body: [
        'Usamos la información personal solo para:',
        [
          'prestar, mantener y proteger el Servicio, incluidos los respaldos y el registro de auditoría;',
          'crear y administrar cuentas y suscripciones;',
          'mandar correos del servicio, como la confirmación de registro, el cambio de contraseña y los avisos de pago;',
          'responder a las solicitudes de soporte;',
          'cumplir con la ley y hacer cumplir nuestros Términos del servicio.',
        ],
        'No usamos los Datos de la tienda para publicidad ni armamos perfiles de sus clientes.',
      ],
    },
    'store-owners-role': {
      title: 'El papel del dueño de la tienda',
      body: [
        'Cada tienda decide qué registra sobre sus propios clientes y empleados, y es responsable de esos datos. Guardamos y procesamos los Datos de la tienda por cuenta de la tienda y seguimos sus instrucciones.',
        'Si usted es cliente de una tienda que usa Corner Store y quiere ver, corregir o borrar su información, pídaselo primero a la tienda. Nosotros ayudaremos a la tienda a responderle.',
      ],
    },
    photos: {
      title: 'Fotos de clientes',
      body: [
        'Las fotos que una tienda toma de sus clientes son privadas de esa tienda. Solo las ven los usuarios de esa tienda con sesión iniciada, no se muestran a otras tiendas ni al público y nunca se usan para reconocimiento facial ni para ningún otro fin.',
      ],
    },
    sharing: {
      title: 'Con quién compartimos la información',
      body: [
        '**No vendemos información personal** ni la compartimos para publicidad. Solo la compartimos:',
        [
          'con los proveedores que alojan el Servicio, envían nuestros correos y procesan los pagos, bajo contratos que solo les permiten usarla para prestarnos esos servicios;',
          'cuando la ley lo exige, o para proteger los derechos y la seguridad de nuestros usuarios y del público;',
          'con un comprador si se vende nuestro negocio; en ese caso, esta política se sigue aplicando a su información.',
        ],
      ],
    },
    cookies: {
      title: 'Cookies',
      body: [
        'Usamos solo estas cookies, y todas son necesarias para que el Servicio funcione:',
        [
          'una cookie de sesión que mantiene su sesión abierta de forma segura;',
          'una cookie de preferencias que recuerda si usted cerró la barra lateral del panel (se guarda 7 días);',
          'una cookie de preferencias que recuerda el idioma que eligió, inglés o español (se guarda 1 año).',
        ],
        'No usamos cookies de publicidad ni rastreo de terceros.',
      ],
    },
    security: {
      title: 'Cómo protegemos la información',
      body: [
        [
          'Todo el tráfico entre su navegador y el Servicio viaja cifrado (HTTPS).',
          'Las contraseñas se guardan solo como hashes seguros de un solo sentido; nadie puede leerlas, ni siquiera nosotros.',
          'Los datos de cada tienda están separados, y los permisos por rol limitan lo que los empleados pueden ver y cambiar.',
          'Un registro de auditoría anota quién creó, cambió o borró los registros importantes, y cuándo.',
          'Los intentos de inicio de sesión tienen un límite para frenar a quien intente adivinar contraseñas.',
        ],
      ],
    },
    retention: {
      title: 'Cuánto tiempo guardamos la información',
      body: [
        [
          'Los registros de cuentas y de movimientos se guardan durante **7 años**, por motivos legales, fiscales y de posibles disputas.',
          'Los mensajes de soporte se guardan durante **3 años**.',
          'Cuando nos pide borrar su cuenta o sus datos, lo hacemos en un plazo de **30 días** y guardamos solo lo que la ley exige durante los periodos de arriba.',
        ],
      ],
    },
    'your-rights': {
      title: 'Sus derechos y opciones',
      body: [
        'Según dónde viva, puede tener derecho a ver, corregir, exportar o borrar su información personal, y a oponerse a cómo la usamos o a limitarlo. Los dueños de tienda pueden ver, corregir y exportar ellos mismos en la app la mayoría de los Datos de la tienda.',
        'Para hacer una solicitud, escriba a {email}. Puede que tengamos que confirmar su identidad, y respondemos las solicitudes en un plazo de 30 días.',
      ],
    },
    children: {
      title: 'Menores de edad',
      body: [
        'El Servicio no es para niños. Las personas menores de 16 años no pueden usarlo, y no recogemos a sabiendas información de menores como usuarios. Si cree que un menor de 16 años tiene una cuenta, contáctenos y la borraremos.',
      ],
    },
    'policy-changes': {
      title: 'Cambios a esta política',
      body: [
        'Podemos actualizar esta política. Si un cambio es importante, se lo avisaremos por correo electrónico a los dueños de tienda antes de que entre en vigor. La fecha al principio de esta página indica la versión más reciente.',
      ],
    },
    contact: {
      title: 'Contáctenos',
      body: ['Preguntas o solicitudes sobre privacidad: escriba a {email} o comuníquese con nosotros en la [página de contacto](/contact-us).'],
    },
  },
} as const satisfies Translation<typeof english>;
