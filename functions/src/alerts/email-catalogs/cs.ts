import type { EmailCatalog } from '../email-messages.js';

/** Czech (docs/i18n-glossary/cs.md). */
export const EMAIL_MESSAGES_CS: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# hvězdička} few {# hvězdičky} many {# hvězdičky} other {# hvězdiček}} pro {product}',
  'alert.heading': 'Zákazník potřebuje vaši pozornost',
  'alert.body':
    'Zákazník, který koupil {product} v obchodě {store}, jej ohodnotil {stars, plural, one {# hvězdičkou} few {# hvězdičkami} many {# hvězdičky} other {# hvězdičkami}}.',
  'alert.feedback': 'Zpětná vazba zákazníka:',
  'alert.noFeedback': 'Zákazník nenapsal žádnou zpětnou vazbu.',
  'alert.open': 'Otevřít tuto recenzi v QR Reviews',
  'followUp.subject':
    '{count, plural, one {Další # recenze vyžaduje} few {Další # recenze vyžadují} many {Dalších # recenze vyžaduje} other {Dalších # recenzí vyžaduje}} vaši pozornost',
  'followUp.body':
    'Od posledního e-mailu {count, plural, one {udělil další # zákazník} few {udělili další # zákazníci} many {udělilo dalších # zákazníka} other {udělilo dalších # zákazníků}} hodnocení nižší než vaše minimální hodnocení:',
  'followUp.item':
    '{product}: {stars, plural, one {# hvězdička} few {# hvězdičky} many {# hvězdičky} other {# hvězdiček}} ({store})',
  'followUp.more':
    '{count, plural, one {a # další} few {a # další} many {a dalších #} other {a dalších #}}',
  'followUp.open': 'Otevřít vaše recenze v QR Reviews',
  'digest.subject': 'Vaše recenze za {date}',
  'digest.body':
    '{count, plural, =0 {Žádné nové recenze} one {# nová recenze} few {# nové recenze} many {# nové recenze} other {# nových recenzí}} za posledních 24 hodin, {low, plural, one {z toho #} few {z toho #} many {z toho #} other {z toho #}} pod vaším minimálním hodnocením.',
  'digest.average': 'Průměrné hodnocení: {average} z 5',
  'digest.unread':
    '{unread, plural, =0 {Žádná recenze na vás nečeká.} one {# recenze vyžaduje vaši pozornost.} few {# recenze vyžadují vaši pozornost.} many {# recenze vyžaduje vaši pozornost.} other {# recenzí vyžaduje vaši pozornost.}}',
  'footer.alerts':
    'Tyto e-maily dostáváte, protože máte ve svém účtu QR Reviews zapnutá upozornění na nespokojené zákazníky.',
  'footer.digest':
    'Tento e-mail dostáváte, protože máte ve svém účtu QR Reviews zapnutý denní přehled.',
  'footer.stop': 'Odhlásit tyto e-maily jedním kliknutím',
  'footer.settings': 'Nastavení e-mailů',
  'stop.title': 'Odhlásit tyto e-maily?',
  'stop.confirm': 'Odhlásit',
  'stop.doneAlerts':
    'Upozornění e-mailem jsou vypnutá. Znovu je můžete zapnout v přehledu účtu v QR Reviews.',
  'stop.doneDigest':
    'Denní přehled je vypnutý. Znovu ho můžete zapnout v přehledu účtu v QR Reviews.',
  'stop.invalid':
    'Tento odkaz už neplatí. Nastavení e-mailů můžete změnit v přehledu účtu v QR Reviews.',
  'case.confirm.subject': 'Potvrďte svou e-mailovou adresu pro {seller}',
  'case.confirm.body':
    'Požádali jste o kontakt od {seller} ohledně {product}. Potvrďte prosím svou e-mailovou adresu odkazem níže. Dokud to neuděláte, {seller} vám nemůže nic poslat.',
  'case.confirm.open': 'Potvrdit e-mailovou adresu',
  'case.confirm.ignore':
    'Pokud jste o to nežádali vy, tento e-mail ignorujte: adresa bude do týdne smazána, aniž by byla použita.',
  'case.reply.subject': 'Odpověď od {seller} ohledně {product}',
  'case.reply.body': 'Odpověď od {seller} na váš požadavek ohledně {product}:',
  'case.reply.open': 'Přečíst a odpovědět na stránce požadavku',
  'case.footer':
    'Vaše e-mailová adresa se {seller} nezobrazuje: zprávy k vám přicházejí přes QR Reviews. Na stránce požadavku můžete kdykoli označit problém jako vyřešený nebo smazat své údaje.',
  'case.alert.subject': 'Zákazník odpověděl ohledně {product}',
  'case.alert.body': 'Zákazník, kterému pomáháte s {product}, napsal:',
  'case.alert.open': 'Otevřít požadavek v QR Reviews',
  'case.alert.confirmedSubject': 'Nyní můžete odpovědět zákazníkovi ohledně {product}',
  'case.alert.confirmedBody':
    'Zákazník, který požádal o pomoc s {product}, potvrdil svou e-mailovou adresu. Nyní mu můžete odpovědět v požadavku: odpověď mu přijde e-mailem a jeho adresa před vámi zůstane skrytá.',
};
