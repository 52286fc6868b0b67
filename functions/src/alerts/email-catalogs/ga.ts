import type { EmailCatalog } from '../email-messages.js';

/** Irish (docs/i18n-glossary/ga.md). */
export const EMAIL_MESSAGES_GA: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# réalta} two {# réalta} few {# réalta} many {# réalta} other {# réalta}} do {product}',
  'alert.heading': 'Tá d’aird ag teastáil ó chustaiméir',
  'alert.body':
    'Thug custaiméir a cheannaigh {product} ar {store} {stars, plural, one {# réalta} two {# réalta} few {# réalta} many {# réalta} other {# réalta}} dó.',
  'alert.feedback': 'Aiseolas an chustaiméara:',
  'alert.noFeedback': 'Níor fhág an custaiméir aon aiseolas scríofa.',
  'alert.open': 'Oscail an léirmheas seo in QR Reviews',
  'followUp.subject':
    'Tá d’aird ag teastáil ó {count, plural, one {# léirmheas eile} two {# léirmheas eile} few {# léirmheas eile} many {# léirmheas eile} other {# léirmheas eile}}',
  'followUp.body':
    'Ón ríomhphost deireanach, thug {count, plural, one {# custaiméir eile} two {# chustaiméir eile} few {# chustaiméir eile} many {# gcustaiméir eile} other {# custaiméir eile}} rátáil faoi bhun d’íosrátála:',
  'followUp.item':
    '{product}: {stars, plural, one {# réalta} two {# réalta} few {# réalta} many {# réalta} other {# réalta}} ({store})',
  'followUp.more':
    '{count, plural, one {agus # eile} two {agus # eile} few {agus # eile} many {agus # eile} other {agus # eile}}',
  'followUp.open': 'Oscail do léirmheasanna in QR Reviews',
  'digest.subject': 'Do léirmheasanna ar {date}',
  'digest.body':
    '{count, plural, =0 {Níl aon léirmheas nua} one {# léirmheas nua} two {# léirmheas nua} few {# léirmheas nua} many {# léirmheas nua} other {# léirmheas nua}} le 24 uair an chloig anuas, {low, plural, one {# acu} two {# acu} few {# acu} many {# acu} other {# acu}} faoi bhun d’íosrátála.',
  'digest.average': 'Meánrátáil: {average} as 5',
  'digest.unread':
    '{unread, plural, =0 {Níl aon léirmheas ag fanacht ort.} one {Tá d’aird ag teastáil ó # léirmheas.} two {Tá d’aird ag teastáil ó # léirmheas.} few {Tá d’aird ag teastáil ó # léirmheas.} many {Tá d’aird ag teastáil ó # léirmheas.} other {Tá d’aird ag teastáil ó # léirmheas.}}',
  'footer.alerts':
    'Faigheann tú na ríomhphoist seo toisc go bhfuil foláirimh faoi chustaiméirí míshásta casta air do do chuntas QR Reviews.',
  'footer.digest':
    'Faigheann tú an ríomhphost seo toisc go bhfuil an achoimre laethúil casta air do do chuntas QR Reviews.',
  'footer.stop': 'Stop na ríomhphoist seo le cliceáil amháin',
  'footer.settings': 'Socruithe ríomhphoist',
  'stop.title': 'An bhfuil tú ag iarraidh na ríomhphoist seo a stopadh?',
  'stop.confirm': 'Stop',
  'stop.doneAlerts':
    'Tá ríomhphoist foláirimh múchta. Is féidir leat iad a chasadh air arís san fhorbhreathnú ar do chuntas in QR Reviews.',
  'stop.doneDigest':
    'Tá an achoimre laethúil múchta. Is féidir leat í a chasadh air arís san fhorbhreathnú ar do chuntas in QR Reviews.',
  'stop.invalid':
    'Níl an nasc seo bailí a thuilleadh. Athraigh do shocruithe ríomhphoist san fhorbhreathnú ar do chuntas in QR Reviews.',
  'case.confirm.subject': 'Deimhnigh do sheoladh ríomhphoist do {seller}',
  'case.confirm.body':
    'D’iarr tú ar {seller} teagmháil a dhéanamh leat faoi {product}. Deimhnigh do sheoladh ríomhphoist leis an nasc thíos. Go dtí go ndéanfaidh tú sin, ní féidir le {seller} aon rud a sheoladh chugat.',
  'case.confirm.open': 'Deimhnigh mo sheoladh ríomhphoist',
  'case.confirm.ignore':
    'Murarbh tusa a d’iarr é, déan neamhaird den ríomhphost seo: scriosfar an seoladh laistigh de sheachtain gan é a úsáid.',
  'case.reply.subject': 'D’fhreagair {seller} thú faoi {product}',
  'case.reply.body': 'D’fhreagair {seller} d’iarratas faoi {product}:',
  'case.reply.open': 'Léigh agus freagair ar leathanach an iarratais',
  'case.footer':
    'Ní thaispeántar do sheoladh ríomhphoist do {seller}: tagann teachtaireachtaí chugat trí QR Reviews. Ar leathanach an iarratais is féidir leat an fhadhb a mharcáil mar réitithe nó do shonraí a scriosadh am ar bith.',
  'case.alert.subject': 'D’fhreagair custaiméir faoi {product}',
  'case.alert.body': 'Scríobh an custaiméir a bhfuil tú ag cabhrú leis faoi {product}:',
  'case.alert.open': 'Oscail an t-iarratas in QR Reviews',
  'case.alert.confirmedSubject':
    'Is féidir leat freagra a thabhairt ar chustaiméir faoi {product} anois',
  'case.alert.confirmedBody':
    'Dheimhnigh an custaiméir a d’iarr cabhair faoi {product} a sheoladh ríomhphoist. Is féidir leat é a fhreagairt ón iarratas anois: sroichfidh do fhreagra é trí ríomhphost, agus fanfaidh a sheoladh i bhfolach ort.',
};
