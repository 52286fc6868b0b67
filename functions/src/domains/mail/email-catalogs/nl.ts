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
  'footer.stopAll': 'Afmelden voor alle e-mails van QR Reviews aan dit adres',
  'footer.settings': 'E-mailinstellingen',
  'footer.address':
    'Je ontvangt deze e-mail omdat dit adres is opgegeven als meldingsadres van een QR Reviews-account.',
  'stop.title': 'Afmelden voor deze e-mails?',
  'stop.titleCase': 'Afmelden voor de e-mails over dit verzoek?',
  'stop.titleAll': 'Afmelden voor alle e-mails van QR Reviews aan dit adres?',
  'stop.confirm': 'Afmelden',
  'stop.doneAlerts':
    'Dit adres ontvangt geen meldingen per e-mail meer van dit QR Reviews-account. Ze blijven uit tot je ze weer aanzet, met de knop hieronder of terwijl je met dit adres bent ingelogd bij QR Reviews.',
  'stop.doneDigest':
    'Dit adres ontvangt het dagelijkse overzicht van dit QR Reviews-account niet meer. Het blijft uit tot je het weer aanzet, met de knop hieronder of terwijl je met dit adres bent ingelogd bij QR Reviews.',
  'stop.doneCase':
    'Je ontvangt geen e-mails meer over dit verzoek. Het gesprek blijft leesbaar op de pagina van je verzoek, via de link in elk van de e-mails erover.',
  'stop.doneAll':
    'QR Reviews stuurt geen e-mails meer naar dit adres. Dat blijft zo tot je ze met de knop hieronder weer aanzet.',
  'stop.resume': 'Deze e-mails weer aanzetten',
  'stop.resumed': 'De e-mails staan weer aan.',
  'stop.invalid': 'Deze link is niet geldig. Open hem precies zoals hij in de e-mail staat.',
  'case.confirm.subject': 'Bevestig je e-mailadres voor {seller}',
  'case.confirm.body':
    'Je hebt {seller} gevraagd contact met je op te nemen over {product}. Bevestig je e-mailadres via de link hieronder. Zolang je dat niet doet, kan {seller} je niets sturen.',
  'case.confirm.open': 'Mijn e-mailadres bevestigen',
  'case.confirm.ignore':
    'Was jij dit niet? Negeer dan deze e-mail: het adres wordt binnen een week verwijderd zonder dat het is gebruikt.',
  'case.reply.subject': '{seller} heeft je geantwoord over {product}',
  'case.reply.body': '{seller} heeft geantwoord op je verzoek over {product}:',
  'case.reply.open': 'Lezen en antwoorden op de pagina van je verzoek',
  'case.reply.answeredBy': 'Beantwoord door {member}',
  'case.stop': 'Afmelden voor e-mails over dit verzoek',
  'case.footer':
    'Je e-mailadres wordt niet aan {seller} getoond: berichten bereiken je via QR Reviews. Op de pagina van je verzoek kun je het probleem op elk moment als opgelost markeren of je gegevens verwijderen.',
  'case.alert.subject': 'Een klant heeft geantwoord over {product}',
  'case.alert.body': 'De klant die je helpt met {product} schreef:',
  'case.alert.open': 'Het verzoek openen in QR Reviews',
  'case.alert.confirmedSubject': 'Je kunt nu een klant antwoorden over {product}',
  'case.alert.confirmedBody':
    'De klant die om hulp vroeg met {product} heeft zijn e-mailadres bevestigd. Je kunt nu antwoorden vanuit het verzoek: je antwoord bereikt de klant per e-mail en het adres blijft voor jou verborgen.',
  'address.subject': 'Bevestig dit adres voor meldingen per e-mail van QR Reviews',
  'address.body':
    '{account} heeft QR Reviews gevraagd de meldingen van dit account naar dit adres te sturen: recensies onder de minimale beoordeling, klantverzoeken en, als het aanstaat, een dagelijks overzicht. Er wordt niets naartoe gestuurd zolang je niet bevestigt.',
  'address.open': 'Dit adres bevestigen',
  'address.ignore':
    'Had je dit niet verwacht? Negeer dan deze e-mail: de link verloopt binnen een week en er wordt niets meer gestuurd.',
  'confirm.title': 'De meldingen van dit QR Reviews-account op dit adres ontvangen?',
  'confirm.confirm': 'Bevestigen',
  'confirm.done':
    'Bevestigd: de meldingen van dit QR Reviews-account komen nu naar dit adres. Elke melding bevat een link om ze te stoppen.',
  'confirm.invalid':
    'Deze bevestigingslink is niet meer geldig. De eigenaar van het account kan een nieuwe sturen vanuit het accountoverzicht in QR Reviews.',
  'webhook.caseOpened': 'Een klant vraagt om hulp met {product}',
  'webhook.test': 'Testgebeurtenis van QR Reviews: deze webhook werkt.',
  'webhook.off.subject': 'Een webhook van je QR Reviews-account is uitgeschakeld',
  'webhook.off.body':
    'De webhook ‘{label}’ heeft al 24 uur geen enkele gebeurtenis aangenomen. Daarom heeft QR Reviews hem uitgeschakeld en stuurt er niets meer naartoe. Controleer het adres in het accountoverzicht en schakel hem daarna weer in.',
  'webhook.off.open': 'Webhookinstellingen openen',
  'invite.subject': '{inviter} heeft je uitgenodigd voor {account} op QR Reviews',
  'invite.body':
    '{inviter} heeft je uitgenodigd voor het QR Reviews-account ‘{account}’ met de rol ‘{role, select, manager {Manager} support {Support} other {Kijker}}’.',
  'invite.what':
    '{role, select, manager {Je kunt producten, sjablonen en imports wijzigen, kaarten printen en reviews en klantverzoeken lezen en beantwoorden.} support {Je kunt producten en statistieken bekijken, reviews lezen en klantverzoeken beantwoorden.} other {Je kunt producten, statistieken en reviews bekijken, zonder iets te wijzigen.}}',
  'invite.open': 'Uitnodiging accepteren',
  'invite.signIn':
    'Log om te accepteren in met Google als {email}. De link werkt één keer, binnen 7 dagen.',
  'invite.ignore':
    'Had je dit niet verwacht? Negeer dan deze e-mail: er gebeurt niets zolang je niet accepteert, en de uitnodiging verloopt.',
  'footer.invite':
    'Je ontvangt deze e-mail omdat een eigenaar van een QR Reviews-account dit adres heeft uitgenodigd.',
};
