import type { EmailCatalog } from '../email-messages.js';

/** Italian (docs/i18n-glossary/it.md). */
export const EMAIL_MESSAGES_IT: EmailCatalog = {
  'alert.subject': '{stars, plural, one {# stella} many {# stelle} other {# stelle}} per {product}',
  'alert.heading': 'Un cliente ha bisogno della tua attenzione',
  'alert.body':
    'Un cliente che ha acquistato {product} su {store} gli ha dato {stars, plural, one {# stella} many {# stelle} other {# stelle}}.',
  'alert.feedback': 'Il suo feedback:',
  'alert.noFeedback': 'Non ha lasciato alcun feedback scritto.',
  'alert.open': 'Apri questa recensione in QR Reviews',
  'followUp.subject':
    '{count, plural, one {Un’altra recensione richiede} many {Altre # recensioni richiedono} other {Altre # recensioni richiedono}} la tua attenzione',
  'followUp.body':
    'Dall’ultima email, {count, plural, one {un altro cliente ha dato} many {altri # clienti hanno dato} other {altri # clienti hanno dato}} una valutazione inferiore alla tua valutazione minima:',
  'followUp.item':
    '{product}: {stars, plural, one {# stella} many {# stelle} other {# stelle}} ({store})',
  'followUp.more': '{count, plural, one {e un’altra} many {e altre #} other {e altre #}}',
  'followUp.open': 'Apri le tue recensioni in QR Reviews',
  'digest.subject': 'Le tue recensioni del {date}',
  'digest.body':
    '{count, plural, =0 {Nessuna nuova recensione} one {# nuova recensione} many {# nuove recensioni} other {# nuove recensioni}} nelle ultime 24 ore, {low, plural, one {# delle quali} many {# delle quali} other {# delle quali}} sotto la tua valutazione minima.',
  'digest.average': 'Valutazione media: {average} su 5',
  'digest.unread':
    '{unread, plural, =0 {Nessuna recensione ti aspetta.} one {# recensione richiede la tua attenzione.} many {# recensioni richiedono la tua attenzione.} other {# recensioni richiedono la tua attenzione.}}',
  'footer.alerts':
    'Ricevi queste email perché nel tuo account QR Reviews sono attivi gli avvisi sui clienti insoddisfatti.',
  'footer.digest':
    'Ricevi questa email perché nel tuo account QR Reviews è attivo il riepilogo giornaliero.',
  'footer.stop': 'Interrompi queste email con un clic',
  'footer.settings': 'Impostazioni email',
  'stop.title': 'Interrompere queste email?',
  'stop.confirm': 'Interrompi',
  'stop.doneAlerts':
    'Le email di avviso sono disattivate. Puoi riattivarle nella panoramica del tuo account in QR Reviews.',
  'stop.doneDigest':
    'Il riepilogo giornaliero è disattivato. Puoi riattivarlo nella panoramica del tuo account in QR Reviews.',
  'stop.invalid':
    'Questo link non è più valido. Modifica le impostazioni email nella panoramica del tuo account in QR Reviews.',
  'case.confirm.subject': 'Conferma il tuo indirizzo email per {seller}',
  'case.confirm.body':
    'Hai chiesto a {seller} di contattarti riguardo a {product}. Conferma il tuo indirizzo email con il link qui sotto. Finché non lo fai, {seller} non può inviarti nulla.',
  'case.confirm.open': 'Conferma il mio indirizzo email',
  'case.confirm.ignore':
    'Se non hai fatto tu questa richiesta, ignora questa email: l’indirizzo verrà eliminato entro una settimana senza essere usato.',
  'case.reply.subject': '{seller} ti ha risposto riguardo a {product}',
  'case.reply.body': '{seller} ha risposto alla tua richiesta riguardo a {product}:',
  'case.reply.open': 'Leggi e rispondi nella pagina della richiesta',
  'case.footer':
    'Il tuo indirizzo email non viene mostrato a {seller}: i messaggi ti arrivano tramite QR Reviews. Nella pagina della richiesta puoi in qualsiasi momento segnare il problema come risolto o eliminare i tuoi dati.',
  'case.alert.subject': 'Un cliente ha risposto riguardo a {product}',
  'case.alert.body': 'Il cliente che stai aiutando con {product} ha scritto:',
  'case.alert.open': 'Apri la richiesta in QR Reviews',
  'case.alert.confirmedSubject': 'Ora puoi rispondere a un cliente riguardo a {product}',
  'case.alert.confirmedBody':
    'Il cliente che ha chiesto aiuto con {product} ha confermato il suo indirizzo email. Ora puoi rispondergli dalla richiesta: la tua risposta gli arriva via email e il suo indirizzo ti resta nascosto.',
};
