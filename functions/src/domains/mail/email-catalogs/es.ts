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
  'footer.stopAll': 'Dejar de recibir todos los correos de QR Reviews en esta dirección',
  'footer.settings': 'Ajustes de correo',
  'footer.address':
    'Recibes este correo porque esta dirección se indicó como dirección de alertas de una cuenta de QR Reviews.',
  'stop.title': '¿Dejar de recibir estos correos?',
  'stop.titleCase': '¿Dejar de recibir los correos sobre esta solicitud?',
  'stop.titleAll': '¿Dejar de recibir todos los correos de QR Reviews en esta dirección?',
  'stop.confirm': 'Dejar de recibirlos',
  'stop.doneAlerts':
    'Esta dirección ya no recibe los correos de alerta de esta cuenta de QR Reviews. Seguirán desactivados hasta que vuelvas a activarlos, con el botón de abajo o con la sesión iniciada en QR Reviews con esta dirección.',
  'stop.doneDigest':
    'Esta dirección ya no recibe el resumen diario de esta cuenta de QR Reviews. Seguirá desactivado hasta que vuelvas a activarlo, con el botón de abajo o con la sesión iniciada en QR Reviews con esta dirección.',
  'stop.doneCase':
    'No recibirás más correos sobre esta solicitud. La conversación sigue disponible en la página de tu solicitud, desde el enlace de cualquiera de sus correos.',
  'stop.doneAll':
    'QR Reviews ya no envía correos a esta dirección. Seguirá así hasta que vuelvas a activarlos con el botón de abajo.',
  'stop.resume': 'Volver a activar estos correos',
  'stop.resumed': 'Los correos vuelven a estar activados.',
  'stop.invalid': 'Este enlace no es válido. Ábrelo exactamente como aparece en el correo.',
  'case.confirm.subject': 'Confirma tu dirección de correo para {seller}',
  'case.confirm.body':
    'Pediste a {seller} que te contactara sobre {product}. Confirma tu dirección de correo con el enlace de abajo. Hasta que lo hagas, {seller} no puede enviarte nada.',
  'case.confirm.open': 'Confirmar mi dirección de correo',
  'case.confirm.ignore':
    'Si no fuiste tú, ignora este correo: la dirección se eliminará en una semana sin haberse usado.',
  'case.reply.subject': '{seller} te ha respondido sobre {product}',
  'case.reply.body': '{seller} ha respondido a tu solicitud sobre {product}:',
  'case.reply.open': 'Leer y responder en la página de tu solicitud',
  'case.reply.answeredBy': 'Respondido por {member}',
  'case.stop': 'Dejar de recibir correos sobre esta solicitud',
  'case.footer':
    'Tu dirección de correo no se muestra a {seller}: los mensajes te llegan a través de QR Reviews. En la página de tu solicitud puedes marcar el problema como resuelto o eliminar tus datos en cualquier momento.',
  'case.alert.subject': 'Un cliente ha respondido sobre {product}',
  'case.alert.body': 'El cliente al que ayudas con {product} ha escrito:',
  'case.alert.open': 'Abrir la solicitud en QR Reviews',
  'case.alert.confirmedSubject': 'Ya puedes responder a un cliente sobre {product}',
  'case.alert.confirmedBody':
    'El cliente que pidió ayuda con {product} ha confirmado su dirección de correo. Ya puedes responderle desde la solicitud: tu respuesta le llega por correo y su dirección sigue oculta para ti.',
  'address.subject': 'Confirma esta dirección para los correos de alerta de QR Reviews',
  'address.body':
    '{account} ha pedido a QR Reviews que envíe los correos de alerta de su cuenta a esta dirección: reseñas por debajo de su valoración mínima, solicitudes de clientes y, si lo activa, un resumen diario. No se envía nada aquí si no lo confirmas.',
  'address.open': 'Confirmar esta dirección',
  'address.ignore':
    'Si no esperabas esto, ignora este correo: el enlace caduca en una semana y no se envía nada más.',
  'confirm.title': '¿Recibir en esta dirección los correos de alerta de esta cuenta de QR Reviews?',
  'confirm.confirm': 'Confirmar',
  'confirm.done':
    'Confirmado: los correos de alerta de esta cuenta de QR Reviews llegan ahora a esta dirección. Cada uno incluye un enlace para dejar de recibirlos.',
  'confirm.invalid':
    'Este enlace de confirmación ya no es válido. El titular de la cuenta puede enviar uno nuevo desde el resumen de la cuenta en QR Reviews.',
  'webhook.caseOpened': 'Un cliente pide ayuda con {product}',
  'webhook.test': 'Evento de prueba de QR Reviews: este webhook funciona.',
  'webhook.off.subject': 'Se ha desactivado un webhook de tu cuenta de QR Reviews',
  'webhook.off.body':
    'El webhook «{label}» no ha aceptado ningún evento en 24 horas, así que QR Reviews lo ha desactivado y ya no le envía nada. Revisa su dirección en el resumen de la cuenta y vuelve a activarlo.',
  'webhook.off.open': 'Abrir los ajustes de webhooks',
  'invite.subject': '{inviter} te ha invitado a {account} en QR Reviews',
  'invite.body':
    '{inviter} te ha invitado a unirte a la cuenta de QR Reviews «{account}» con el rol «{role, select, manager {Gestor} support {Soporte} other {Lector}}».',
  'invite.what':
    '{role, select, manager {Podrás cambiar productos, plantillas e importaciones, imprimir tarjetas y leer y responder reseñas y solicitudes de clientes.} support {Podrás ver productos y estadísticas, leer reseñas y responder solicitudes de clientes.} other {Podrás ver productos, estadísticas y reseñas, sin cambiar nada.}}',
  'invite.open': 'Aceptar la invitación',
  'invite.signIn':
    'Para aceptar, inicia sesión con Google como {email}. El enlace funciona una sola vez, durante 7 días.',
  'invite.ignore':
    'Si no esperabas esto, ignora este correo: no pasa nada si no aceptas, y la invitación caduca.',
  'footer.invite':
    'Recibes este correo porque el propietario de una cuenta de QR Reviews ha invitado a esta dirección.',
};
