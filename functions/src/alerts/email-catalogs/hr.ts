import type { EmailCatalog } from '../email-messages.js';

/** Croatian (docs/i18n-glossary/hr.md). */
export const EMAIL_MESSAGES_HR: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# zvjezdica} few {# zvjezdice} other {# zvjezdica}} za {product}',
  'alert.heading': 'Kupac treba vašu pažnju',
  'alert.body':
    'Kupac koji je kupio {product} u trgovini {store} dao je ocjenu od {stars, plural, one {# zvjezdice} few {# zvjezdice} other {# zvjezdica}}.',
  'alert.feedback': 'Komentar kupca:',
  'alert.noFeedback': 'Kupac nije ostavio pisani komentar.',
  'alert.open': 'Otvori ovu recenziju u QR Reviews',
  'followUp.subject':
    '{count, plural, one {Još # recenzija traži} few {Još # recenzije traže} other {Još # recenzija traži}} vašu pažnju',
  'followUp.body':
    'Od posljednje e-poruke {count, plural, one {još je # kupac dao} few {još su # kupca dala} other {još je # kupaca dalo}} ocjenu nižu od vaše minimalne ocjene:',
  'followUp.item':
    '{product}: {stars, plural, one {# zvjezdica} few {# zvjezdice} other {# zvjezdica}} ({store})',
  'followUp.more': '{count, plural, one {i još #} few {i još #} other {i još #}}',
  'followUp.open': 'Otvori svoje recenzije u QR Reviews',
  'digest.subject': 'Vaše recenzije za {date}',
  'digest.body':
    '{count, plural, =0 {Nema novih recenzija} one {# nova recenzija} few {# nove recenzije} other {# novih recenzija}} u posljednja 24 sata, {low, plural, one {od toga #} few {od toga #} other {od toga #}} ispod vaše minimalne ocjene.',
  'digest.average': 'Prosječna ocjena: {average} od 5',
  'digest.unread':
    '{unread, plural, =0 {Nijedna recenzija ne čeka na vas.} one {# recenzija traži vašu pažnju.} few {# recenzije traže vašu pažnju.} other {# recenzija traži vašu pažnju.}}',
  'footer.alerts':
    'Ove e-poruke primate jer su za vaš račun u QR Reviews uključena upozorenja o nezadovoljnim kupcima.',
  'footer.digest': 'Ovu e-poruku primate jer je za vaš račun u QR Reviews uključen dnevni sažetak.',
  'footer.stop': 'Zaustavi ove e-poruke jednim klikom',
  'footer.settings': 'Postavke e-pošte',
  'stop.title': 'Zaustaviti ove e-poruke?',
  'stop.confirm': 'Zaustavi',
  'stop.doneAlerts':
    'Upozorenja e-poštom su isključena. Ponovno ih možete uključiti u pregledu računa u QR Reviews.',
  'stop.doneDigest':
    'Dnevni sažetak je isključen. Ponovno ga možete uključiti u pregledu računa u QR Reviews.',
  'stop.invalid':
    'Ova poveznica više ne vrijedi. Promijenite postavke e-pošte u pregledu računa u QR Reviews.',
  'case.confirm.subject': 'Potvrdite svoju adresu e-pošte za prodavača {seller}',
  'case.confirm.body':
    'Zamolili ste prodavača {seller} da vas kontaktira u vezi s proizvodom {product}. Potvrdite svoju adresu e-pošte putem poveznice u nastavku. Dok to ne učinite, prodavač {seller} vam ne može ništa poslati.',
  'case.confirm.open': 'Potvrdi moju adresu e-pošte',
  'case.confirm.ignore':
    'Ako to niste bili vi, zanemarite ovu poruku: adresa će se izbrisati u roku od tjedan dana, a da se neće koristiti.',
  'case.reply.subject': 'Odgovor prodavača {seller} u vezi s proizvodom {product}',
  'case.reply.body': 'Odgovor prodavača {seller} na vaš zahtjev u vezi s proizvodom {product}:',
  'case.reply.open': 'Pročitaj i odgovori na stranici zahtjeva',
  'case.footer':
    'Vaša adresa e-pošte ne prikazuje se prodavaču {seller}: poruke vam stižu putem QR Reviewsa. Na stranici zahtjeva u bilo kojem trenutku možete označiti problem kao riješen ili izbrisati svoje podatke.',
  'case.alert.subject': 'Kupac je odgovorio u vezi s proizvodom {product}',
  'case.alert.body': 'Kupac kojem pomažete s proizvodom {product} napisao je:',
  'case.alert.open': 'Otvori zahtjev u QR Reviewsu',
  'case.alert.confirmedSubject': 'Sada možete odgovoriti kupcu u vezi s proizvodom {product}',
  'case.alert.confirmedBody':
    'Kupac koji je zatražio pomoć s proizvodom {product} potvrdio je svoju adresu e-pošte. Sada mu možete odgovoriti iz zahtjeva: vaš odgovor stiže mu e-poštom, a njegova adresa ostaje skrivena od vas.',
};
