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
  'footer.stopAll': 'Lopeta kaikki QR Reviewsin sähköpostit tähän osoitteeseen',
  'footer.settings': 'Sähköpostiasetukset',
  'footer.address':
    'Saat tämän sähköpostin, koska tämä osoite on annettu QR Reviews -tilin hälytysten osoitteeksi.',
  'stop.title': 'Lopetetaanko nämä sähköpostit?',
  'stop.titleCase': 'Lopetetaanko tätä pyyntöä koskevat sähköpostit?',
  'stop.titleAll': 'Lopetetaanko kaikki QR Reviewsin sähköpostit tähän osoitteeseen?',
  'stop.confirm': 'Lopeta',
  'stop.doneAlerts':
    'Tämä osoite ei enää saa tämän QR Reviews -tilin hälytyssähköposteja. Ne pysyvät poissa käytöstä, kunnes otat ne uudelleen käyttöön alla olevalla painikkeella tai kirjautuneena QR Reviewsiin tällä osoitteella.',
  'stop.doneDigest':
    'Tämä osoite ei enää saa tämän QR Reviews -tilin päivittäistä yhteenvetoa. Se pysyy poissa käytöstä, kunnes otat sen uudelleen käyttöön alla olevalla painikkeella tai kirjautuneena QR Reviewsiin tällä osoitteella.',
  'stop.doneCase':
    'Et saa enää sähköposteja tästä pyynnöstä. Keskustelun voi yhä lukea pyynnön sivulla minkä tahansa sen sähköpostin linkistä.',
  'stop.doneAll':
    'QR Reviews ei enää lähetä sähköposteja tähän osoitteeseen. Tämä on voimassa, kunnes otat ne uudelleen käyttöön alla olevalla painikkeella.',
  'stop.resume': 'Ota nämä sähköpostit uudelleen käyttöön',
  'stop.resumed': 'Sähköpostit ovat taas käytössä.',
  'stop.invalid':
    'Tämä linkki ei ole kelvollinen. Avaa se täsmälleen sellaisena kuin se on sähköpostissa.',
  'case.confirm.subject': 'Vahvista sähköpostiosoitteesi: {seller}',
  'case.confirm.body':
    'Pyysit, että {seller} ottaa sinuun yhteyttä tuotteesta {product}. Vahvista sähköpostiosoitteesi alla olevalla linkillä. Ennen sitä {seller} ei voi lähettää sinulle mitään.',
  'case.confirm.open': 'Vahvista sähköpostiosoitteeni',
  'case.confirm.ignore':
    'Jos et pyytänyt tätä, voit jättää viestin huomiotta: osoite poistetaan viikon kuluessa käyttämättä.',
  'case.reply.subject': '{seller} vastasi sinulle: {product}',
  'case.reply.body': '{seller} vastasi pyyntöösi tuotteesta {product}:',
  'case.reply.open': 'Lue ja vastaa pyynnön sivulla',
  'case.reply.answeredBy': 'Vastaaja: {member}',
  'case.stop': 'Lopeta tätä pyyntöä koskevat sähköpostit',
  'case.footer':
    'Sähköpostiosoitettasi ei näytetä: {seller} ei näe sitä, vaan viestit kulkevat QR Reviewsin kautta. Pyynnön sivulla voit milloin tahansa merkitä ongelman ratkaistuksi tai poistaa tietosi.',
  'case.alert.subject': 'Asiakas vastasi: {product}',
  'case.alert.body': 'Asiakas, jota autat tuotteeseen {product} liittyvässä asiassa, kirjoitti:',
  'case.alert.open': 'Avaa pyyntö QR Reviewsissa',
  'case.alert.confirmedSubject': 'Voit nyt vastata asiakkaalle: {product}',
  'case.alert.confirmedBody':
    'Asiakas, joka pyysi apua tuotteeseen {product} liittyvässä asiassa, vahvisti sähköpostiosoitteensa. Voit nyt vastata hänelle pyynnössä: vastauksesi välitetään hänelle sähköpostitse, eikä hänen osoitteensa näy sinulle.',
  'address.subject': 'Vahvista tämä osoite QR Reviewsin hälytyssähköposteille',
  'address.body':
    '{account} pyysi QR Reviewsia lähettämään tilinsä hälytyssähköpostit tähän osoitteeseen: vähimmäisarvosanan alittavat arvostelut, asiakkaiden pyynnöt ja, jos se on käytössä, päivittäisen yhteenvedon. Tänne ei lähetetä mitään, ellet vahvista.',
  'address.open': 'Vahvista tämä osoite',
  'address.ignore':
    'Jos et odottanut tätä, voit jättää viestin huomiotta: linkki vanhenee viikon kuluessa, eikä mitään muuta lähetetä.',
  'confirm.title': 'Haluatko tämän QR Reviews -tilin hälytyssähköpostit tähän osoitteeseen?',
  'confirm.confirm': 'Vahvista',
  'confirm.done':
    'Vahvistettu: tämän QR Reviews -tilin hälytyssähköpostit tulevat nyt tähän osoitteeseen. Jokaisessa niistä on linkki niiden lopettamiseen.',
  'confirm.invalid':
    'Tämä vahvistuslinkki ei ole enää voimassa. Tilin omistaja voi lähettää uuden tilin yleiskatsauksesta QR Reviewsissa.',
  'webhook.caseOpened': 'Asiakas pyytää apua tuotteen {product} kanssa',
  'webhook.test': 'QR Reviewsin testitapahtuma: tämä webhook toimii.',
  'webhook.off.subject': 'QR Reviews -tilisi webhook poistettiin käytöstä',
  'webhook.off.body':
    'Webhook ”{label}” ei ole ottanut vastaan yhtään tapahtumaa 24 tuntiin, joten QR Reviews poisti sen käytöstä eikä lähetä sille enää mitään. Tarkista sen osoite tilin yleiskatsauksessa ja ota se sitten uudelleen käyttöön.',
  'webhook.off.open': 'Avaa webhook-asetukset',
  'invite.subject': '{inviter} kutsui sinut QR Reviews -tilille {account}',
  'invite.body':
    '{inviter} kutsui sinut QR Reviews -tilille ”{account}” roolilla ”{role, select, manager {Ylläpitäjä} support {Tuki} other {Katselija}}”.',
  'invite.what':
    '{role, select, manager {Voit muuttaa tuotteita, malleja ja tuonteja, tulostaa kortteja sekä lukea arvosteluja ja vastata niihin ja asiakkaiden pyyntöihin.} support {Voit katsoa tuotteita ja analytiikkaa, lukea arvosteluja ja vastata asiakkaiden pyyntöihin.} other {Voit katsoa tuotteita, analytiikkaa ja arvosteluja muuttamatta mitään.}}',
  'invite.open': 'Hyväksy kutsu',
  'invite.signIn':
    'Hyväksy kirjautumalla Googlella osoitteella {email}. Linkki toimii kerran, 7 päivän ajan.',
  'invite.ignore':
    'Jos et odottanut tätä, voit jättää viestin huomiotta: mitään ei tapahdu, ellet hyväksy, ja kutsu vanhenee.',
  'footer.invite': 'Saat tämän viestin, koska QR Reviews -tilin omistaja kutsui tämän osoitteen.',
};
