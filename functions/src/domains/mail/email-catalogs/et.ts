import type { EmailCatalog } from '../email-messages.js';

/** Estonian (docs/i18n-glossary/et.md). */
export const EMAIL_MESSAGES_ET: EmailCatalog = {
  'alert.subject': '{stars, plural, one {# tärn} other {# tärni}}: {product}',
  'alert.heading': 'Klient vajab sinu tähelepanu',
  'alert.body':
    'Klient, kes ostis toote {product} poest {store}, andis sellele {stars, plural, one {# tärni} other {# tärni}}.',
  'alert.feedback': 'Kliendi tagasiside:',
  'alert.noFeedback': 'Klient ei jätnud kirjalikku tagasisidet.',
  'alert.open': 'Ava see arvustus QR Reviewsis',
  'followUp.subject':
    '{count, plural, one {Veel # arvustus vajab} other {Veel # arvustust vajavad}} sinu tähelepanu',
  'followUp.body':
    'Pärast viimast e-kirja on {count, plural, one {veel # klient} other {veel # klienti}} andnud sinu miinimumist madalama hinnangu:',
  'followUp.item': '{product}: {stars, plural, one {# tärn} other {# tärni}} ({store})',
  'followUp.more': '{count, plural, one {ja veel #} other {ja veel #}}',
  'followUp.open': 'Ava oma arvustused QR Reviewsis',
  'digest.subject': 'Sinu arvustused {date}',
  'digest.body':
    '{count, plural, =0 {Uusi arvustusi pole} one {# uus arvustus} other {# uut arvustust}} viimase 24 tunni jooksul, {low, plural, one {neist # alla sinu miinimumi} other {neist # alla sinu miinimumi}}.',
  'digest.average': 'Keskmine hinnang: {average} / 5',
  'digest.unread':
    '{unread, plural, =0 {Ükski arvustus ei oota sind.} one {# arvustus vajab sinu tähelepanu.} other {# arvustust vajavad sinu tähelepanu.}}',
  'footer.alerts':
    'Saad neid e-kirju, sest sinu QR Reviewsi kontol on sisse lülitatud teavitused rahulolematutest klientidest.',
  'footer.digest':
    'Saad seda e-kirja, sest sinu QR Reviewsi kontol on sisse lülitatud igapäevane kokkuvõte.',
  'footer.stop': 'Lõpeta need e-kirjad ühe klõpsuga',
  'footer.stopAll': 'Lõpeta kõik QR Reviewsi e-kirjad sellele aadressile',
  'footer.settings': 'E-kirjade seaded',
  'footer.address':
    'Saad selle e-kirja, sest see aadress sisestati ühe QR Reviewsi konto teavituste aadressiks.',
  'stop.title': 'Kas lõpetada need e-kirjad?',
  'stop.titleCase': 'Kas lõpetada selle pöördumise e-kirjad?',
  'stop.titleAll': 'Kas lõpetada kõik QR Reviewsi e-kirjad sellele aadressile?',
  'stop.confirm': 'Lõpeta',
  'stop.doneAlerts':
    'See aadress ei saa enam selle QR Reviewsi konto teavitusi e-postiga. Need jäävad välja lülitatuks, kuni lülitad need uuesti sisse – alloleva nupuga või QR Reviewsisse selle aadressiga sisse logituna.',
  'stop.doneDigest':
    'See aadress ei saa enam selle QR Reviewsi konto igapäevast kokkuvõtet. See jääb välja lülitatuks, kuni lülitad selle uuesti sisse – alloleva nupuga või QR Reviewsisse selle aadressiga sisse logituna.',
  'stop.doneCase':
    'Sa ei saa selle pöördumise kohta enam e-kirju. Vestlust saab endiselt lugeda pöördumise lehel, iga selle e-kirja lingi kaudu.',
  'stop.doneAll':
    'QR Reviews ei saada sellele aadressile enam e-kirju. See kehtib, kuni lülitad need alloleva nupuga uuesti sisse.',
  'stop.resume': 'Lülita need e-kirjad uuesti sisse',
  'stop.resumed': 'E-kirjad on jälle sisse lülitatud.',
  'stop.invalid': 'See link ei kehti. Ava see täpselt nii, nagu see e-kirjas on.',
  'case.confirm.subject': 'Kinnita oma e-posti aadress: {seller}',
  'case.confirm.body':
    'Palusid, et {seller} võtaks sinuga ühendust seoses tootega {product}. Kinnita oma e-posti aadress alloleva lingiga. Enne seda ei saa {seller} sulle midagi saata.',
  'case.confirm.open': 'Kinnita e-posti aadress',
  'case.confirm.ignore':
    'Kui see polnud sina, jäta see kiri tähelepanuta: aadress kustutatakse nädala jooksul ilma seda kasutamata.',
  'case.reply.subject': '{seller} vastas sulle: {product}',
  'case.reply.body': '{seller} vastas sinu pöördumisele seoses tootega {product}:',
  'case.reply.open': 'Loe ja vasta pöördumise lehel',
  'case.reply.answeredBy': 'Vastas {member}',
  'case.stop': 'Lõpeta selle pöördumise e-kirjad',
  'case.footer':
    'Sinu e-posti aadressi ei näidata: {seller} ei näe seda, sõnumid jõuavad sinuni QR Reviewsi kaudu. Pöördumise lehel saad igal ajal märkida probleemi lahendatuks või kustutada oma andmed.',
  'case.alert.subject': 'Klient vastas: {product}',
  'case.alert.body': 'Klient, keda aitad seoses tootega {product}, kirjutas:',
  'case.alert.open': 'Ava pöördumine QR Reviewsis',
  'case.alert.confirmedSubject': 'Nüüd saad kliendile vastata: {product}',
  'case.alert.confirmedBody':
    'Klient, kes palus abi seoses tootega {product}, kinnitas oma e-posti aadressi. Nüüd saad talle pöördumises vastata: vastus jõuab temani e-kirjaga ja tema aadress jääb sinu eest varjatuks.',
  'address.subject': 'Kinnita see aadress QR Reviewsi teavituste jaoks',
  'address.body':
    '{account} palus QR Reviewsil saata oma konto teavitused sellele aadressile: minimaalsest hinnangust madalamad arvustused, klientide pöördumised ja sisselülitamisel igapäevane kokkuvõte. Siia ei saadeta midagi, kui sa ei kinnita.',
  'address.open': 'Kinnita see aadress',
  'address.ignore':
    'Kui sa seda ei oodanud, jäta see kiri tähelepanuta: link aegub nädala jooksul ja rohkem midagi ei saadeta.',
  'confirm.title': 'Kas saada selle QR Reviewsi konto teavitusi sellele aadressile?',
  'confirm.confirm': 'Kinnita',
  'confirm.done':
    'Kinnitatud: selle QR Reviewsi konto teavitused tulevad nüüd sellele aadressile. Igaühes neist on link nende lõpetamiseks.',
  'confirm.invalid':
    'See kinnituslink ei kehti enam. Konto omanik saab saata uue QR Reviewsi konto ülevaatest.',
  'webhook.caseOpened': 'Klient palub abi tootega {product}',
  'webhook.test': 'QR Reviewsi testsündmus: see veebikonks töötab.',
  'webhook.off.subject': 'Sinu QR Reviewsi konto veebikonks lülitati välja',
  'webhook.off.body':
    'Veebikonks „{label}“ pole 24 tunni jooksul ühtegi sündmust vastu võtnud, seega lülitas QR Reviews selle välja ega saada sellele enam midagi. Kontrolli selle aadressi konto ülevaates ja lülita see siis uuesti sisse.',
  'webhook.off.open': 'Ava veebikonksude seaded',
  'invite.subject': '{inviter} kutsus sind QR Reviewsi kontole {account}',
  'invite.body':
    '{inviter} kutsus sind QR Reviewsi kontole „{account}“ rolliga „{role, select, manager {Haldur} support {Tugi} other {Vaataja}}“.',
  'invite.what':
    '{role, select, manager {Saad muuta tooteid, malle ja importe, printida kaarte ning lugeda arvustusi ja vastata neile ja klientide pöördumistele.} support {Saad vaadata tooteid ja analüütikat, lugeda arvustusi ja vastata klientide pöördumistele.} other {Saad vaadata tooteid, analüütikat ja arvustusi ilma midagi muutmata.}}',
  'invite.open': 'Võta kutse vastu',
  'invite.signIn':
    'Vastuvõtmiseks logi Google’iga sisse kui {email}. Link töötab ühe korra, 7 päeva jooksul.',
  'invite.ignore':
    'Kui sa seda ei oodanud, jäta see kiri tähelepanuta: kui sa kutset vastu ei võta, ei juhtu midagi ja kutse aegub.',
  'footer.invite': 'Said selle kirja, sest ühe QR Reviewsi konto omanik kutsus selle aadressi.',
};
