import type { EmailCatalog } from '../email-messages.js';

/** Hungarian (docs/i18n-glossary/hu.md). */
export const EMAIL_MESSAGES_HU: EmailCatalog = {
  'alert.subject': '{stars, plural, one {# csillag} other {# csillag}}: {product}',
  'alert.heading': 'Egy vásárló az Ön figyelmét igényli',
  'alert.body':
    'Egy vásárló {stars, plural, one {# csillagot} other {# csillagot}} adott erre a termékre: {product} (vásárlás helye: {store}).',
  'alert.feedback': 'A vásárló visszajelzése:',
  'alert.noFeedback': 'A vásárló nem írt visszajelzést.',
  'alert.open': 'Vélemény megnyitása a QR Reviewsban',
  'followUp.subject':
    '{count, plural, one {További # vélemény igényli} other {További # vélemény igényli}} az Ön figyelmét',
  'followUp.body':
    'A legutóbbi e-mail óta {count, plural, one {további # vásárló} other {további # vásárló}} adott az Ön minimális értékelésénél alacsonyabb értékelést:',
  'followUp.item': '{product}: {stars, plural, one {# csillag} other {# csillag}} ({store})',
  'followUp.more': '{count, plural, one {és még #} other {és még #}}',
  'followUp.open': 'Vélemények megnyitása a QR Reviewsban',
  'digest.subject': 'Az Ön véleményei – {date}',
  'digest.body':
    '{count, plural, =0 {Nem érkezett új vélemény} one {# új vélemény érkezett} other {# új vélemény érkezett}} az elmúlt 24 órában, {low, plural, one {ebből # az Ön minimális értékelése alatt} other {ebből # az Ön minimális értékelése alatt}}.',
  'digest.average': 'Átlagos értékelés: {average} / 5',
  'digest.unread':
    '{unread, plural, =0 {Egy vélemény sem vár Önre.} one {# vélemény igényli az Ön figyelmét.} other {# vélemény igényli az Ön figyelmét.}}',
  'footer.alerts':
    'Azért kapja ezeket az e-maileket, mert QR Reviews-fiókjában be vannak kapcsolva az elégedetlen vásárlókról szóló értesítések.',
  'footer.digest':
    'Azért kapja ezt az e-mailt, mert QR Reviews-fiókjában be van kapcsolva a napi összefoglaló.',
  'footer.stop': 'Leiratkozás ezekről az e-mailekről egy kattintással',
  'footer.settings': 'E-mail-beállítások',
  'stop.title': 'Leiratkozik ezekről az e-mailekről?',
  'stop.confirm': 'Leiratkozás',
  'stop.doneAlerts':
    'Az értesítő e-mailek ki vannak kapcsolva. A QR Reviewsban, fiókja áttekintésében újra bekapcsolhatja őket.',
  'stop.doneDigest':
    'A napi összefoglaló ki van kapcsolva. A QR Reviewsban, fiókja áttekintésében újra bekapcsolhatja.',
  'stop.invalid':
    'Ez a link már nem érvényes. E-mail-beállításait a QR Reviewsban, fiókja áttekintésében módosíthatja.',
  'case.confirm.subject': 'Erősítse meg e-mail-címét: {seller}',
  'case.confirm.body':
    'Ön azt kérte, hogy {seller} vegye fel Önnel a kapcsolatot a következő termékkel kapcsolatban: {product}. Kérjük, erősítse meg e-mail-címét az alábbi linkkel. Amíg ezt nem teszi meg, {seller} semmit sem küldhet Önnek.',
  'case.confirm.open': 'E-mail-címem megerősítése',
  'case.confirm.ignore':
    'Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt: a címet egy héten belül töröljük, anélkül hogy felhasználnánk.',
  'case.reply.subject': '{seller} válaszolt Önnek: {product}',
  'case.reply.body': '{seller} válaszolt a kérésére ({product}):',
  'case.reply.open': 'Elolvasás és válasz a kérés oldalán',
  'case.footer':
    'E-mail-címét {seller} nem látja: az üzenetek a QR Reviewson keresztül érkeznek Önhöz. A kérés oldalán bármikor megoldottnak jelölheti a problémát, vagy törölheti az adatait.',
  'case.alert.subject': 'Egy vásárló válaszolt: {product}',
  'case.alert.body': 'A vásárló, akinek segít ({product}), ezt írta:',
  'case.alert.open': 'A kérés megnyitása a QR Reviewsban',
  'case.alert.confirmedSubject': 'Most már válaszolhat a vásárlónak: {product}',
  'case.alert.confirmedBody':
    'Megerősítette az e-mail-címét a vásárló, aki segítséget kért ezzel a termékkel kapcsolatban: {product}. Most már válaszolhat neki a kérésben: a válasza e-mailben jut el hozzá, a címe pedig rejtve marad Ön előtt.',
};
