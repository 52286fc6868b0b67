import type { EmailCatalog } from '../email-messages.js';

/** Swedish (docs/i18n-glossary/sv.md). */
export const EMAIL_MESSAGES_SV: EmailCatalog = {
  'alert.subject': '{stars, plural, one {# stjärna} other {# stjärnor}} för {product}',
  'alert.heading': 'En kund behöver din uppmärksamhet',
  'alert.body':
    'En kund som köpte {product} på {store} gav betyget {stars, plural, one {# stjärna} other {# stjärnor}}.',
  'alert.feedback': 'Kundens omdöme:',
  'alert.noFeedback': 'Kunden lämnade inget skriftligt omdöme.',
  'alert.open': 'Öppna den här recensionen i QR Reviews',
  'followUp.subject':
    '{count, plural, one {# recension till behöver} other {# recensioner till behöver}} din uppmärksamhet',
  'followUp.body':
    'Sedan förra e-postmeddelandet har {count, plural, one {# kund till} other {# kunder till}} gett ett betyg under ditt lägsta betyg:',
  'followUp.item': '{product}: {stars, plural, one {# stjärna} other {# stjärnor}} ({store})',
  'followUp.more': '{count, plural, one {och # till} other {och # till}}',
  'followUp.open': 'Öppna dina recensioner i QR Reviews',
  'digest.subject': 'Dina recensioner den {date}',
  'digest.body':
    '{count, plural, =0 {Inga nya recensioner} one {# ny recension} other {# nya recensioner}} de senaste 24 timmarna, {low, plural, one {varav #} other {varav #}} under ditt lägsta betyg.',
  'digest.average': 'Genomsnittligt betyg: {average} av 5',
  'digest.unread':
    '{unread, plural, =0 {Inga recensioner väntar på dig.} one {# recension behöver din uppmärksamhet.} other {# recensioner behöver din uppmärksamhet.}}',
  'footer.alerts':
    'Du får de här e-postmeddelandena eftersom aviseringar om missnöjda kunder är på för ditt QR Reviews-konto.',
  'footer.digest':
    'Du får det här e-postmeddelandet eftersom den dagliga sammanfattningen är på för ditt QR Reviews-konto.',
  'footer.stop': 'Stoppa de här e-postmeddelandena med ett klick',
  'footer.stopAll': 'Stoppa alla e-postmeddelanden från QR Reviews till den här adressen',
  'footer.settings': 'E-postinställningar',
  'footer.address':
    'Du får det här meddelandet eftersom den här adressen har angetts som adress för aviseringar för ett QR Reviews-konto.',
  'stop.title': 'Stoppa de här e-postmeddelandena?',
  'stop.titleCase': 'Stoppa e-postmeddelandena om det här ärendet?',
  'stop.titleAll': 'Stoppa alla e-postmeddelanden från QR Reviews till den här adressen?',
  'stop.confirm': 'Stoppa',
  'stop.doneAlerts':
    'Den här adressen får inte längre aviseringar via e-post från det här QR Reviews-kontot. De förblir avstängda tills du slår på dem igen, med knappen nedan eller när du är inloggad i QR Reviews med den här adressen.',
  'stop.doneDigest':
    'Den här adressen får inte längre den dagliga sammanfattningen från det här QR Reviews-kontot. Den förblir avstängd tills du slår på den igen, med knappen nedan eller när du är inloggad i QR Reviews med den här adressen.',
  'stop.doneCase':
    'Du får inga fler e-postmeddelanden om det här ärendet. Konversationen går fortfarande att läsa på ärendets sida, via länken i något av dess meddelanden.',
  'stop.doneAll':
    'QR Reviews skickar inte längre e-post till den här adressen. Det gäller tills du slår på den igen med knappen nedan.',
  'stop.resume': 'Slå på de här e-postmeddelandena igen',
  'stop.resumed': 'E-postmeddelandena är på igen.',
  'stop.invalid': 'Den här länken är inte giltig. Öppna den exakt som den står i meddelandet.',
  'case.confirm.subject': 'Bekräfta din e-postadress för {seller}',
  'case.confirm.body':
    'Du har bett {seller} att kontakta dig om {product}. Bekräfta din e-postadress via länken nedan. Tills du gör det kan {seller} inte skicka något till dig.',
  'case.confirm.open': 'Bekräfta min e-postadress',
  'case.confirm.ignore':
    'Om det inte var du kan du bortse från det här mejlet: adressen raderas inom en vecka utan att ha använts.',
  'case.reply.subject': '{seller} har svarat dig om {product}',
  'case.reply.body': '{seller} har svarat på ditt ärende om {product}:',
  'case.reply.open': 'Läs och svara på ärendets sida',
  'case.reply.answeredBy': 'Besvarat av {member}',
  'case.stop': 'Stoppa e-postmeddelanden om det här ärendet',
  'case.footer':
    'Din e-postadress visas inte för {seller}: meddelanden når dig via QR Reviews. På ärendets sida kan du när som helst markera problemet som löst eller radera dina uppgifter.',
  'case.alert.subject': 'En kund har svarat om {product}',
  'case.alert.body': 'Kunden du hjälper med {product} skrev:',
  'case.alert.open': 'Öppna ärendet i QR Reviews',
  'case.alert.confirmedSubject': 'Du kan nu svara en kund om {product}',
  'case.alert.confirmedBody':
    'Kunden som bad om hjälp med {product} har bekräftat sin e-postadress. Du kan nu svara från ärendet: ditt svar når kunden via e-post och adressen förblir dold för dig.',
  'address.subject': 'Bekräfta den här adressen för aviseringar från QR Reviews',
  'address.body':
    '{account} har bett QR Reviews att skicka kontots aviseringar via e-post till den här adressen: recensioner under lägsta betyg, kundärenden och, om den slås på, en daglig sammanfattning. Inget skickas hit om du inte bekräftar.',
  'address.open': 'Bekräfta den här adressen',
  'address.ignore':
    'Om du inte väntade dig detta kan du bortse från det här meddelandet: länken slutar gälla inom en vecka och inget mer skickas.',
  'confirm.title': 'Vill du få aviseringarna för det här QR Reviews-kontot på den här adressen?',
  'confirm.confirm': 'Bekräfta',
  'confirm.done':
    'Bekräftat: aviseringarna för det här QR Reviews-kontot kommer nu till den här adressen. Varje meddelande har en länk för att stoppa dem.',
  'confirm.invalid':
    'Den här bekräftelselänken gäller inte längre. Kontots ägare kan skicka en ny från kontoöversikten i QR Reviews.',
  'webhook.caseOpened': 'En kund ber om hjälp med {product}',
  'webhook.test': 'Testhändelse från QR Reviews: den här webhooken fungerar.',
  'webhook.off.subject': 'En webhook på ditt QR Reviews-konto har stängts av',
  'webhook.off.body':
    'Webhooken ”{label}” har inte tagit emot någon händelse på 24 timmar, så QR Reviews har stängt av den och skickar inget mer till den. Kontrollera dess adress i kontoöversikten och slå sedan på den igen.',
  'webhook.off.open': 'Öppna webhook-inställningarna',
  'invite.subject': '{inviter} har bjudit in dig till {account} på QR Reviews',
  'invite.body':
    '{inviter} har bjudit in dig till QR Reviews-kontot ”{account}” med rollen ”{role, select, manager {Ansvarig} support {Support} other {Läsare}}”.',
  'invite.what':
    '{role, select, manager {Du kan ändra produkter, mallar och importer, skriva ut kort samt läsa och svara på omdömen och kunders förfrågningar.} support {Du kan se produkter och statistik, läsa omdömen och svara på kunders förfrågningar.} other {Du kan se produkter, statistik och omdömen utan att ändra något.}}',
  'invite.open': 'Acceptera inbjudan',
  'invite.signIn':
    'Logga in med Google som {email} för att acceptera. Länken fungerar en gång, inom 7 dagar.',
  'invite.ignore':
    'Om du inte väntade dig detta kan du bortse från det här meddelandet: inget händer om du inte accepterar, och inbjudan slutar gälla.',
  'footer.invite':
    'Du får det här meddelandet eftersom en ägare till ett QR Reviews-konto har bjudit in den här adressen.',
};
