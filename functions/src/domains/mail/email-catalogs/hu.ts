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
  'footer.stopAll': 'Leiratkozás a QR Reviews összes e-mailjéről erre a címre',
  'footer.settings': 'E-mail-beállítások',
  'footer.address':
    'Azért kapja ezt az e-mailt, mert ezt a címet egy QR Reviews-fiók értesítési címeként adták meg.',
  'stop.title': 'Leiratkozik ezekről az e-mailekről?',
  'stop.titleCase': 'Leiratkozik az ezzel a kéréssel kapcsolatos e-mailekről?',
  'stop.titleAll': 'Leiratkozik a QR Reviews összes e-mailjéről erre a címre?',
  'stop.confirm': 'Leiratkozás',
  'stop.doneAlerts':
    'Ez a cím többé nem kapja ennek a QR Reviews-fióknak az értesítő e-mailjeit. Kikapcsolva maradnak, amíg újra be nem kapcsolja őket – az alábbi gombbal vagy ezzel a címmel bejelentkezve a QR Reviewsba.',
  'stop.doneDigest':
    'Ez a cím többé nem kapja ennek a QR Reviews-fióknak a napi összefoglalóját. Kikapcsolva marad, amíg újra be nem kapcsolja – az alábbi gombbal vagy ezzel a címmel bejelentkezve a QR Reviewsba.',
  'stop.doneCase':
    'Erről a kérésről nem kap több e-mailt. A beszélgetés továbbra is olvasható a kérés oldalán, bármelyik e-mailjében található linken keresztül.',
  'stop.doneAll':
    'A QR Reviews többé nem küld e-mailt erre a címre. Ez addig érvényes, amíg az alábbi gombbal újra be nem kapcsolja őket.',
  'stop.resume': 'Ezeknek az e-maileknek az újbóli bekapcsolása',
  'stop.resumed': 'Az e-mailek újra be vannak kapcsolva.',
  'stop.invalid':
    'Ez a link nem érvényes. Kérjük, pontosan úgy nyissa meg, ahogy az e-mailben szerepel.',
  'case.confirm.subject': 'Erősítse meg e-mail-címét: {seller}',
  'case.confirm.body':
    'Ön azt kérte, hogy {seller} vegye fel Önnel a kapcsolatot a következő termékkel kapcsolatban: {product}. Kérjük, erősítse meg e-mail-címét az alábbi linkkel. Amíg ezt nem teszi meg, {seller} semmit sem küldhet Önnek.',
  'case.confirm.open': 'E-mail-címem megerősítése',
  'case.confirm.ignore':
    'Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt: a címet egy héten belül töröljük, anélkül hogy felhasználnánk.',
  'case.reply.subject': '{seller} válaszolt Önnek: {product}',
  'case.reply.body': '{seller} válaszolt a kérésére ({product}):',
  'case.reply.open': 'Elolvasás és válasz a kérés oldalán',
  'case.reply.answeredBy': 'Válaszolt: {member}',
  'case.stop': 'Leiratkozás az ezzel a kéréssel kapcsolatos e-mailekről',
  'case.footer':
    'E-mail-címét {seller} nem látja: az üzenetek a QR Reviewson keresztül érkeznek Önhöz. A kérés oldalán bármikor megoldottnak jelölheti a problémát, vagy törölheti az adatait.',
  'case.alert.subject': 'Egy vásárló válaszolt: {product}',
  'case.alert.body': 'A vásárló, akinek segít ({product}), ezt írta:',
  'case.alert.open': 'A kérés megnyitása a QR Reviewsban',
  'case.alert.confirmedSubject': 'Most már válaszolhat a vásárlónak: {product}',
  'case.alert.confirmedBody':
    'Megerősítette az e-mail-címét a vásárló, aki segítséget kért ezzel a termékkel kapcsolatban: {product}. Most már válaszolhat neki a kérésben: a válasza e-mailben jut el hozzá, a címe pedig rejtve marad Ön előtt.',
  'address.subject': 'Erősítse meg ezt a címet a QR Reviews értesítő e-mailjeihez',
  'address.body':
    '{account} arra kérte a QR Reviewst, hogy fiókja értesítő e-mailjeit erre a címre küldje: a minimális értékelés alatti véleményeket, a vásárlói kéréseket és – ha bekapcsolják – egy napi összefoglalót. Amíg nem erősíti meg, ide semmit sem küldünk.',
  'address.open': 'A cím megerősítése',
  'address.ignore':
    'Ha nem számított erre, hagyja figyelmen kívül ezt az e-mailt: a link egy héten belül lejár, és többet semmit sem küldünk.',
  'confirm.title': 'Erre a címre kapja ennek a QR Reviews-fióknak az értesítő e-mailjeit?',
  'confirm.confirm': 'Megerősítés',
  'confirm.done':
    'Megerősítve: ennek a QR Reviews-fióknak az értesítő e-mailjei mostantól erre a címre érkeznek. Mindegyikben van egy link a leiratkozáshoz.',
  'confirm.invalid':
    'Ez a megerősítő link már nem érvényes. A fiók tulajdonosa újat küldhet a QR Reviewsban, a fiók áttekintéséből.',
  'webhook.caseOpened': 'Egy vásárló segítséget kér ehhez: {product}',
  'webhook.test': 'Próbaesemény a QR Reviewstól: ez a webhook működik.',
  'webhook.off.subject': 'A QR Reviews-fiókja egyik webhookja ki lett kapcsolva',
  'webhook.off.body':
    'A(z) „{label}” webhook 24 órája egyetlen eseményt sem fogadott, ezért a QR Reviews kikapcsolta, és többé nem küld neki semmit. Ellenőrizze a címét a fiók áttekintésében, majd kapcsolja be újra.',
  'webhook.off.open': 'A webhookbeállítások megnyitása',
  'invite.subject': '{inviter} meghívta Önt a QR Reviewsban ebbe a fiókba: {account}',
  'invite.body':
    '{inviter} meghívta Önt ebbe a QR Reviews-fiókba: „{account}”, ezzel a szerepkörrel: „{role, select, manager {Menedzser} support {Ügyfélszolgálat} other {Megtekintő}}”.',
  'invite.what':
    '{role, select, manager {Módosíthatja a termékeket, sablonokat és importálásokat, kártyákat nyomtathat, valamint olvashatja és megválaszolhatja az értékeléseket és a vásárlók kéréseit.} support {Láthatja a termékeket és az elemzéseket, olvashatja az értékeléseket, és megválaszolhatja a vásárlók kéréseit.} other {Láthatja a termékeket, az elemzéseket és az értékeléseket, de semmit sem módosíthat.}}',
  'invite.open': 'Meghívás elfogadása',
  'invite.signIn':
    'Az elfogadáshoz jelentkezzen be Google-lel ezzel a címmel: {email}. A link egyszer működik, 7 napig.',
  'invite.ignore':
    'Ha nem számított erre, hagyja figyelmen kívül ezt az e-mailt: ha nem fogadja el, semmi sem történik, és a meghívás lejár.',
  'footer.invite':
    'Azért kapja ezt az e-mailt, mert egy QR Reviews-fiók tulajdonosa meghívta ezt a címet.',
};
