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
  'footer.stopAll': 'Zaustavi sve e-poruke servisa QR Reviews na ovu adresu',
  'footer.settings': 'Postavke e-pošte',
  'footer.address':
    'Ovu e-poruku primate jer je ova adresa upisana kao adresa za upozorenja jednog računa u QR Reviews.',
  'stop.title': 'Zaustaviti ove e-poruke?',
  'stop.titleCase': 'Zaustaviti e-poruke o ovom zahtjevu?',
  'stop.titleAll': 'Zaustaviti sve e-poruke servisa QR Reviews na ovu adresu?',
  'stop.confirm': 'Zaustavi',
  'stop.doneAlerts':
    'Ova adresa više ne prima upozorenja e-poštom s ovog računa u QR Reviews. Ostaju isključena dok ih ponovno ne uključite – gumbom ispod ili dok ste prijavljeni u QR Reviews s ovom adresom.',
  'stop.doneDigest':
    'Ova adresa više ne prima dnevni sažetak s ovog računa u QR Reviews. Ostaje isključen dok ga ponovno ne uključite – gumbom ispod ili dok ste prijavljeni u QR Reviews s ovom adresom.',
  'stop.doneCase':
    'Više nećete primati e-poruke o ovom zahtjevu. Razgovor je i dalje dostupan na stranici zahtjeva, putem poveznice u bilo kojoj njegovoj e-poruci.',
  'stop.doneAll':
    'QR Reviews više ne šalje e-poruke na ovu adresu. To vrijedi dok ih ponovno ne uključite gumbom ispod.',
  'stop.resume': 'Ponovno uključi ove e-poruke',
  'stop.resumed': 'E-poruke su ponovno uključene.',
  'stop.invalid':
    'Ova poveznica nije valjana. Otvorite je točno onako kako je navedena u e-poruci.',
  'case.confirm.subject': 'Potvrdite svoju adresu e-pošte za prodavača {seller}',
  'case.confirm.body':
    'Zamolili ste prodavača {seller} da vas kontaktira u vezi s proizvodom {product}. Potvrdite svoju adresu e-pošte putem poveznice u nastavku. Dok to ne učinite, prodavač {seller} vam ne može ništa poslati.',
  'case.confirm.open': 'Potvrdi moju adresu e-pošte',
  'case.confirm.ignore':
    'Ako to niste bili vi, zanemarite ovu poruku: adresa će se izbrisati u roku od tjedan dana, a da se neće koristiti.',
  'case.reply.subject': 'Odgovor prodavača {seller} u vezi s proizvodom {product}',
  'case.reply.body': 'Odgovor prodavača {seller} na vaš zahtjev u vezi s proizvodom {product}:',
  'case.reply.open': 'Pročitaj i odgovori na stranici zahtjeva',
  'case.reply.answeredBy': 'Odgovor: {member}',
  'case.stop': 'Zaustavi e-poruke o ovom zahtjevu',
  'case.footer':
    'Vaša adresa e-pošte ne prikazuje se prodavaču {seller}: poruke vam stižu putem QR Reviewsa. Na stranici zahtjeva u bilo kojem trenutku možete označiti problem kao riješen ili izbrisati svoje podatke.',
  'case.alert.subject': 'Kupac je odgovorio u vezi s proizvodom {product}',
  'case.alert.body': 'Kupac kojem pomažete s proizvodom {product} napisao je:',
  'case.alert.open': 'Otvori zahtjev u QR Reviewsu',
  'case.alert.confirmedSubject': 'Sada možete odgovoriti kupcu u vezi s proizvodom {product}',
  'case.alert.confirmedBody':
    'Kupac koji je zatražio pomoć s proizvodom {product} potvrdio je svoju adresu e-pošte. Sada mu možete odgovoriti iz zahtjeva: vaš odgovor stiže mu e-poštom, a njegova adresa ostaje skrivena od vas.',
  'address.subject': 'Potvrdite ovu adresu za upozorenja e-poštom servisa QR Reviews',
  'address.body':
    'Račun {account} zatražio je od servisa QR Reviews da upozorenja e-poštom šalje na ovu adresu: recenzije ispod minimalne ocjene, zahtjeve kupaca i, ako je uključen, dnevni sažetak. Ništa se ovamo ne šalje dok ne potvrdite.',
  'address.open': 'Potvrdi ovu adresu',
  'address.ignore':
    'Ako ovo niste očekivali, zanemarite ovu poruku: poveznica istječe u roku od tjedan dana i ništa se više ne šalje.',
  'confirm.title': 'Primati upozorenja e-poštom s ovog računa u QR Reviews na ovu adresu?',
  'confirm.confirm': 'Potvrdi',
  'confirm.done':
    'Potvrđeno: upozorenja e-poštom s ovog računa u QR Reviews sada stižu na ovu adresu. Svako od njih sadrži poveznicu za zaustavljanje.',
  'confirm.invalid':
    'Ova poveznica za potvrdu više ne vrijedi. Vlasnik računa može poslati novu iz pregleda računa u QR Reviews.',
  'webhook.caseOpened': 'Kupac traži pomoć oko proizvoda {product}',
  'webhook.test': 'Probni događaj iz QR Reviewsa: ovaj webhook radi.',
  'webhook.off.subject': 'Webhook vašeg računa u QR Reviewsu je isključen',
  'webhook.off.body':
    'Webhook „{label}” 24 sata nije prihvatio nijedan događaj pa ga je QR Reviews isključio i više mu ništa ne šalje. Provjerite njegovu adresu u pregledu računa, a zatim ga ponovno uključite.',
  'webhook.off.open': 'Otvori postavke webhooka',
  'invite.subject': '{inviter} vas poziva u {account} na QR Reviews',
  'invite.body':
    '{inviter} vas poziva da se pridružite QR Reviews računu „{account}“ s ulogom „{role, select, manager {Upravitelj} support {Podrška} other {Promatrač}}“.',
  'invite.what':
    '{role, select, manager {Moći ćete mijenjati proizvode, predloške i uvoze, ispisivati kartice te čitati recenzije i odgovarati na njih i na zahtjeve kupaca.} support {Moći ćete pregledavati proizvode i analitiku, čitati recenzije i odgovarati na zahtjeve kupaca.} other {Moći ćete pregledavati proizvode, analitiku i recenzije, bez ikakvih promjena.}}',
  'invite.open': 'Prihvati pozivnicu',
  'invite.signIn':
    'Za prihvaćanje se prijavite putem Googlea kao {email}. Poveznica radi jednom, u roku od 7 dana.',
  'invite.ignore':
    'Ako ovo niste očekivali, zanemarite ovu poruku: ništa se ne događa ako ne prihvatite, a pozivnica istječe.',
  'footer.invite': 'Ovu poruku primate jer je vlasnik jednog QR Reviews računa pozvao ovu adresu.',
};
