import type { EmailCatalog } from '../email-messages.js';

/** Czech (docs/i18n-glossary/cs.md). */
export const EMAIL_MESSAGES_CS: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# hvězdička} few {# hvězdičky} many {# hvězdičky} other {# hvězdiček}} pro produkt {product}',
  'alert.heading': 'Zákazník potřebuje vaši pozornost',
  'alert.body':
    'Zákazník, který koupil produkt {product} v\u00a0obchodě {store}, jej ohodnotil {stars, plural, one {# hvězdičkou} few {# hvězdičkami} many {# hvězdičky} other {# hvězdičkami}}.',
  'alert.feedback': 'Zpětná vazba zákazníka:',
  'alert.noFeedback': 'Zákazník nenapsal žádnou zpětnou vazbu.',
  'alert.open': 'Otevřít tuto recenzi v\u00a0QR Reviews',
  'followUp.subject':
    '{count, plural, one {Další # recenze vyžaduje} few {Další # recenze vyžadují} many {Dalších # recenze vyžaduje} other {Dalších # recenzí vyžaduje}} vaši pozornost',
  'followUp.body':
    'Od posledního e-mailu {count, plural, one {udělil další # zákazník} few {udělili další # zákazníci} many {udělilo dalších # zákazníka} other {udělilo dalších # zákazníků}} hodnocení nižší než vaše minimální hodnocení:',
  'followUp.item':
    '{product}: {stars, plural, one {# hvězdička} few {# hvězdičky} many {# hvězdičky} other {# hvězdiček}} ({store})',
  'followUp.more':
    '{count, plural, one {a\u00a0# další} few {a\u00a0# další} many {a\u00a0dalších #} other {a\u00a0dalších #}}',
  'followUp.open': 'Otevřít vaše recenze v\u00a0QR Reviews',
  'digest.subject': 'Vaše recenze za {date}',
  'digest.body':
    '{count, plural, =0 {Žádné nové recenze} one {# nová recenze} few {# nové recenze} many {# nové recenze} other {# nových recenzí}} za posledních 24 hodin, {low, plural, one {z\u00a0toho #} few {z\u00a0toho #} many {z\u00a0toho #} other {z\u00a0toho #}} pod vaším minimálním hodnocením.',
  'digest.average': 'Průměrné hodnocení: {average} z\u00a05',
  'digest.unread':
    '{unread, plural, =0 {Žádná recenze na vás nečeká.} one {# recenze vyžaduje vaši pozornost.} few {# recenze vyžadují vaši pozornost.} many {# recenze vyžaduje vaši pozornost.} other {# recenzí vyžaduje vaši pozornost.}}',
  'footer.alerts':
    'Tyto e-maily dostáváte, protože máte ve svém účtu QR Reviews zapnutá upozornění na nespokojené zákazníky.',
  'footer.digest':
    'Tento e-mail dostáváte, protože máte ve svém účtu QR Reviews zapnutý denní přehled.',
  'footer.stop': 'Odhlásit tyto e-maily jedním kliknutím',
  'footer.stopAll': 'Odhlásit všechny e-maily z\u00a0QR Reviews na tuto adresu',
  'footer.settings': 'Nastavení e-mailů',
  'footer.address':
    'Tento e-mail dostáváte, protože tato adresa byla zadána jako adresa pro upozornění účtu QR Reviews.',
  'stop.title': 'Odhlásit tyto e-maily?',
  'stop.titleCase': 'Odhlásit e-maily k\u00a0tomuto požadavku?',
  'stop.titleAll': 'Odhlásit všechny e-maily z\u00a0QR Reviews na tuto adresu?',
  'stop.confirm': 'Odhlásit',
  'stop.doneAlerts':
    'Tato adresa už nedostává upozornění e-mailem z\u00a0tohoto účtu QR Reviews. Zůstanou vypnutá, dokud je znovu nezapnete – tlačítkem níže nebo po přihlášení do QR Reviews s\u00a0touto adresou.',
  'stop.doneDigest':
    'Tato adresa už nedostává denní přehled z\u00a0tohoto účtu QR Reviews. Zůstane vypnutý, dokud ho znovu nezapnete – tlačítkem níže nebo po přihlášení do QR Reviews s\u00a0touto adresou.',
  'stop.doneCase':
    'K\u00a0tomuto požadavku už nebudete dostávat žádné e-maily. Konverzaci si můžete dál přečíst na stránce požadavku přes odkaz v\u00a0kterémkoli z\u00a0jeho e-mailů.',
  'stop.doneAll':
    'QR Reviews už na tuto adresu neposílá žádné e-maily. Platí to, dokud je tlačítkem níže znovu nezapnete.',
  'stop.resume': 'Znovu zapnout tyto e-maily',
  'stop.resumed': 'E-maily jsou znovu zapnuté.',
  'stop.invalid':
    'Tento odkaz není platný. Otevřete ho prosím přesně tak, jak je uveden v\u00a0e-mailu.',
  'case.confirm.subject': 'Potvrďte svou e-mailovou adresu pro prodejce {seller}',
  'case.confirm.body':
    'Obdrželi jsme žádost, aby vás prodejce {seller} kontaktoval ohledně produktu {product}. Potvrďte prosím svou e-mailovou adresu odkazem níže. Dokud to neuděláte, prodejce {seller} vám nemůže nic poslat.',
  'case.confirm.open': 'Potvrdit e-mailovou adresu',
  'case.confirm.ignore':
    'Pokud žádost nepochází od vás, tento e-mail ignorujte: adresa bude do týdne smazána, aniž by byla použita.',
  'case.reply.subject': 'Odpověď od prodejce {seller} k\u00a0produktu {product}',
  'case.reply.body': 'Odpověď od prodejce {seller} na váš požadavek k\u00a0produktu {product}:',
  'case.reply.open': 'Přečíst a\u00a0odpovědět na stránce požadavku',
  'case.reply.answeredBy': 'Odpověď od: {member}',
  'case.stop': 'Odhlásit e-maily k\u00a0tomuto požadavku',
  'case.footer':
    'Vaše e-mailová adresa se prodejci {seller} nezobrazuje: zprávy k\u00a0vám přicházejí přes QR Reviews. Na stránce požadavku můžete kdykoli označit problém jako vyřešený nebo smazat své údaje.',
  'case.alert.subject': 'Zákazník odpověděl k\u00a0produktu {product}',
  'case.alert.body': 'Zákazník, kterému pomáháte s\u00a0produktem {product}, napsal:',
  'case.alert.open': 'Otevřít požadavek v\u00a0QR Reviews',
  'case.alert.confirmedSubject': 'Nyní můžete odpovědět zákazníkovi ohledně produktu {product}',
  'case.alert.confirmedBody':
    'Zákazník, který požádal o\u00a0pomoc s\u00a0produktem {product}, potvrdil svou e-mailovou adresu. Nyní mu můžete odpovědět v\u00a0požadavku: odpověď mu přijde e-mailem a\u00a0jeho adresa před vámi zůstane skrytá.',
  'address.subject': 'Potvrďte tuto adresu pro upozornění e-mailem z\u00a0QR Reviews',
  'address.body':
    'Účet {account} v\u00a0QR Reviews žádá o\u00a0zasílání svých upozornění e-mailem na tuto adresu: recenze pod minimálním hodnocením, požadavky zákazníků a\u00a0případně denní přehled. Dokud nepotvrdíte, nic sem posíláno nebude.',
  'address.open': 'Potvrdit tuto adresu',
  'address.ignore':
    'Pokud jste to nečekali, tento e-mail ignorujte: odkaz do týdne vyprší a\u00a0nic dalšího už nepřijde.',
  'confirm.title': 'Dostávat upozornění e-mailem z\u00a0tohoto účtu QR Reviews na tuto adresu?',
  'confirm.confirm': 'Potvrdit',
  'confirm.done':
    'Potvrzeno: upozornění e-mailem z\u00a0tohoto účtu QR Reviews teď chodí na tuto adresu. Každé z\u00a0nich obsahuje odkaz na jejich odhlášení.',
  'confirm.invalid':
    'Tento potvrzovací odkaz už neplatí. Majitel účtu může poslat nový z\u00a0přehledu účtu v\u00a0QR Reviews.',
  'webhook.caseOpened': 'Zákazník žádá o\u00a0pomoc s\u00a0produktem {product}',
  'webhook.test': 'Testovací událost z\u00a0QR Reviews: tento webhook funguje.',
  'webhook.off.subject': 'Webhook vašeho účtu v\u00a0QR Reviews byl vypnut',
  'webhook.off.body':
    'Webhook „{label}“ nepřijal 24\u00a0hodin žádnou událost, proto jej QR Reviews vypnul a už mu nic neposílá. Zkontrolujte jeho adresu v\u00a0přehledu účtu a pak jej znovu zapněte.',
  'webhook.off.open': 'Otevřít nastavení webhooků',
  'invite.subject': '{inviter} vás zve do účtu {account} v\u00a0QR Reviews',
  'invite.body':
    '{inviter} vás zve do účtu QR Reviews „{account}“ s\u00a0rolí „{role, select, manager {Manažer} support {Podpora} other {Čtenář}}“.',
  'invite.what':
    '{role, select, manager {Budete moci měnit produkty, šablony a\u00a0importy, tisknout karty a\u00a0číst recenze a\u00a0odpovídat na ně i\u00a0na požadavky zákazníků.} support {Budete moci prohlížet produkty a\u00a0statistiky, číst recenze a\u00a0odpovídat na požadavky zákazníků.} other {Budete moci prohlížet produkty, statistiky a\u00a0recenze, aniž byste cokoli měnili.}}',
  'invite.open': 'Přijmout pozvánku',
  'invite.signIn':
    'Pro přijetí se přihlaste přes Google jako {email}. Odkaz funguje jednou, po dobu 7 dní.',
  'invite.ignore':
    'Pokud jste to nečekali, tento e-mail ignorujte: bez vašeho přijetí se nic nestane a\u00a0pozvánka vyprší.',
  'footer.invite': 'Tento e-mail dostáváte, protože vlastník účtu QR Reviews pozval tuto adresu.',
};
