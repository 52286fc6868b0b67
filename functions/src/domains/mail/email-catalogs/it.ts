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
  'footer.stopAll': 'Interrompi tutte le email di QR Reviews a questo indirizzo',
  'footer.settings': 'Impostazioni email',
  'footer.address':
    'Ricevi questa email perché questo indirizzo è stato indicato come indirizzo per gli avvisi di un account QR Reviews.',
  'stop.title': 'Interrompere queste email?',
  'stop.titleCase': 'Interrompere le email su questa richiesta?',
  'stop.titleAll': 'Interrompere tutte le email di QR Reviews a questo indirizzo?',
  'stop.confirm': 'Interrompi',
  'stop.doneAlerts':
    'Questo indirizzo non riceve più le email di avviso di questo account QR Reviews. Restano disattivate finché non le riattivi, con il pulsante qui sotto o dopo aver effettuato l’accesso a QR Reviews con questo indirizzo.',
  'stop.doneDigest':
    'Questo indirizzo non riceve più il riepilogo giornaliero di questo account QR Reviews. Resta disattivato finché non lo riattivi, con il pulsante qui sotto o dopo aver effettuato l’accesso a QR Reviews con questo indirizzo.',
  'stop.doneCase':
    'Non riceverai più email su questa richiesta. La conversazione resta leggibile nella pagina della richiesta, dal link presente in ciascuna delle sue email.',
  'stop.doneAll':
    'QR Reviews non invia più email a questo indirizzo. Resta così finché non le riattivi con il pulsante qui sotto.',
  'stop.resume': 'Riattiva queste email',
  'stop.resumed': 'Le email sono di nuovo attive.',
  'stop.invalid': 'Questo link non è valido. Aprilo esattamente come appare nell’email.',
  'case.confirm.subject': 'Conferma il tuo indirizzo email per {seller}',
  'case.confirm.body':
    'Hai chiesto a {seller} di contattarti riguardo a {product}. Conferma il tuo indirizzo email con il link qui sotto. Finché non lo fai, {seller} non può inviarti nulla.',
  'case.confirm.open': 'Conferma il mio indirizzo email',
  'case.confirm.ignore':
    'Se non hai fatto tu questa richiesta, ignora questa email: l’indirizzo verrà eliminato entro una settimana senza essere usato.',
  'case.reply.subject': '{seller} ti ha risposto riguardo a {product}',
  'case.reply.body': '{seller} ha risposto alla tua richiesta riguardo a {product}:',
  'case.reply.open': 'Leggi e rispondi nella pagina della richiesta',
  'case.reply.answeredBy': 'Risposta di {member}',
  'case.stop': 'Interrompi le email su questa richiesta',
  'case.footer':
    'Il tuo indirizzo email non viene mostrato a {seller}: i messaggi ti arrivano tramite QR Reviews. Nella pagina della richiesta puoi in qualsiasi momento segnare il problema come risolto o eliminare i tuoi dati.',
  'case.alert.subject': 'Un cliente ha risposto riguardo a {product}',
  'case.alert.body': 'Il cliente che stai aiutando con {product} ha scritto:',
  'case.alert.open': 'Apri la richiesta in QR Reviews',
  'case.alert.confirmedSubject': 'Ora puoi rispondere a un cliente riguardo a {product}',
  'case.alert.confirmedBody':
    'Il cliente che ha chiesto aiuto con {product} ha confermato il suo indirizzo email. Ora puoi rispondergli dalla richiesta: la tua risposta gli arriva via email e il suo indirizzo ti resta nascosto.',
  'address.subject': 'Conferma questo indirizzo per le email di avviso di QR Reviews',
  'address.body':
    '{account} ha chiesto a QR Reviews di inviare a questo indirizzo le email di avviso del proprio account: recensioni sotto la valutazione minima, richieste dei clienti e, se attivato, un riepilogo giornaliero. Qui non viene inviato nulla finché non confermi.',
  'address.open': 'Conferma questo indirizzo',
  'address.ignore':
    'Se non te lo aspettavi, ignora questa email: il link scade entro una settimana e non verrà inviato nient’altro.',
  'confirm.title': 'Ricevere a questo indirizzo le email di avviso di questo account QR Reviews?',
  'confirm.confirm': 'Conferma',
  'confirm.done':
    'Confermato: le email di avviso di questo account QR Reviews arrivano ora a questo indirizzo. Ognuna contiene un link per interromperle.',
  'confirm.invalid':
    'Questo link di conferma non è più valido. Il titolare dell’account può inviarne uno nuovo dalla panoramica dell’account in QR Reviews.',
  'webhook.caseOpened': 'Un cliente chiede aiuto per {product}',
  'webhook.test': 'Evento di prova da QR Reviews: questo webhook funziona.',
  'webhook.off.subject': 'Un webhook del tuo account QR Reviews è stato disattivato',
  'webhook.off.body':
    'Il webhook «{label}» non ha accettato alcun evento nelle ultime 24 ore, quindi QR Reviews l’ha disattivato e non gli invia più nulla. Controlla il suo indirizzo nella panoramica dell’account, poi riattivalo.',
  'webhook.off.open': 'Apri le impostazioni dei webhook',
  'invite.subject': '{inviter} ti ha invitato in {account} su QR Reviews',
  'invite.body':
    '{inviter} ti ha invitato a entrare nell’account QR Reviews «{account}» con il ruolo «{role, select, manager {Manager} support {Assistenza} other {Lettore}}».',
  'invite.what':
    '{role, select, manager {Potrai modificare prodotti, modelli e importazioni, stampare le schede e leggere e rispondere a recensioni e richieste dei clienti.} support {Potrai vedere prodotti e statistiche, leggere le recensioni e rispondere alle richieste dei clienti.} other {Potrai vedere prodotti, statistiche e recensioni, senza modificare nulla.}}',
  'invite.open': 'Accetta l’invito',
  'invite.signIn':
    'Per accettare, accedi con Google come {email}. Il link funziona una sola volta, entro 7 giorni.',
  'invite.ignore':
    'Se non te lo aspettavi, ignora questa email: non succede nulla se non accetti, e l’invito scade.',
  'footer.invite':
    'Ricevi questa email perché il proprietario di un account QR Reviews ha invitato questo indirizzo.',
};
