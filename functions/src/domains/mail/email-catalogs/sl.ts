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
  'footer.stopAll': 'Ustavi vsa e-poštna sporočila QR Reviews na ta naslov',
  'footer.settings': 'Nastavitve e-pošte',
  'footer.address':
    'To sporočilo prejemate, ker je bil ta naslov vpisan kot naslov za opozorila računa QR Reviews.',
  'stop.title': 'Želite ustaviti ta e-poštna sporočila?',
  'stop.titleCase': 'Želite ustaviti e-poštna sporočila o tej zahtevi?',
  'stop.titleAll': 'Želite ustaviti vsa e-poštna sporočila QR Reviews na ta naslov?',
  'stop.confirm': 'Ustavi',
  'stop.doneAlerts':
    'Ta naslov ne prejema več opozoril po e-pošti iz tega računa QR Reviews. Ostanejo izklopljena, dokler jih znova ne vklopite – z gumbom spodaj ali ko ste v QR Reviews prijavljeni s tem naslovom.',
  'stop.doneDigest':
    'Ta naslov ne prejema več dnevnega povzetka iz tega računa QR Reviews. Ostane izklopljen, dokler ga znova ne vklopite – z gumbom spodaj ali ko ste v QR Reviews prijavljeni s tem naslovom.',
  'stop.doneCase':
    'O tej zahtevi ne boste več prejemali e-poštnih sporočil. Pogovor ostane berljiv na strani zahteve, prek povezave v katerem koli od njenih sporočil.',
  'stop.doneAll':
    'QR Reviews na ta naslov ne pošilja več e-poštnih sporočil. To velja, dokler jih z gumbom spodaj znova ne vklopite.',
  'stop.resume': 'Znova vklopi ta e-poštna sporočila',
  'stop.resumed': 'E-poštna sporočila so znova vklopljena.',
  'stop.invalid': 'Ta povezava ni veljavna. Odprite jo točno tako, kot je v sporočilu.',
  'case.confirm.subject': 'Potrdite svoj e-poštni naslov za prodajalca {seller}',
  'case.confirm.body':
    'Prosili ste, da vas {seller} kontaktira glede izdelka {product}. Potrdite svoj e-poštni naslov s spodnjo povezavo. Dokler tega ne storite, vam {seller} ne more ničesar poslati.',
  'case.confirm.open': 'Potrdi moj e-poštni naslov',
  'case.confirm.ignore':
    'Če to niste bili vi, prezrite to sporočilo: naslov bo v enem tednu izbrisan, ne da bi bil uporabljen.',
  'case.reply.subject': 'Odgovor prodajalca {seller} glede izdelka {product}',
  'case.reply.body': 'Odgovor prodajalca {seller} na vašo zahtevo glede izdelka {product}:',
  'case.reply.open': 'Preberi in odgovori na strani zahteve',
  'case.reply.answeredBy': 'Odgovor: {member}',
  'case.stop': 'Ustavi e-poštna sporočila o tej zahtevi',
  'case.footer':
    'Vaš e-poštni naslov ni prikazan prodajalcu {seller}: sporočila prejemate prek QR Reviews. Na strani zahteve lahko kadar koli označite težavo kot rešeno ali izbrišete svoje podatke.',
  'case.alert.subject': 'Kupec je odgovoril glede izdelka {product}',
  'case.alert.body': 'Kupec, ki mu pomagate z izdelkom {product}, je napisal:',
  'case.alert.open': 'Odpri zahtevo v QR Reviews',
  'case.alert.confirmedSubject': 'Zdaj lahko odgovorite kupcu glede izdelka {product}',
  'case.alert.confirmedBody':
    'Kupec, ki je prosil za pomoč z izdelkom {product}, je potrdil svoj e-poštni naslov. Zdaj mu lahko odgovorite v zahtevi: vaš odgovor ga bo dosegel po e-pošti, njegov naslov pa ostane skrit pred vami.',
  'address.subject': 'Potrdite ta naslov za opozorila po e-pošti iz QR Reviews',
  'address.body':
    'Račun {account} je QR Reviews zaprosil, naj opozorila po e-pošti pošilja na ta naslov: mnenja pod minimalno oceno, zahteve kupcev in, če je vklopljen, dnevni povzetek. Dokler ne potrdite, se sem ne pošlje nič.',
  'address.open': 'Potrdi ta naslov',
  'address.ignore':
    'Če tega niste pričakovali, prezrite to sporočilo: povezava poteče v enem tednu in nič več se ne pošlje.',
  'confirm.title': 'Želite na ta naslov prejemati opozorila po e-pošti iz tega računa QR Reviews?',
  'confirm.confirm': 'Potrdi',
  'confirm.done':
    'Potrjeno: opozorila po e-pošti iz tega računa QR Reviews zdaj prihajajo na ta naslov. Vsako vsebuje povezavo za ustavitev.',
  'confirm.invalid':
    'Ta povezava za potrditev ni več veljavna. Lastnik računa lahko pošlje novo iz pregleda računa v QR Reviews.',
  'webhook.caseOpened': 'Kupec prosi za pomoč pri izdelku {product}',
  'webhook.test': 'Preskusni dogodek iz QR Reviews: ta webhook deluje.',
  'webhook.off.subject': 'Webhook vašega računa QR Reviews je bil izklopljen',
  'webhook.off.body':
    'Webhook »{label}« 24 ur ni sprejel nobenega dogodka, zato ga je QR Reviews izklopil in mu ne pošilja ničesar več. Preverite njegov naslov v pregledu računa, nato ga znova vklopite.',
  'webhook.off.open': 'Odpri nastavitve webhookov',
  'invite.subject': '{inviter} vas vabi v račun {account} v QR Reviews',
  'invite.body':
    '{inviter} vas vabi, da se pridružite računu QR Reviews »{account}« z vlogo »{role, select, manager {Upravitelj} support {Podpora} other {Opazovalec}}«.',
  'invite.what':
    '{role, select, manager {Lahko boste spreminjali izdelke, predloge in uvoze, tiskali kartice ter brali mnenja in odgovarjali nanje in na zahteve strank.} support {Lahko boste pregledovali izdelke in analitiko, brali mnenja in odgovarjali na zahteve strank.} other {Lahko boste pregledovali izdelke, analitiko in mnenja, ne da bi karkoli spreminjali.}}',
  'invite.open': 'Sprejmi povabilo',
  'invite.signIn': 'Za sprejem se prijavite z Googlom kot {email}. Povezava deluje enkrat, 7 dni.',
  'invite.ignore':
    'Če tega niste pričakovali, prezrite to sporočilo: če ne sprejmete, se nič ne zgodi, povabilo pa poteče.',
  'footer.invite': 'To sporočilo prejemate, ker je lastnik računa QR Reviews povabil ta naslov.',
};
