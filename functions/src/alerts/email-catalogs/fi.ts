import type { EmailCatalog } from '../email-messages.js';

/** Finnish (docs/i18n-glossary/fi.md). */
export const EMAIL_MESSAGES_FI: EmailCatalog = {
  'alert.subject': '{stars, plural, one {# tähti} other {# tähteä}}: {product}',
  'alert.heading': 'Asiakas tarvitsee huomiotasi',
  'alert.body':
    'Asiakas, joka osti tuotteen {product} kaupasta {store}, antoi sille {stars, plural, one {# tähden} other {# tähteä}}.',
  'alert.feedback': 'Asiakkaan palaute:',
  'alert.noFeedback': 'Asiakas ei jättänyt kirjallista palautetta.',
  'alert.open': 'Avaa tämä arvostelu QR Reviewsissa',
  'followUp.subject':
    '{count, plural, one {Vielä # arvostelu tarvitsee} other {Vielä # arvostelua tarvitsee}} huomiotasi',
  'followUp.body':
    'Edellisen sähköpostin jälkeen {count, plural, one {# asiakas lisää on antanut} other {# asiakasta lisää on antanut}} vähimmäisarvosanaasi heikomman arvosanan:',
  'followUp.item': '{product}: {stars, plural, one {# tähti} other {# tähteä}} ({store})',
  'followUp.more': '{count, plural, one {ja # muu} other {ja # muuta}}',
  'followUp.open': 'Avaa arvostelusi QR Reviewsissa',
  'digest.subject': 'Arvostelusi {date}',
  'digest.body':
    '{count, plural, =0 {Ei uusia arvosteluja} one {# uusi arvostelu} other {# uutta arvostelua}} viimeisen 24 tunnin aikana, {low, plural, one {niistä # alle vähimmäisarvosanasi} other {niistä # alle vähimmäisarvosanasi}}.',
  'digest.average': 'Keskimääräinen arvosana: {average}/5',
  'digest.unread':
    '{unread, plural, =0 {Mikään arvostelu ei odota sinua.} one {# arvostelu tarvitsee huomiotasi.} other {# arvostelua tarvitsee huomiotasi.}}',
  'footer.alerts':
    'Saat nämä sähköpostit, koska hälytykset tyytymättömistä asiakkaista ovat käytössä QR Reviews -tililläsi.',
  'footer.digest':
    'Saat tämän sähköpostin, koska päivittäinen yhteenveto on käytössä QR Reviews -tililläsi.',
  'footer.stop': 'Lopeta nämä sähköpostit yhdellä napsautuksella',
  'footer.settings': 'Sähköpostiasetukset',
  'stop.title': 'Lopetetaanko nämä sähköpostit?',
  'stop.confirm': 'Lopeta',
  'stop.doneAlerts':
    'Hälytyssähköpostit on poistettu käytöstä. Voit ottaa ne uudelleen käyttöön tilin yleiskatsauksessa QR Reviewsissa.',
  'stop.doneDigest':
    'Päivittäinen yhteenveto on poistettu käytöstä. Voit ottaa sen uudelleen käyttöön tilin yleiskatsauksessa QR Reviewsissa.',
  'stop.invalid':
    'Tämä linkki ei ole enää voimassa. Muuta sähköpostiasetuksiasi tilin yleiskatsauksessa QR Reviewsissa.',
  'case.confirm.subject': 'Vahvista sähköpostiosoitteesi: {seller}',
  'case.confirm.body':
    'Pyysit, että {seller} ottaa sinuun yhteyttä tuotteesta {product}. Vahvista sähköpostiosoitteesi alla olevalla linkillä. Ennen sitä {seller} ei voi lähettää sinulle mitään.',
  'case.confirm.open': 'Vahvista sähköpostiosoitteeni',
  'case.confirm.ignore':
    'Jos et pyytänyt tätä, voit jättää viestin huomiotta: osoite poistetaan viikon kuluessa käyttämättä.',
  'case.reply.subject': '{seller} vastasi sinulle: {product}',
  'case.reply.body': '{seller} vastasi pyyntöösi tuotteesta {product}:',
  'case.reply.open': 'Lue ja vastaa pyynnön sivulla',
  'case.footer':
    'Sähköpostiosoitettasi ei näytetä: {seller} ei näe sitä, vaan viestit kulkevat QR Reviewsin kautta. Pyynnön sivulla voit milloin tahansa merkitä ongelman ratkaistuksi tai poistaa tietosi.',
  'case.alert.subject': 'Asiakas vastasi: {product}',
  'case.alert.body': 'Asiakas, jota autat tuotteeseen {product} liittyvässä asiassa, kirjoitti:',
  'case.alert.open': 'Avaa pyyntö QR Reviewsissa',
  'case.alert.confirmedSubject': 'Voit nyt vastata asiakkaalle: {product}',
  'case.alert.confirmedBody':
    'Asiakas, joka pyysi apua tuotteeseen {product} liittyvässä asiassa, vahvisti sähköpostiosoitteensa. Voit nyt vastata hänelle pyynnössä: vastauksesi välitetään hänelle sähköpostitse, eikä hänen osoitteensa näy sinulle.',
};
