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
  'footer.settings': 'E-kirjade seaded',
  'stop.title': 'Kas lõpetada need e-kirjad?',
  'stop.confirm': 'Lõpeta',
  'stop.doneAlerts':
    'Teavitused e-postiga on välja lülitatud. Saad need uuesti sisse lülitada QR Reviewsis oma konto ülevaates.',
  'stop.doneDigest':
    'Igapäevane kokkuvõte on välja lülitatud. Saad selle uuesti sisse lülitada QR Reviewsis oma konto ülevaates.',
  'stop.invalid':
    'See link ei kehti enam. Muuda e-kirjade seadeid QR Reviewsis oma konto ülevaates.',
  'case.confirm.subject': 'Kinnita oma e-posti aadress: {seller}',
  'case.confirm.body':
    'Palusid, et {seller} võtaks sinuga ühendust seoses tootega {product}. Kinnita oma e-posti aadress alloleva lingiga. Enne seda ei saa {seller} sulle midagi saata.',
  'case.confirm.open': 'Kinnita e-posti aadress',
  'case.confirm.ignore':
    'Kui see polnud sina, jäta see kiri tähelepanuta: aadress kustutatakse nädala jooksul ilma seda kasutamata.',
  'case.reply.subject': '{seller} vastas sulle: {product}',
  'case.reply.body': '{seller} vastas sinu pöördumisele seoses tootega {product}:',
  'case.reply.open': 'Loe ja vasta pöördumise lehel',
  'case.footer':
    'Sinu e-posti aadressi ei näidata: {seller} ei näe seda, sõnumid jõuavad sinuni QR Reviewsi kaudu. Pöördumise lehel saad igal ajal märkida probleemi lahendatuks või kustutada oma andmed.',
  'case.alert.subject': 'Klient vastas: {product}',
  'case.alert.body': 'Klient, keda aitad seoses tootega {product}, kirjutas:',
  'case.alert.open': 'Ava pöördumine QR Reviewsis',
  'case.alert.confirmedSubject': 'Nüüd saad kliendile vastata: {product}',
  'case.alert.confirmedBody':
    'Klient, kes palus abi seoses tootega {product}, kinnitas oma e-posti aadressi. Nüüd saad talle pöördumises vastata: vastus jõuab temani e-kirjaga ja tema aadress jääb sinu eest varjatuks.',
};
