import type { EmailCatalog } from '../email-messages.js';

/** Slovak (docs/i18n-glossary/sk.md). */
export const EMAIL_MESSAGES_SK: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# hviezdička} few {# hviezdičky} many {# hviezdičky} other {# hviezdičiek}} pre produkt {product}',
  'alert.heading': 'Zákazník potrebuje vašu pozornosť',
  'alert.body':
    'Zákazník, ktorý kúpil produkt {product} v\u00a0obchode {store}, ho ohodnotil {stars, plural, one {# hviezdičkou} few {# hviezdičkami} many {# hviezdičky} other {# hviezdičkami}}.',
  'alert.feedback': 'Spätná väzba zákazníka:',
  'alert.noFeedback': 'Zákazník nenapísal žiadnu spätnú väzbu.',
  'alert.open': 'Otvoriť túto recenziu v\u00a0QR Reviews',
  'followUp.subject':
    '{count, plural, one {Ďalšia # recenzia si vyžaduje} few {Ďalšie # recenzie si vyžadujú} many {Ďalších # recenzie si vyžaduje} other {Ďalších # recenzií si vyžaduje}} vašu pozornosť',
  'followUp.body':
    'Od posledného e-mailu {count, plural, one {udelil ďalší # zákazník} few {udelili ďalší # zákazníci} many {udelilo ďalších # zákazníka} other {udelilo ďalších # zákazníkov}} hodnotenie nižšie ako vaše minimálne hodnotenie:',
  'followUp.item':
    '{product}: {stars, plural, one {# hviezdička} few {# hviezdičky} many {# hviezdičky} other {# hviezdičiek}} ({store})',
  'followUp.more':
    '{count, plural, one {a\u00a0# ďalšia} few {a\u00a0# ďalšie} many {a\u00a0ďalších #} other {a\u00a0ďalších #}}',
  'followUp.open': 'Otvoriť vaše recenzie v\u00a0QR Reviews',
  'digest.subject': 'Vaše recenzie za {date}',
  'digest.body':
    '{count, plural, =0 {Žiadne nové recenzie} one {# nová recenzia} few {# nové recenzie} many {# novej recenzie} other {# nových recenzií}} za posledných 24 hodín, {low, plural, one {z\u00a0toho #} few {z\u00a0toho #} many {z\u00a0toho #} other {z\u00a0toho #}} pod vaším minimálnym hodnotením.',
  'digest.average': 'Priemerné hodnotenie: {average} z\u00a05',
  'digest.unread':
    '{unread, plural, =0 {Žiadna recenzia na vás nečaká.} one {# recenzia si vyžaduje vašu pozornosť.} few {# recenzie si vyžadujú vašu pozornosť.} many {# recenzie si vyžaduje vašu pozornosť.} other {# recenzií si vyžaduje vašu pozornosť.}}',
  'footer.alerts':
    'Tieto e-maily dostávate, pretože máte vo svojom účte QR Reviews zapnuté upozornenia na nespokojných zákazníkov.',
  'footer.digest':
    'Tento e-mail dostávate, pretože máte vo svojom účte QR Reviews zapnutý denný prehľad.',
  'footer.stop': 'Odhlásiť tieto e-maily jedným kliknutím',
  'footer.stopAll': 'Odhlásiť všetky e-maily z\u00a0QR Reviews na túto adresu',
  'footer.settings': 'Nastavenia e-mailov',
  'footer.address':
    'Tento e-mail dostávate, pretože táto adresa bola zadaná ako adresa na upozornenia účtu QR Reviews.',
  'stop.title': 'Odhlásiť tieto e-maily?',
  'stop.titleCase': 'Odhlásiť e-maily k\u00a0tejto požiadavke?',
  'stop.titleAll': 'Odhlásiť všetky e-maily z\u00a0QR Reviews na túto adresu?',
  'stop.confirm': 'Odhlásiť',
  'stop.doneAlerts':
    'Táto adresa už nedostáva upozornenia e-mailom z\u00a0tohto účtu QR Reviews. Zostanú vypnuté, kým ich znova nezapnete – tlačidlom nižšie alebo po prihlásení do QR Reviews s\u00a0touto adresou.',
  'stop.doneDigest':
    'Táto adresa už nedostáva denný prehľad z\u00a0tohto účtu QR Reviews. Zostane vypnutý, kým ho znova nezapnete – tlačidlom nižšie alebo po prihlásení do QR Reviews s\u00a0touto adresou.',
  'stop.doneCase':
    'K\u00a0tejto požiadavke už nebudete dostávať žiadne e-maily. Konverzáciu si môžete ďalej prečítať na stránke požiadavky cez odkaz v\u00a0ktoromkoľvek z\u00a0jej e-mailov.',
  'stop.doneAll':
    'QR Reviews už na túto adresu neposiela žiadne e-maily. Platí to, kým ich tlačidlom nižšie znova nezapnete.',
  'stop.resume': 'Znova zapnúť tieto e-maily',
  'stop.resumed': 'E-maily sú znova zapnuté.',
  'stop.invalid':
    'Tento odkaz nie je platný. Otvorte ho, prosím, presne tak, ako je uvedený v\u00a0e-maile.',
  'case.confirm.subject': 'Potvrďte svoju e-mailovú adresu pre predajcu {seller}',
  'case.confirm.body':
    'Dostali sme žiadosť, aby vás predajca {seller} kontaktoval v\u00a0súvislosti s\u00a0produktom {product}. Potvrďte svoju e-mailovú adresu odkazom nižšie. Kým to neurobíte, predajca {seller} vám nemôže nič poslať.',
  'case.confirm.open': 'Potvrdiť e-mailovú adresu',
  'case.confirm.ignore':
    'Ak žiadosť nepochádza od vás, tento e-mail ignorujte: adresa bude do týždňa vymazaná bez toho, aby sa použila.',
  'case.reply.subject': 'Odpoveď od predajcu {seller} k\u00a0produktu {product}',
  'case.reply.body': 'Odpoveď od predajcu {seller} na vašu požiadavku k\u00a0produktu {product}:',
  'case.reply.open': 'Prečítať a\u00a0odpovedať na stránke požiadavky',
  'case.reply.answeredBy': 'Odpoveď od: {member}',
  'case.stop': 'Odhlásiť e-maily k\u00a0tejto požiadavke',
  'case.footer':
    'Vaša e-mailová adresa sa predajcovi {seller} nezobrazuje: správy k\u00a0vám prichádzajú cez QR Reviews. Na stránke požiadavky môžete kedykoľvek označiť problém ako vyriešený alebo vymazať svoje údaje.',
  'case.alert.subject': 'Zákazník odpovedal k\u00a0produktu {product}',
  'case.alert.body': 'Zákazník, ktorému pomáhate s\u00a0produktom {product}, napísal:',
  'case.alert.open': 'Otvoriť požiadavku v\u00a0QR Reviews',
  'case.alert.confirmedSubject':
    'Teraz môžete odpovedať zákazníkovi v\u00a0súvislosti s\u00a0produktom {product}',
  'case.alert.confirmedBody':
    'Zákazník, ktorý požiadal o pomoc s\u00a0produktom {product}, potvrdil svoju e-mailovú adresu. Teraz mu môžete odpovedať v\u00a0požiadavke: odpoveď mu príde e-mailom a\u00a0jeho adresa pred vami zostane skrytá.',
  'address.subject': 'Potvrďte túto adresu pre upozornenia e-mailom z\u00a0QR Reviews',
  'address.body':
    'Účet {account} v\u00a0QR Reviews žiada o\u00a0zasielanie svojich upozornení e-mailom na túto adresu: recenzie pod minimálnym hodnotením, požiadavky zákazníkov a\u00a0prípadne denný prehľad. Kým nepotvrdíte, nič sem posielané nebude.',
  'address.open': 'Potvrdiť túto adresu',
  'address.ignore':
    'Ak ste to nečakali, tento e-mail ignorujte: odkaz do týždňa vyprší a\u00a0nič ďalšie už nepríde.',
  'confirm.title': 'Dostávať upozornenia e-mailom z\u00a0tohto účtu QR Reviews na túto adresu?',
  'confirm.confirm': 'Potvrdiť',
  'confirm.done':
    'Potvrdené: upozornenia e-mailom z\u00a0tohto účtu QR Reviews teraz chodia na túto adresu. Každé z\u00a0nich obsahuje odkaz na ich odhlásenie.',
  'confirm.invalid':
    'Tento potvrdzovací odkaz už neplatí. Vlastník účtu môže poslať nový z\u00a0prehľadu účtu v\u00a0QR Reviews.',
  'webhook.caseOpened': 'Zákazník žiada o\u00a0pomoc s\u00a0produktom {product}',
  'webhook.test': 'Testovacia udalosť z\u00a0QR Reviews: tento webhook funguje.',
  'webhook.off.subject': 'Webhook vášho účtu v\u00a0QR Reviews bol vypnutý',
  'webhook.off.body':
    'Webhook „{label}“ 24 hodín neprijal žiadnu udalosť, preto ho QR Reviews vypol a už mu nič neposiela. Skontrolujte jeho adresu v\u00a0prehľade účtu a\u00a0potom ho znova zapnite.',
  'webhook.off.open': 'Otvoriť nastavenia webhookov',
  'invite.subject': '{inviter} vás pozýva do účtu {account} v\u00a0QR Reviews',
  'invite.body':
    '{inviter} vás pozýva do účtu QR Reviews „{account}“ s\u00a0rolou „{role, select, manager {Manažér} support {Podpora} other {Čitateľ}}“.',
  'invite.what':
    '{role, select, manager {Budete môcť meniť produkty, šablóny a\u00a0importy, tlačiť karty a\u00a0čítať recenzie a\u00a0odpovedať na ne aj na požiadavky zákazníkov.} support {Budete môcť prezerať produkty a\u00a0štatistiky, čítať recenzie a\u00a0odpovedať na požiadavky zákazníkov.} other {Budete môcť prezerať produkty, štatistiky a\u00a0recenzie bez toho, aby ste čokoľvek menili.}}',
  'invite.open': 'Prijať pozvánku',
  'invite.signIn':
    'Na prijatie sa prihláste cez Google ako {email}. Odkaz funguje raz, počas 7 dní.',
  'invite.ignore':
    'Ak ste to nečakali, tento e-mail ignorujte: bez vášho prijatia sa nič nestane a\u00a0pozvánka vyprší.',
  'footer.invite': 'Tento e-mail dostávate, pretože vlastník účtu QR Reviews pozval túto adresu.',
};
