import type { EmailCatalog } from '../email-messages.js';

/** Lithuanian (docs/i18n-glossary/lt.md). */
export const EMAIL_MESSAGES_LT: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# žvaigždutė} few {# žvaigždutės} many {# žvaigždutės} other {# žvaigždučių}}: {product}',
  'alert.heading': 'Klientui reikia jūsų dėmesio',
  'alert.body':
    'Klientas, parduotuvėje {store} įsigijęs produktą „{product}“, skyrė {stars, plural, one {# žvaigždutę} few {# žvaigždutes} many {# žvaigždutės} other {# žvaigždučių}}.',
  'alert.feedback': 'Kliento komentaras:',
  'alert.noFeedback': 'Klientas nepaliko rašytinio komentaro.',
  'alert.open': 'Atidaryti šį atsiliepimą „QR Reviews“',
  'followUp.subject':
    '{count, plural, one {Dar # atsiliepimas laukia} few {Dar # atsiliepimai laukia} many {Dar # atsiliepimo laukia} other {Dar # atsiliepimų laukia}} jūsų dėmesio',
  'followUp.body':
    'Nuo paskutinio el. laiško {count, plural, one {dar # klientas skyrė} few {dar # klientai skyrė} many {dar # kliento skyrė} other {dar # klientų skyrė}} įvertinimą, žemesnį už jūsų minimalų įvertinimą:',
  'followUp.item':
    '{product}: {stars, plural, one {# žvaigždutė} few {# žvaigždutės} many {# žvaigždutės} other {# žvaigždučių}} ({store})',
  'followUp.more':
    '{count, plural, one {ir dar #} few {ir dar #} many {ir dar #} other {ir dar #}}',
  'followUp.open': 'Atidaryti savo atsiliepimus „QR Reviews“',
  'digest.subject': 'Jūsų atsiliepimai {date}',
  'digest.body':
    '{count, plural, =0 {Naujų atsiliepimų nėra} one {# naujas atsiliepimas} few {# nauji atsiliepimai} many {# naujo atsiliepimo} other {# naujų atsiliepimų}} per pastarąsias 24 valandas, {low, plural, one {iš jų #} few {iš jų #} many {iš jų #} other {iš jų #}} žemiau jūsų minimalaus įvertinimo.',
  'digest.average': 'Vidutinis įvertinimas: {average} iš 5',
  'digest.unread':
    '{unread, plural, =0 {Jūsų nelaukia joks atsiliepimas.} one {# atsiliepimas laukia jūsų dėmesio.} few {# atsiliepimai laukia jūsų dėmesio.} many {# atsiliepimo laukia jūsų dėmesio.} other {# atsiliepimų laukia jūsų dėmesio.}}',
  'footer.alerts':
    'Gaunate šiuos el. laiškus, nes jūsų „QR Reviews“ paskyroje įjungti įspėjimai apie nepatenkintus klientus.',
  'footer.digest':
    'Gaunate šį el. laišką, nes jūsų „QR Reviews“ paskyroje įjungta dienos suvestinė.',
  'footer.stop': 'Atsisakyti šių el. laiškų vienu spustelėjimu',
  'footer.stopAll': 'Atsisakyti visų „QR Reviews“ el. laiškų šiuo adresu',
  'footer.settings': 'El. pašto nustatymai',
  'footer.address':
    'Gaunate šį el. laišką, nes šis adresas buvo nurodytas kaip „QR Reviews“ paskyros įspėjimų adresas.',
  'stop.title': 'Atsisakyti šių el. laiškų?',
  'stop.titleCase': 'Atsisakyti el. laiškų apie šį prašymą?',
  'stop.titleAll': 'Atsisakyti visų „QR Reviews“ el. laiškų šiuo adresu?',
  'stop.confirm': 'Atsisakyti',
  'stop.doneAlerts':
    'Šiuo adresu nebesiunčiami šios „QR Reviews“ paskyros įspėjimai el. paštu. Jie liks išjungti, kol vėl juos įjungsite – toliau esančiu mygtuku arba prisijungę prie „QR Reviews“ šiuo adresu.',
  'stop.doneDigest':
    'Šiuo adresu nebesiunčiama šios „QR Reviews“ paskyros dienos suvestinė. Ji liks išjungta, kol vėl ją įjungsite – toliau esančiu mygtuku arba prisijungę prie „QR Reviews“ šiuo adresu.',
  'stop.doneCase':
    'Daugiau nebegausite el. laiškų apie šį prašymą. Pokalbį vis tiek galėsite skaityti prašymo puslapyje, atidarę nuorodą bet kuriame jo el. laiške.',
  'stop.doneAll':
    '„QR Reviews“ nebesiunčia el. laiškų šiuo adresu. Taip bus, kol vėl juos įjungsite toliau esančiu mygtuku.',
  'stop.resume': 'Vėl įjungti šiuos el. laiškus',
  'stop.resumed': 'El. laiškai vėl įjungti.',
  'stop.invalid': 'Ši nuoroda negalioja. Atidarykite ją tiksliai tokią, kokia yra el. laiške.',
  'case.confirm.subject': 'Patvirtinkite savo el. pašto adresą: {seller}',
  'case.confirm.body':
    'Paprašėte, kad {seller} susisiektų su jumis dėl produkto „{product}“. Patvirtinkite savo el. pašto adresą spustelėję toliau pateiktą nuorodą. Kol to nepadarysite, {seller} negali jums nieko išsiųsti.',
  'case.confirm.open': 'Patvirtinti mano el. pašto adresą',
  'case.confirm.ignore':
    'Jei to prašėte ne jūs, nekreipkite dėmesio į šį laišką: adresas bus ištrintas per savaitę jo nepanaudojus.',
  'case.reply.subject': '{seller} jums atsakė dėl produkto „{product}“',
  'case.reply.body': '{seller} atsakė į jūsų prašymą dėl produkto „{product}“:',
  'case.reply.open': 'Skaityti ir atsakyti prašymo puslapyje',
  'case.reply.answeredBy': 'Atsakė {member}',
  'case.stop': 'Atsisakyti el. laiškų apie šį prašymą',
  'case.footer':
    'Jūsų el. pašto adresas nerodomas: {seller} jo nemato, žinutės jus pasiekia per „QR Reviews“. Prašymo puslapyje bet kada galite pažymėti, kad problema išspręsta, arba ištrinti savo duomenis.',
  'case.alert.subject': 'Klientas atsakė dėl produkto „{product}“',
  'case.alert.body': 'Klientas, kuriam padedate dėl produkto „{product}“, parašė:',
  'case.alert.open': 'Atidaryti prašymą „QR Reviews“',
  'case.alert.confirmedSubject': 'Dabar galite atsakyti klientui dėl produkto „{product}“',
  'case.alert.confirmedBody':
    'Klientas, paprašęs pagalbos dėl produkto „{product}“, patvirtino savo el. pašto adresą. Dabar galite jam atsakyti prašyme: jūsų atsakymas jį pasieks el. paštu, o jo adresas jums liks nematomas.',
  'address.subject': 'Patvirtinkite šį adresą „QR Reviews“ įspėjimams el. paštu',
  'address.body':
    '{account} paprašė „QR Reviews“ siųsti savo paskyros įspėjimus el. paštu šiuo adresu: atsiliepimus, žemesnius už minimalų įvertinimą, klientų prašymus ir, jei įjungta, dienos suvestinę. Kol nepatvirtinsite, čia nieko nesiunčiama.',
  'address.open': 'Patvirtinti šį adresą',
  'address.ignore':
    'Jei to nesitikėjote, nekreipkite dėmesio į šį laišką: nuoroda nustos galioti per savaitę ir daugiau nieko nebus siunčiama.',
  'confirm.title': 'Gauti šios „QR Reviews“ paskyros įspėjimus el. paštu šiuo adresu?',
  'confirm.confirm': 'Patvirtinti',
  'confirm.done':
    'Patvirtinta: šios „QR Reviews“ paskyros įspėjimai el. paštu dabar siunčiami šiuo adresu. Kiekviename jų yra nuoroda jų atsisakyti.',
  'confirm.invalid':
    'Ši patvirtinimo nuoroda nebegalioja. Paskyros savininkas gali išsiųsti naują iš „QR Reviews“ paskyros apžvalgos.',
  'webhook.caseOpened': 'Klientas prašo pagalbos dėl {product}',
  'webhook.test': 'Bandomasis „QR Reviews“ įvykis: šis webhook veikia.',
  'webhook.off.subject': 'Jūsų „QR Reviews“ paskyros webhook išjungtas',
  'webhook.off.body':
    'Webhook „{label}“ per 24 valandas nepriėmė nė vieno įvykio, todėl „QR Reviews“ jį išjungė ir nebesiunčia jam nieko. Patikrinkite jo adresą paskyros apžvalgoje ir vėl jį įjunkite.',
  'webhook.off.open': 'Atidaryti webhook nustatymus',
  'invite.subject': '{inviter} pakvietė jus į {account} QR Reviews',
  'invite.body':
    '{inviter} pakvietė jus prisijungti prie QR Reviews paskyros „{account}“ su vaidmeniu „{role, select, manager {Vadybininkas} support {Pagalba} other {Stebėtojas}}“.',
  'invite.what':
    '{role, select, manager {Galėsite keisti produktus, šablonus ir importus, spausdinti korteles, skaityti atsiliepimus ir atsakyti į juos bei klientų užklausas.} support {Galėsite matyti produktus ir analitiką, skaityti atsiliepimus ir atsakyti į klientų užklausas.} other {Galėsite matyti produktus, analitiką ir atsiliepimus nieko nekeisdami.}}',
  'invite.open': 'Priimti kvietimą',
  'invite.signIn':
    'Norėdami priimti, prisijunkite per Google kaip {email}. Nuoroda veikia vieną kartą, 7 dienas.',
  'invite.ignore':
    'Jei to nesitikėjote, nekreipkite dėmesio į šį laišką: jei nepriimsite, nieko neįvyks, o kvietimas nustos galioti.',
  'footer.invite': 'Gaunate šį laišką, nes QR Reviews paskyros savininkas pakvietė šį adresą.',
};
