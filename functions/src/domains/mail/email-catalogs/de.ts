import type { EmailCatalog } from '../email-messages.js';

/** German (docs/i18n-glossary/de.md). */
export const EMAIL_MESSAGES_DE: EmailCatalog = {
  'alert.subject': '{stars, plural, one {# Stern} other {# Sterne}} für {product}',
  'alert.heading': 'Ein Kunde braucht Ihre Aufmerksamkeit',
  'alert.body':
    'Ein Kunde, der {product} bei {store} gekauft hat, hat es mit {stars, plural, one {# Stern} other {# Sternen}} bewertet.',
  'alert.feedback': 'Feedback des Kunden:',
  'alert.noFeedback': 'Der Kunde hat kein schriftliches Feedback hinterlassen.',
  'alert.open': 'Diese Rezension in QR Reviews öffnen',
  'followUp.subject':
    '{count, plural, one {# weitere Rezension braucht} other {# weitere Rezensionen brauchen}} Ihre Aufmerksamkeit',
  'followUp.body':
    'Seit der letzten E-Mail {count, plural, one {hat # weiterer Kunde} other {haben # weitere Kunden}} unter Ihrer Mindestbewertung bewertet:',
  'followUp.item': '{product}: {stars, plural, one {# Stern} other {# Sterne}} ({store})',
  'followUp.more': '{count, plural, one {und # weitere} other {und # weitere}}',
  'followUp.open': 'Ihre Rezensionen in QR Reviews öffnen',
  'digest.subject': 'Ihre Rezensionen am {date}',
  'digest.body':
    '{count, plural, =0 {Keine neuen Rezensionen} one {# neue Rezension} other {# neue Rezensionen}} in den letzten 24 Stunden, {low, plural, one {davon #} other {davon #}} unter Ihrer Mindestbewertung.',
  'digest.average': 'Durchschnittliche Bewertung: {average} von 5',
  'digest.unread':
    '{unread, plural, =0 {Keine Rezension wartet auf Sie.} one {# Rezension braucht Ihre Aufmerksamkeit.} other {# Rezensionen brauchen Ihre Aufmerksamkeit.}}',
  'footer.alerts':
    'Sie erhalten diese E-Mails, weil in Ihrem Konto bei QR Reviews die Benachrichtigungen über unzufriedene Kunden eingeschaltet sind.',
  'footer.digest':
    'Sie erhalten diese E-Mail, weil in Ihrem Konto bei QR Reviews die tägliche Zusammenfassung eingeschaltet ist.',
  'footer.stop': 'Diese E-Mails mit einem Klick abbestellen',
  'footer.stopAll': 'Alle E-Mails von QR Reviews an diese Adresse abbestellen',
  'footer.settings': 'E-Mail-Einstellungen',
  'footer.address':
    'Sie erhalten diese E-Mail, weil diese Adresse als Adresse für die Benachrichtigungen eines Kontos bei QR Reviews eingetragen wurde.',
  'stop.title': 'Diese E-Mails abbestellen?',
  'stop.titleCase': 'Die E-Mails zu dieser Anfrage abbestellen?',
  'stop.titleAll': 'Alle E-Mails von QR Reviews an diese Adresse abbestellen?',
  'stop.confirm': 'Abbestellen',
  'stop.doneAlerts':
    'Diese Adresse erhält keine Benachrichtigungen dieses Kontos bei QR Reviews mehr. Sie bleiben ausgeschaltet, bis Sie sie wieder einschalten – mit der Schaltfläche unten oder angemeldet bei QR Reviews mit dieser Adresse.',
  'stop.doneDigest':
    'Diese Adresse erhält die tägliche Zusammenfassung dieses Kontos bei QR Reviews nicht mehr. Sie bleibt ausgeschaltet, bis Sie sie wieder einschalten – mit der Schaltfläche unten oder angemeldet bei QR Reviews mit dieser Adresse.',
  'stop.doneCase':
    'Sie erhalten keine E-Mails zu dieser Anfrage mehr. Das Gespräch bleibt auf der Seite Ihrer Anfrage lesbar, über den Link in jeder ihrer E-Mails.',
  'stop.doneAll':
    'QR Reviews sendet keine E-Mails mehr an diese Adresse. Das gilt, bis Sie sie mit der Schaltfläche unten wieder einschalten.',
  'stop.resume': 'Diese E-Mails wieder einschalten',
  'stop.resumed': 'Die E-Mails sind wieder eingeschaltet.',
  'stop.invalid':
    'Dieser Link ist ungültig. Bitte öffnen Sie ihn genau so, wie er in der E-Mail steht.',
  'case.confirm.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für {seller}',
  'case.confirm.body':
    'Sie haben {seller} gebeten, Sie wegen {product} zu kontaktieren. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link unten. Bis dahin kann {seller} Ihnen nichts senden.',
  'case.confirm.open': 'E-Mail-Adresse bestätigen',
  'case.confirm.ignore':
    'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Die Adresse wird innerhalb einer Woche gelöscht, ohne verwendet zu werden.',
  'case.reply.subject': '{seller} hat Ihnen zu {product} geantwortet',
  'case.reply.body': '{seller} hat auf Ihre Anfrage zu {product} geantwortet:',
  'case.reply.open': 'Auf der Seite Ihrer Anfrage lesen und antworten',
  'case.reply.answeredBy': 'Beantwortet von {member}',
  'case.stop': 'E-Mails zu dieser Anfrage abbestellen',
  'case.footer':
    'Ihre E-Mail-Adresse wird {seller} nicht angezeigt: Nachrichten erreichen Sie über QR Reviews. Auf der Seite Ihrer Anfrage können Sie das Problem jederzeit als gelöst markieren oder Ihre Daten löschen.',
  'case.alert.subject': 'Ein Kunde hat zu {product} geantwortet',
  'case.alert.body': 'Der Kunde, dem Sie bei {product} helfen, schreibt:',
  'case.alert.open': 'Anfrage in QR Reviews öffnen',
  'case.alert.confirmedSubject': 'Sie können einem Kunden jetzt zu {product} antworten',
  'case.alert.confirmedBody':
    'Der Kunde, der um Hilfe bei {product} gebeten hat, hat seine E-Mail-Adresse bestätigt. Sie können ihm jetzt in der Anfrage antworten: Ihre Antwort erreicht ihn per E-Mail, und seine Adresse bleibt für Sie verborgen.',
  'address.subject': 'Bestätigen Sie diese Adresse für Benachrichtigungen von QR Reviews',
  'address.body':
    '{account} hat QR Reviews gebeten, die Benachrichtigungen des Kontos an diese Adresse zu senden: Rezensionen unter der Mindestbewertung, Anfragen von Kunden und, falls eingeschaltet, eine tägliche Zusammenfassung. Hierher wird nichts gesendet, solange Sie nicht bestätigen.',
  'address.open': 'Diese Adresse bestätigen',
  'address.ignore':
    'Falls Sie das nicht erwartet haben, ignorieren Sie diese E-Mail: Der Link läuft innerhalb einer Woche ab, und es wird nichts weiter gesendet.',
  'confirm.title':
    'Die Benachrichtigungen dieses Kontos bei QR Reviews an dieser Adresse erhalten?',
  'confirm.confirm': 'Bestätigen',
  'confirm.done':
    'Bestätigt: Die Benachrichtigungen dieses Kontos bei QR Reviews kommen jetzt an diese Adresse. Jede von ihnen enthält einen Link zum Abbestellen.',
  'confirm.invalid':
    'Dieser Bestätigungslink ist nicht mehr gültig. Der Inhaber des Kontos kann in QR Reviews in der Kontoübersicht einen neuen senden.',
  'webhook.caseOpened': 'Ein Kunde bittet um Hilfe zu {product}',
  'webhook.test': 'Testereignis von QR Reviews: Dieser Webhook funktioniert.',
  'webhook.off.subject': 'Ein Webhook Ihres Kontos bei QR Reviews wurde ausgeschaltet',
  'webhook.off.body':
    'Der Webhook „{label}“ hat seit 24 Stunden kein Ereignis angenommen. QR Reviews hat ihn deshalb ausgeschaltet und sendet ihm nichts mehr. Prüfen Sie seine Adresse in der Kontoübersicht und schalten Sie ihn dann wieder ein.',
  'webhook.off.open': 'Webhook-Einstellungen öffnen',
  'invite.subject': '{inviter} hat Sie zu {account} bei QR Reviews eingeladen',
  'invite.body':
    '{inviter} hat Sie in das QR-Reviews-Konto „{account}“ mit der Rolle „{role, select, manager {Manager} support {Support} other {Betrachter}}“ eingeladen.',
  'invite.what':
    '{role, select, manager {Sie können Produkte, Vorlagen und Importe ändern, Karten drucken sowie Bewertungen und Kundenanfragen lesen und beantworten.} support {Sie können Produkte und Statistiken sehen, Bewertungen lesen und Kundenanfragen beantworten.} other {Sie können Produkte, Statistiken und Bewertungen sehen, ohne etwas zu ändern.}}',
  'invite.open': 'Einladung annehmen',
  'invite.signIn':
    'Melden Sie sich zum Annehmen mit Google als {email} an. Der Link funktioniert einmal, innerhalb von 7 Tagen.',
  'invite.ignore':
    'Falls Sie das nicht erwartet haben, ignorieren Sie diese E-Mail: Ohne Ihre Zustimmung geschieht nichts, und die Einladung läuft ab.',
  'footer.invite':
    'Sie erhalten diese E-Mail, weil ein Inhaber eines QR-Reviews-Kontos diese Adresse eingeladen hat.',
};
