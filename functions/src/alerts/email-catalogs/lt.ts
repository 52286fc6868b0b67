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
  'footer.settings': 'El. pašto nustatymai',
  'stop.title': 'Atsisakyti šių el. laiškų?',
  'stop.confirm': 'Atsisakyti',
  'stop.doneAlerts':
    'Įspėjimai el. paštu išjungti. Vėl juos įjungti galite „QR Reviews“ paskyros apžvalgoje.',
  'stop.doneDigest':
    'Dienos suvestinė išjungta. Vėl ją įjungti galite „QR Reviews“ paskyros apžvalgoje.',
  'stop.invalid':
    'Ši nuoroda nebegalioja. El. pašto nustatymus galite pakeisti „QR Reviews“ paskyros apžvalgoje.',
  'case.confirm.subject': 'Patvirtinkite savo el. pašto adresą: {seller}',
  'case.confirm.body':
    'Paprašėte, kad {seller} susisiektų su jumis dėl produkto „{product}“. Patvirtinkite savo el. pašto adresą spustelėję toliau pateiktą nuorodą. Kol to nepadarysite, {seller} negali jums nieko išsiųsti.',
  'case.confirm.open': 'Patvirtinti mano el. pašto adresą',
  'case.confirm.ignore':
    'Jei to prašėte ne jūs, nekreipkite dėmesio į šį laišką: adresas bus ištrintas per savaitę jo nepanaudojus.',
  'case.reply.subject': '{seller} jums atsakė dėl produkto „{product}“',
  'case.reply.body': '{seller} atsakė į jūsų prašymą dėl produkto „{product}“:',
  'case.reply.open': 'Skaityti ir atsakyti prašymo puslapyje',
  'case.footer':
    'Jūsų el. pašto adresas nerodomas: {seller} jo nemato, žinutės jus pasiekia per „QR Reviews“. Prašymo puslapyje bet kada galite pažymėti, kad problema išspręsta, arba ištrinti savo duomenis.',
  'case.alert.subject': 'Klientas atsakė dėl produkto „{product}“',
  'case.alert.body': 'Klientas, kuriam padedate dėl produkto „{product}“, parašė:',
  'case.alert.open': 'Atidaryti prašymą „QR Reviews“',
  'case.alert.confirmedSubject': 'Dabar galite atsakyti klientui dėl produkto „{product}“',
  'case.alert.confirmedBody':
    'Klientas, paprašęs pagalbos dėl produkto „{product}“, patvirtino savo el. pašto adresą. Dabar galite jam atsakyti prašyme: jūsų atsakymas jį pasieks el. paštu, o jo adresas jums liks nematomas.',
};
