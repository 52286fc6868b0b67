import type { EmailCatalog } from '../email-messages.js';

/** Slovak (docs/i18n-glossary/sk.md). */
export const EMAIL_MESSAGES_SK: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# hviezdička} few {# hviezdičky} many {# hviezdičky} other {# hviezdičiek}} pre {product}',
  'alert.heading': 'Zákazník potrebuje vašu pozornosť',
  'alert.body':
    'Zákazník, ktorý kúpil {product} v obchode {store}, ho ohodnotil {stars, plural, one {# hviezdičkou} few {# hviezdičkami} many {# hviezdičky} other {# hviezdičkami}}.',
  'alert.feedback': 'Spätná väzba zákazníka:',
  'alert.noFeedback': 'Zákazník nenapísal žiadnu spätnú väzbu.',
  'alert.open': 'Otvoriť túto recenziu v QR Reviews',
  'followUp.subject':
    '{count, plural, one {Ďalšia # recenzia si vyžaduje} few {Ďalšie # recenzie si vyžadujú} many {Ďalších # recenzie si vyžaduje} other {Ďalších # recenzií si vyžaduje}} vašu pozornosť',
  'followUp.body':
    'Od posledného e-mailu {count, plural, one {udelil ďalší # zákazník} few {udelili ďalší # zákazníci} many {udelilo ďalších # zákazníka} other {udelilo ďalších # zákazníkov}} hodnotenie nižšie ako vaše minimálne hodnotenie:',
  'followUp.item':
    '{product}: {stars, plural, one {# hviezdička} few {# hviezdičky} many {# hviezdičky} other {# hviezdičiek}} ({store})',
  'followUp.more':
    '{count, plural, one {a # ďalšia} few {a # ďalšie} many {a ďalších #} other {a ďalších #}}',
  'followUp.open': 'Otvoriť vaše recenzie v QR Reviews',
  'digest.subject': 'Vaše recenzie za {date}',
  'digest.body':
    '{count, plural, =0 {Žiadne nové recenzie} one {# nová recenzia} few {# nové recenzie} many {# novej recenzie} other {# nových recenzií}} za posledných 24 hodín, {low, plural, one {z toho #} few {z toho #} many {z toho #} other {z toho #}} pod vaším minimálnym hodnotením.',
  'digest.average': 'Priemerné hodnotenie: {average} z 5',
  'digest.unread':
    '{unread, plural, =0 {Žiadna recenzia na vás nečaká.} one {# recenzia si vyžaduje vašu pozornosť.} few {# recenzie si vyžadujú vašu pozornosť.} many {# recenzie si vyžaduje vašu pozornosť.} other {# recenzií si vyžaduje vašu pozornosť.}}',
  'footer.alerts':
    'Tieto e-maily dostávate, pretože máte vo svojom účte QR Reviews zapnuté upozornenia na nespokojných zákazníkov.',
  'footer.digest':
    'Tento e-mail dostávate, pretože máte vo svojom účte QR Reviews zapnutý denný prehľad.',
  'footer.stop': 'Odhlásiť tieto e-maily jedným kliknutím',
  'footer.settings': 'Nastavenia e-mailov',
  'stop.title': 'Odhlásiť tieto e-maily?',
  'stop.confirm': 'Odhlásiť',
  'stop.doneAlerts':
    'Upozornenia e-mailom sú vypnuté. Znova ich môžete zapnúť v prehľade účtu v QR Reviews.',
  'stop.doneDigest':
    'Denný prehľad je vypnutý. Znova ho môžete zapnúť v prehľade účtu v QR Reviews.',
  'stop.invalid':
    'Tento odkaz už nie je platný. Nastavenia e-mailov môžete zmeniť v prehľade účtu v QR Reviews.',
  'case.confirm.subject': 'Potvrďte svoju e-mailovú adresu pre {seller}',
  'case.confirm.body':
    'Požiadali ste o kontakt od {seller} v súvislosti s {product}. Potvrďte svoju e-mailovú adresu odkazom nižšie. Kým to neurobíte, {seller} vám nemôže nič poslať.',
  'case.confirm.open': 'Potvrdiť e-mailovú adresu',
  'case.confirm.ignore':
    'Ak ste o to nežiadali vy, tento e-mail ignorujte: adresa bude do týždňa vymazaná bez toho, aby sa použila.',
  'case.reply.subject': 'Odpoveď od {seller} v súvislosti s {product}',
  'case.reply.body': 'Odpoveď od {seller} na vašu požiadavku v súvislosti s {product}:',
  'case.reply.open': 'Prečítať a odpovedať na stránke požiadavky',
  'case.footer':
    'Vaša e-mailová adresa sa {seller} nezobrazuje: správy k vám prichádzajú cez QR Reviews. Na stránke požiadavky môžete kedykoľvek označiť problém ako vyriešený alebo vymazať svoje údaje.',
  'case.alert.subject': 'Zákazník odpovedal v súvislosti s {product}',
  'case.alert.body': 'Zákazník, ktorému pomáhate s {product}, napísal:',
  'case.alert.open': 'Otvoriť požiadavku v QR Reviews',
  'case.alert.confirmedSubject': 'Teraz môžete odpovedať zákazníkovi v súvislosti s {product}',
  'case.alert.confirmedBody':
    'Zákazník, ktorý požiadal o pomoc s {product}, potvrdil svoju e-mailovú adresu. Teraz mu môžete odpovedať v požiadavke: odpoveď mu príde e-mailom a jeho adresa pred vami zostane skrytá.',
};
