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
};
