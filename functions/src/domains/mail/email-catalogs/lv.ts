import type { EmailCatalog } from '../email-messages.js';

/** Latvian (docs/i18n-glossary/lv.md). */
export const EMAIL_MESSAGES_LV: EmailCatalog = {
  'alert.subject':
    '{stars, plural, zero {# zvaigznes} one {# zvaigzne} other {# zvaigznes}} produktam {product}',
  'alert.heading': 'Klientam nepieciešama jūsu uzmanība',
  'alert.body':
    'Klients, kas iegādājās produktu „{product}“ veikalā {store}, to novērtēja ar {stars, plural, zero {# zvaigznēm} one {# zvaigzni} other {# zvaigznēm}}.',
  'alert.feedback': 'Klienta komentārs:',
  'alert.noFeedback': 'Klients neatstāja rakstisku komentāru.',
  'alert.open': 'Atvērt šo atsauksmi QR Reviews',
  'followUp.subject':
    '{count, plural, zero {Vēl # atsauksmēm nepieciešama} one {Vēl # atsauksmei nepieciešama} other {Vēl # atsauksmēm nepieciešama}} jūsu uzmanība',
  'followUp.body':
    'Kopš pēdējā e-pasta {count, plural, zero {vēl # klienti ir devuši} one {vēl # klients ir devis} other {vēl # klienti ir devuši}} vērtējumu, kas zemāks par jūsu minimālo vērtējumu:',
  'followUp.item':
    '{product}: {stars, plural, zero {# zvaigznes} one {# zvaigzne} other {# zvaigznes}} ({store})',
  'followUp.more': '{count, plural, zero {un vēl #} one {un vēl #} other {un vēl #}}',
  'followUp.open': 'Atvērt savas atsauksmes QR Reviews',
  'digest.subject': 'Jūsu atsauksmes {date}',
  'digest.body':
    '{count, plural, =0 {Nav jaunu atsauksmju} zero {# jaunas atsauksmes} one {# jauna atsauksme} other {# jaunas atsauksmes}} pēdējās 24 stundās, {low, plural, zero {no tām #} one {no tām #} other {no tām #}} zem jūsu minimālā vērtējuma.',
  'digest.average': 'Vidējais vērtējums: {average} no 5',
  'digest.unread':
    '{unread, plural, =0 {Neviena atsauksme jūs negaida.} zero {# atsauksmēm nepieciešama jūsu uzmanība.} one {# atsauksmei nepieciešama jūsu uzmanība.} other {# atsauksmēm nepieciešama jūsu uzmanība.}}',
  'footer.alerts':
    'Jūs saņemat šos e-pastus, jo jūsu QR Reviews kontā ir ieslēgti brīdinājumi par neapmierinātiem klientiem.',
  'footer.digest':
    'Jūs saņemat šo e-pastu, jo jūsu QR Reviews kontā ir ieslēgts dienas kopsavilkums.',
  'footer.stop': 'Atteikties no šiem e-pastiem ar vienu klikšķi',
  'footer.stopAll': 'Atteikties no visiem QR Reviews e-pastiem uz šo adresi',
  'footer.settings': 'E-pasta iestatījumi',
  'footer.address':
    'Jūs saņemat šo e-pastu, jo šī adrese tika norādīta kā kāda QR Reviews konta brīdinājumu adrese.',
  'stop.title': 'Atteikties no šiem e-pastiem?',
  'stop.titleCase': 'Atteikties no e-pastiem par šo pieprasījumu?',
  'stop.titleAll': 'Atteikties no visiem QR Reviews e-pastiem uz šo adresi?',
  'stop.confirm': 'Atteikties',
  'stop.doneAlerts':
    'Šī adrese vairs nesaņem šī QR Reviews konta brīdinājumu e-pastus. Tie paliks izslēgti, līdz jūs tos atkal ieslēgsiet – ar pogu zemāk vai pierakstoties QR Reviews ar šo adresi.',
  'stop.doneDigest':
    'Šī adrese vairs nesaņem šī QR Reviews konta dienas kopsavilkumu. Tas paliks izslēgts, līdz jūs to atkal ieslēgsiet – ar pogu zemāk vai pierakstoties QR Reviews ar šo adresi.',
  'stop.doneCase':
    'Jūs vairs nesaņemsiet e-pastus par šo pieprasījumu. Sarunu joprojām var lasīt pieprasījuma lapā, izmantojot saiti jebkurā tā e-pastā.',
  'stop.doneAll':
    'QR Reviews vairs nesūta e-pastus uz šo adresi. Tā būs, līdz jūs tos atkal ieslēgsiet ar pogu zemāk.',
  'stop.resume': 'Atkal ieslēgt šos e-pastus',
  'stop.resumed': 'E-pasti atkal ir ieslēgti.',
  'stop.invalid': 'Šī saite nav derīga. Lūdzu, atveriet to tieši tādu, kāda tā ir e-pastā.',
  'case.confirm.subject': 'Apstipriniet savu e-pasta adresi: {seller}',
  'case.confirm.body':
    'Jūs lūdzāt, lai {seller} sazinās ar jums par produktu „{product}“. Apstipriniet savu e-pasta adresi, izmantojot tālāk norādīto saiti. Kamēr to neizdarīsiet, {seller} nevar jums neko nosūtīt.',
  'case.confirm.open': 'Apstiprināt manu e-pasta adresi',
  'case.confirm.ignore':
    'Ja tas nebijāt jūs, neņemiet šo e-pastu vērā: adrese tiks dzēsta nedēļas laikā, to neizmantojot.',
  'case.reply.subject': '{seller} jums atbildēja par produktu „{product}“',
  'case.reply.body': '{seller} atbildēja uz jūsu pieprasījumu par produktu „{product}“:',
  'case.reply.open': 'Lasīt un atbildēt pieprasījuma lapā',
  'case.reply.answeredBy': 'Atbildēja {member}',
  'case.stop': 'Atteikties no e-pastiem par šo pieprasījumu',
  'case.footer':
    'Jūsu e-pasta adrese netiek rādīta: {seller} to neredz, ziņas jūs sasniedz ar QR Reviews starpniecību. Pieprasījuma lapā jebkurā laikā varat atzīmēt problēmu kā atrisinātu vai dzēst savus datus.',
  'case.alert.subject': 'Klients atbildēja par produktu „{product}“',
  'case.alert.body': 'Klients, kuram palīdzat saistībā ar produktu „{product}“, rakstīja:',
  'case.alert.open': 'Atvērt pieprasījumu QR Reviews',
  'case.alert.confirmedSubject': 'Tagad varat atbildēt klientam par produktu „{product}“',
  'case.alert.confirmedBody':
    'Klients, kurš lūdza palīdzību saistībā ar produktu „{product}“, apstiprināja savu e-pasta adresi. Tagad varat viņam atbildēt pieprasījumā: jūsu atbilde viņu sasniegs e-pastā, bet viņa adrese jums paliks slēpta.',
  'address.subject': 'Apstipriniet šo adresi QR Reviews brīdinājumu e-pastiem',
  'address.body':
    '{account} lūdza QR Reviews sūtīt sava konta brīdinājumu e-pastus uz šo adresi: atsauksmes, kas zemākas par minimālo vērtējumu, klientu pieprasījumus un, ja ieslēgts, dienas kopsavilkumu. Šeit nekas netiek sūtīts, kamēr jūs neapstiprināsiet.',
  'address.open': 'Apstiprināt šo adresi',
  'address.ignore':
    'Ja jūs to negaidījāt, neņemiet šo e-pastu vērā: saite zaudēs derīgumu nedēļas laikā, un nekas vairāk netiks sūtīts.',
  'confirm.title': 'Saņemt šī QR Reviews konta brīdinājumu e-pastus uz šo adresi?',
  'confirm.confirm': 'Apstiprināt',
  'confirm.done':
    'Apstiprināts: šī QR Reviews konta brīdinājumu e-pasti tagad tiek sūtīti uz šo adresi. Katrā no tiem ir saite, lai no tiem atteiktos.',
  'confirm.invalid':
    'Šī apstiprinājuma saite vairs nav derīga. Konta īpašnieks var nosūtīt jaunu no QR Reviews konta pārskata.',
  'webhook.caseOpened': 'Klients lūdz palīdzību saistībā ar {product}',
  'webhook.test': 'QR Reviews testa notikums: šis tīmekļa āķis darbojas.',
  'webhook.off.subject': 'Jūsu QR Reviews konta tīmekļa āķis tika izslēgts',
  'webhook.off.body':
    'Tīmekļa āķis “{label}” 24 stundas nav pieņēmis nevienu notikumu, tāpēc QR Reviews to izslēdza un tam vairs neko nesūta. Pārbaudiet tā adresi konta pārskatā un pēc tam ieslēdziet to atkal.',
  'webhook.off.open': 'Atvērt tīmekļa āķu iestatījumus',
  'invite.subject': '{inviter} jūs uzaicināja uz {account} QR Reviews',
  'invite.body':
    '{inviter} jūs uzaicināja pievienoties QR Reviews kontam “{account}” ar lomu “{role, select, manager {Pārvaldnieks} support {Atbalsts} other {Skatītājs}}”.',
  'invite.what':
    '{role, select, manager {Jūs varēsiet mainīt produktus, veidnes un importus, drukāt kartītes, kā arī lasīt atsauksmes un atbildēt uz tām un klientu pieprasījumiem.} support {Jūs varēsiet skatīt produktus un analītiku, lasīt atsauksmes un atbildēt uz klientu pieprasījumiem.} other {Jūs varēsiet skatīt produktus, analītiku un atsauksmes, neko nemainot.}}',
  'invite.open': 'Pieņemt uzaicinājumu',
  'invite.signIn':
    'Lai pieņemtu, piesakieties ar Google kā {email}. Saite darbojas vienu reizi, 7 dienas.',
  'invite.ignore':
    'Ja jūs to negaidījāt, neņemiet šo e-pastu vērā: ja nepieņemsiet, nekas nenotiks, un uzaicinājums zaudēs derīgumu.',
  'footer.invite':
    'Jūs saņemat šo e-pastu, jo kāda QR Reviews konta īpašnieks uzaicināja šo adresi.',
};
