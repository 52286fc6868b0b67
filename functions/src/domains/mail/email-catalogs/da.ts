import type { EmailCatalog } from '../email-messages.js';

/** Danish (docs/i18n-glossary/da.md). */
export const EMAIL_MESSAGES_DA: EmailCatalog = {
  'alert.subject': '{stars, plural, one {# stjerne} other {# stjerner}} til {product}',
  'alert.heading': 'En kunde har brug for din opmærksomhed',
  'alert.body':
    'En kunde, der købte {product} på {store}, gav det {stars, plural, one {# stjerne} other {# stjerner}}.',
  'alert.feedback': 'Kundens feedback:',
  'alert.noFeedback': 'Kunden har ikke skrevet nogen feedback.',
  'alert.open': 'Åbn denne anmeldelse i QR Reviews',
  'followUp.subject':
    '{count, plural, one {# anmeldelse mere kræver} other {# anmeldelser mere kræver}} din opmærksomhed',
  'followUp.body':
    'Siden sidste e-mail har {count, plural, one {# kunde mere} other {# kunder mere}} givet en bedømmelse under din minimumsbedømmelse:',
  'followUp.item': '{product}: {stars, plural, one {# stjerne} other {# stjerner}} ({store})',
  'followUp.more': '{count, plural, one {og # mere} other {og # mere}}',
  'followUp.open': 'Åbn dine anmeldelser i QR Reviews',
  'digest.subject': 'Dine anmeldelser den {date}',
  'digest.body':
    '{count, plural, =0 {Ingen nye anmeldelser} one {# ny anmeldelse} other {# nye anmeldelser}} de seneste 24 timer, {low, plural, one {heraf #} other {heraf #}} under din minimumsbedømmelse.',
  'digest.average': 'Gennemsnitlig bedømmelse: {average} ud af 5',
  'digest.unread':
    '{unread, plural, =0 {Ingen anmeldelser venter på dig.} one {# anmeldelse kræver din opmærksomhed.} other {# anmeldelser kræver din opmærksomhed.}}',
  'footer.alerts':
    'Du får disse e-mails, fordi advarsler om utilfredse kunder er slået til for din QR Reviews-konto.',
  'footer.digest':
    'Du får denne e-mail, fordi det daglige overblik er slået til for din QR Reviews-konto.',
  'footer.stop': 'Stop disse e-mails med ét klik',
  'footer.stopAll': 'Stop alle e-mails fra QR Reviews til denne adresse',
  'footer.settings': 'E-mailindstillinger',
  'footer.address':
    'Du får denne e-mail, fordi denne adresse er angivet som adresse for advarsler på en QR Reviews-konto.',
  'stop.title': 'Stop disse e-mails?',
  'stop.titleCase': 'Stop e-mails om denne henvendelse?',
  'stop.titleAll': 'Stop alle e-mails fra QR Reviews til denne adresse?',
  'stop.confirm': 'Stop',
  'stop.doneAlerts':
    'Denne adresse modtager ikke længere advarsler fra denne QR Reviews-konto. De forbliver slået fra, indtil du slår dem til igen – med knappen nedenfor eller mens du er logget ind på QR Reviews med denne adresse.',
  'stop.doneDigest':
    'Denne adresse modtager ikke længere det daglige overblik fra denne QR Reviews-konto. Det forbliver slået fra, indtil du slår det til igen – med knappen nedenfor eller mens du er logget ind på QR Reviews med denne adresse.',
  'stop.doneCase':
    'Du modtager ikke flere e-mails om denne henvendelse. Samtalen kan stadig læses på siden for din henvendelse via linket i enhver af dens e-mails.',
  'stop.doneAll':
    'QR Reviews sender ikke flere e-mails til denne adresse. Det gælder, indtil du slår dem til igen med knappen nedenfor.',
  'stop.resume': 'Slå disse e-mails til igen',
  'stop.resumed': 'E-mails er slået til igen.',
  'stop.invalid': 'Dette link er ikke gyldigt. Åbn det præcis, som det står i e-mailen.',
  'case.confirm.subject': 'Bekræft din e-mailadresse til {seller}',
  'case.confirm.body':
    'Du har bedt {seller} om at kontakte dig om {product}. Bekræft din e-mailadresse via linket nedenfor. Indtil du gør det, kan {seller} ikke sende dig noget.',
  'case.confirm.open': 'Bekræft min e-mailadresse',
  'case.confirm.ignore':
    'Hvis det ikke var dig, kan du se bort fra denne e-mail: Adressen slettes inden for en uge uden at blive brugt.',
  'case.reply.subject': '{seller} har svaret om {product}',
  'case.reply.body': '{seller} har svaret på din henvendelse om {product}:',
  'case.reply.open': 'Læs og svar på siden for din henvendelse',
  'case.reply.answeredBy': 'Besvaret af {member}',
  'case.stop': 'Stop e-mails om denne henvendelse',
  'case.footer':
    'Din e-mailadresse vises ikke for {seller}: Beskeder når frem til dig gennem QR Reviews. På siden for din henvendelse kan du når som helst markere problemet som løst eller slette dine data.',
  'case.alert.subject': 'En kunde har svaret om {product}',
  'case.alert.body': 'Kunden, du hjælper med {product}, skrev:',
  'case.alert.open': 'Åbn henvendelsen i QR Reviews',
  'case.alert.confirmedSubject': 'Du kan nu svare en kunde om {product}',
  'case.alert.confirmedBody':
    'Kunden, der bad om hjælp med {product}, har bekræftet sin e-mailadresse. Du kan nu svare fra henvendelsen: dit svar når kunden via e-mail, og adressen forbliver skjult for dig.',
  'address.subject': 'Bekræft denne adresse til advarsler fra QR Reviews',
  'address.body':
    '{account} har bedt QR Reviews om at sende kontoens advarsler til denne adresse: anmeldelser under minimumsbedømmelsen, kundehenvendelser og, hvis det slås til, et dagligt overblik. Der sendes intet hertil, medmindre du bekræfter.',
  'address.open': 'Bekræft denne adresse',
  'address.ignore':
    'Hvis du ikke ventede dette, kan du se bort fra denne e-mail: Linket udløber inden for en uge, og der sendes ikke mere.',
  'confirm.title': 'Vil du modtage advarsler fra denne QR Reviews-konto på denne adresse?',
  'confirm.confirm': 'Bekræft',
  'confirm.done':
    'Bekræftet: Advarsler fra denne QR Reviews-konto kommer nu til denne adresse. Hver af dem har et link til at stoppe dem.',
  'confirm.invalid':
    'Dette bekræftelseslink er ikke længere gyldigt. Kontoens ejer kan sende et nyt fra kontooversigten i QR Reviews.',
  'webhook.caseOpened': 'En kunde har bedt om hjælp med {product}',
  'webhook.test': 'Testhændelse fra QR Reviews: denne webhook virker.',
  'webhook.off.subject': 'En webhook på din QR Reviews-konto er blevet slået fra',
  'webhook.off.body':
    'Webhooken “{label}” har ikke taget imod nogen hændelse i 24 timer, så QR Reviews har slået den fra og sender ikke mere til den. Tjek dens adresse i kontooversigten, og slå den derefter til igen.',
  'webhook.off.open': 'Åbn webhook-indstillingerne',
  'invite.subject': '{inviter} har inviteret dig til {account} på QR Reviews',
  'invite.body':
    '{inviter} har inviteret dig til QR Reviews-kontoen »{account}« med rollen »{role, select, manager {Manager} support {Support} other {Læser}}«.',
  'invite.what':
    '{role, select, manager {Du kan ændre produkter, skabeloner og importer, udskrive kort og læse og besvare anmeldelser og kunders henvendelser.} support {Du kan se produkter og statistik, læse anmeldelser og besvare kunders henvendelser.} other {Du kan se produkter, statistik og anmeldelser uden at ændre noget.}}',
  'invite.open': 'Accepter invitationen',
  'invite.signIn':
    'Log ind med Google som {email} for at acceptere. Linket virker én gang, inden for 7 dage.',
  'invite.ignore':
    'Hvis du ikke ventede dette, kan du se bort fra denne e-mail: Der sker intet, medmindre du accepterer, og invitationen udløber.',
  'footer.invite':
    'Du modtager denne e-mail, fordi en ejer af en QR Reviews-konto har inviteret denne adresse.',
};
