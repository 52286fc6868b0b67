import type { EmailCatalog } from '../email-messages.js';

/** Spanish (docs/i18n-glossary/es.md). */
export const EMAIL_MESSAGES_ES: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# estrella} many {# estrellas} other {# estrellas}} para {product}',
  'alert.heading': 'Un cliente necesita tu atención',
  'alert.body':
    'Un cliente que compró {product} en {store} le dio una valoración de {stars, plural, one {# estrella} many {# estrellas} other {# estrellas}}.',
  'alert.feedback': 'Su comentario:',
  'alert.noFeedback': 'No dejó ningún comentario escrito.',
  'alert.open': 'Abrir esta reseña en QR Reviews',
  'followUp.subject':
    '{count, plural, one {# reseña más necesita} many {# reseñas más necesitan} other {# reseñas más necesitan}} tu atención',
  'followUp.body':
    'Desde el último correo, {count, plural, one {# cliente más ha dado} many {# clientes más han dado} other {# clientes más han dado}} una valoración inferior a tu mínimo:',
  'followUp.item':
    '{product}: {stars, plural, one {# estrella} many {# estrellas} other {# estrellas}} ({store})',
  'followUp.more': '{count, plural, one {y # más} many {y # más} other {y # más}}',
  'followUp.open': 'Abrir tus reseñas en QR Reviews',
  'digest.subject': 'Tus reseñas del {date}',
  'digest.body':
    '{count, plural, =0 {Ninguna reseña nueva} one {# reseña nueva} many {# reseñas nuevas} other {# reseñas nuevas}} en las últimas 24 horas, {low, plural, one {# de ellas} many {# de ellas} other {# de ellas}} por debajo de tu valoración mínima.',
  'digest.average': 'Valoración media: {average} de 5',
  'digest.unread':
    '{unread, plural, =0 {No tienes reseñas pendientes.} one {# reseña necesita tu atención.} many {# reseñas necesitan tu atención.} other {# reseñas necesitan tu atención.}}',
  'footer.alerts':
    'Recibes estos correos porque tienes activadas las alertas de clientes insatisfechos en tu cuenta de QR Reviews.',
  'footer.digest':
    'Recibes este correo porque tienes activado el resumen diario en tu cuenta de QR Reviews.',
  'footer.stop': 'Dejar de recibir estos correos con un clic',
  'footer.settings': 'Ajustes de correo',
  'stop.title': '¿Dejar de recibir estos correos?',
  'stop.confirm': 'Dejar de recibirlos',
  'stop.doneAlerts':
    'Los correos de alerta están desactivados. Puedes volver a activarlos en el resumen de tu cuenta en QR Reviews.',
  'stop.doneDigest':
    'El resumen diario está desactivado. Puedes volver a activarlo en el resumen de tu cuenta en QR Reviews.',
  'stop.invalid':
    'Este enlace ya no es válido. Cambia los ajustes de correo en el resumen de tu cuenta en QR Reviews.',
  'case.confirm.subject': 'Confirma tu dirección de correo para {seller}',
  'case.confirm.body':
    'Pediste a {seller} que te contactara sobre {product}. Confirma tu dirección de correo con el enlace de abajo. Hasta que lo hagas, {seller} no puede enviarte nada.',
  'case.confirm.open': 'Confirmar mi dirección de correo',
  'case.confirm.ignore':
    'Si no fuiste tú, ignora este correo: la dirección se eliminará en una semana sin haberse usado.',
  'case.reply.subject': '{seller} te ha respondido sobre {product}',
  'case.reply.body': '{seller} ha respondido a tu solicitud sobre {product}:',
  'case.reply.open': 'Leer y responder en la página de tu solicitud',
  'case.footer':
    'Tu dirección de correo no se muestra a {seller}: los mensajes te llegan a través de QR Reviews. En la página de tu solicitud puedes marcar el problema como resuelto o eliminar tus datos en cualquier momento.',
  'case.alert.subject': 'Un cliente ha respondido sobre {product}',
  'case.alert.body': 'El cliente al que ayudas con {product} ha escrito:',
  'case.alert.open': 'Abrir la solicitud en QR Reviews',
  'case.alert.confirmedSubject': 'Ya puedes responder a un cliente sobre {product}',
  'case.alert.confirmedBody':
    'El cliente que pidió ayuda con {product} ha confirmado su dirección de correo. Ya puedes responderle desde la solicitud: tu respuesta le llega por correo y su dirección sigue oculta para ti.',
};
