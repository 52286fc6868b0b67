import type { EmailCatalog } from '../email-messages.js';

/** Dutch (docs/i18n-glossary/nl.md). */
export const EMAIL_MESSAGES_NL: EmailCatalog = {
  'alert.subject': '{stars, plural, one {# ster} other {# sterren}} voor {product}',
  'alert.heading': 'Een klant heeft je aandacht nodig',
  'alert.body':
    'Een klant die {product} bij {store} kocht, gaf het {stars, plural, one {# ster} other {# sterren}}.',
  'alert.feedback': 'Feedback van de klant:',
  'alert.noFeedback': 'De klant heeft geen geschreven feedback achtergelaten.',
  'alert.open': 'Deze recensie openen in QR Reviews',
  'followUp.subject':
    '{count, plural, one {Nog # recensie heeft} other {Nog # recensies hebben}} je aandacht nodig',
  'followUp.body':
    'Sinds de laatste e-mail {count, plural, one {heeft nog # klant} other {hebben nog # klanten}} lager beoordeeld dan je minimale beoordeling:',
  'followUp.item': '{product}: {stars, plural, one {# ster} other {# sterren}} ({store})',
  'followUp.more': '{count, plural, one {en nog #} other {en nog #}}',
  'followUp.open': 'Je recensies openen in QR Reviews',
  'digest.subject': 'Je recensies van {date}',
  'digest.body':
    '{count, plural, =0 {Geen nieuwe recensies} one {# nieuwe recensie} other {# nieuwe recensies}} in de afgelopen 24 uur, {low, plural, one {waarvan #} other {waarvan #}} onder je minimale beoordeling.',
  'digest.average': 'Gemiddelde beoordeling: {average} van de 5',
  'digest.unread':
    '{unread, plural, =0 {Er wacht geen recensie op je.} one {# recensie heeft je aandacht nodig.} other {# recensies hebben je aandacht nodig.}}',
  'footer.alerts':
    'Je ontvangt deze e-mails omdat meldingen over ontevreden klanten aanstaan voor je QR Reviews-account.',
  'footer.digest':
    'Je ontvangt deze e-mail omdat het dagelijkse overzicht aanstaat voor je QR Reviews-account.',
  'footer.stop': 'Met één klik afmelden voor deze e-mails',
  'footer.settings': 'E-mailinstellingen',
  'stop.title': 'Afmelden voor deze e-mails?',
  'stop.confirm': 'Afmelden',
  'stop.doneAlerts':
    'Meldingen per e-mail staan uit. Je kunt ze weer aanzetten in het overzicht van je account in QR Reviews.',
  'stop.doneDigest':
    'Het dagelijkse overzicht staat uit. Je kunt het weer aanzetten in het overzicht van je account in QR Reviews.',
  'stop.invalid':
    'Deze link is niet meer geldig. Wijzig je e-mailinstellingen in het overzicht van je account in QR Reviews.',
  'case.confirm.subject': 'Bevestig je e-mailadres voor {seller}',
  'case.confirm.body':
    'Je hebt {seller} gevraagd contact met je op te nemen over {product}. Bevestig je e-mailadres via de link hieronder. Zolang je dat niet doet, kan {seller} je niets sturen.',
  'case.confirm.open': 'Mijn e-mailadres bevestigen',
  'case.confirm.ignore':
    'Was jij dit niet? Negeer dan deze e-mail: het adres wordt binnen een week verwijderd zonder dat het is gebruikt.',
  'case.reply.subject': '{seller} heeft je geantwoord over {product}',
  'case.reply.body': '{seller} heeft geantwoord op je verzoek over {product}:',
  'case.reply.open': 'Lezen en antwoorden op de pagina van je verzoek',
  'case.footer':
    'Je e-mailadres wordt niet aan {seller} getoond: berichten bereiken je via QR Reviews. Op de pagina van je verzoek kun je het probleem op elk moment als opgelost markeren of je gegevens verwijderen.',
  'case.alert.subject': 'Een klant heeft geantwoord over {product}',
  'case.alert.body': 'De klant die je helpt met {product} schreef:',
  'case.alert.open': 'Het verzoek openen in QR Reviews',
  'case.alert.confirmedSubject': 'Je kunt nu een klant antwoorden over {product}',
  'case.alert.confirmedBody':
    'De klant die om hulp vroeg met {product} heeft zijn e-mailadres bevestigd. Je kunt nu antwoorden vanuit het verzoek: je antwoord bereikt de klant per e-mail en het adres blijft voor jou verborgen.',
};
