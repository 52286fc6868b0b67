import type { EmailCatalog } from '../email-messages.js';

/** Slovenian (docs/i18n-glossary/sl.md). */
export const EMAIL_MESSAGES_SL: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# zvezdica} two {# zvezdici} few {# zvezdice} other {# zvezdic}} za {product}',
  'alert.heading': 'Kupec potrebuje vašo pozornost',
  'alert.body':
    'Kupec, ki je {product} kupil v trgovini {store}, ga je ocenil z {stars, plural, one {# zvezdico} two {# zvezdicama} few {# zvezdicami} other {# zvezdicami}}.',
  'alert.feedback': 'Komentar kupca:',
  'alert.noFeedback': 'Kupec ni napisal komentarja.',
  'alert.open': 'Odpri to mnenje v QR Reviews',
  'followUp.subject':
    '{count, plural, one {Še # mnenje potrebuje} two {Še # mnenji potrebujeta} few {Še # mnenja potrebujejo} other {Še # mnenj potrebuje}} vašo pozornost',
  'followUp.body':
    'Od zadnjega e-poštnega sporočila {count, plural, one {je še # kupec dal} two {sta še # kupca dala} few {so še # kupci dali} other {je še # kupcev dalo}} oceno, nižjo od vaše minimalne ocene:',
  'followUp.item':
    '{product}: {stars, plural, one {# zvezdica} two {# zvezdici} few {# zvezdice} other {# zvezdic}} ({store})',
  'followUp.more': '{count, plural, one {in še #} two {in še #} few {in še #} other {in še #}}',
  'followUp.open': 'Odpri svoja mnenja v QR Reviews',
  'digest.subject': 'Vaša mnenja za {date}',
  'digest.body':
    '{count, plural, =0 {Ni novih mnenj} one {# novo mnenje} two {# novi mnenji} few {# nova mnenja} other {# novih mnenj}} v zadnjih 24 urah, {low, plural, one {od tega #} two {od tega #} few {od tega #} other {od tega #}} pod vašo minimalno oceno.',
  'digest.average': 'Povprečna ocena: {average} od 5',
  'digest.unread':
    '{unread, plural, =0 {Nobeno mnenje ne čaka na vas.} one {# mnenje potrebuje vašo pozornost.} two {# mnenji potrebujeta vašo pozornost.} few {# mnenja potrebujejo vašo pozornost.} other {# mnenj potrebuje vašo pozornost.}}',
  'footer.alerts':
    'Ta e-poštna sporočila prejemate, ker so za vaš račun QR Reviews vklopljena opozorila o nezadovoljnih kupcih.',
  'footer.digest':
    'To e-poštno sporočilo prejemate, ker je za vaš račun QR Reviews vklopljen dnevni povzetek.',
  'footer.stop': 'Ustavi ta e-poštna sporočila z enim klikom',
  'footer.settings': 'Nastavitve e-pošte',
  'stop.title': 'Želite ustaviti ta e-poštna sporočila?',
  'stop.confirm': 'Ustavi',
  'stop.doneAlerts':
    'Opozorila po e-pošti so izklopljena. Znova jih lahko vklopite v pregledu računa v QR Reviews.',
  'stop.doneDigest':
    'Dnevni povzetek je izklopljen. Znova ga lahko vklopite v pregledu računa v QR Reviews.',
  'stop.invalid':
    'Ta povezava ni več veljavna. Nastavitve e-pošte spremenite v pregledu računa v QR Reviews.',
  'case.confirm.subject': 'Potrdite svoj e-poštni naslov za prodajalca {seller}',
  'case.confirm.body':
    'Prosili ste, da vas {seller} kontaktira glede izdelka {product}. Potrdite svoj e-poštni naslov s spodnjo povezavo. Dokler tega ne storite, vam {seller} ne more ničesar poslati.',
  'case.confirm.open': 'Potrdi moj e-poštni naslov',
  'case.confirm.ignore':
    'Če to niste bili vi, prezrite to sporočilo: naslov bo v enem tednu izbrisan, ne da bi bil uporabljen.',
  'case.reply.subject': 'Odgovor prodajalca {seller} glede izdelka {product}',
  'case.reply.body': 'Odgovor prodajalca {seller} na vašo zahtevo glede izdelka {product}:',
  'case.reply.open': 'Preberi in odgovori na strani zahteve',
  'case.footer':
    'Vaš e-poštni naslov ni prikazan prodajalcu {seller}: sporočila prejemate prek QR Reviews. Na strani zahteve lahko kadar koli označite težavo kot rešeno ali izbrišete svoje podatke.',
  'case.alert.subject': 'Kupec je odgovoril glede izdelka {product}',
  'case.alert.body': 'Kupec, ki mu pomagate z izdelkom {product}, je napisal:',
  'case.alert.open': 'Odpri zahtevo v QR Reviews',
  'case.alert.confirmedSubject': 'Zdaj lahko odgovorite kupcu glede izdelka {product}',
  'case.alert.confirmedBody':
    'Kupec, ki je prosil za pomoč z izdelkom {product}, je potrdil svoj e-poštni naslov. Zdaj mu lahko odgovorite v zahtevi: vaš odgovor ga bo dosegel po e-pošti, njegov naslov pa ostane skrit pred vami.',
};
