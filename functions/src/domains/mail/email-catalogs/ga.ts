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
  'footer.stopAll': 'Stop gach ríomhphost ó QR Reviews chuig an seoladh seo',
  'footer.settings': 'Socruithe ríomhphoist',
  'footer.address':
    'Faigheann tú an ríomhphost seo toisc gur iontráladh an seoladh seo mar sheoladh foláirimh cuntais QR Reviews.',
  'stop.title': 'An bhfuil tú ag iarraidh na ríomhphoist seo a stopadh?',
  'stop.titleCase': 'An bhfuil tú ag iarraidh na ríomhphoist faoin iarratas seo a stopadh?',
  'stop.titleAll':
    'An bhfuil tú ag iarraidh gach ríomhphost ó QR Reviews chuig an seoladh seo a stopadh?',
  'stop.confirm': 'Stop',
  'stop.doneAlerts':
    'Ní fhaigheann an seoladh seo ríomhphoist foláirimh an chuntais QR Reviews seo a thuilleadh. Fanfaidh siad múchta go dtí go gcasfaidh tú air arís iad, leis an gcnaipe thíos nó agus tú sínithe isteach in QR Reviews leis an seoladh seo.',
  'stop.doneDigest':
    'Ní fhaigheann an seoladh seo achoimre laethúil an chuntais QR Reviews seo a thuilleadh. Fanfaidh sí múchta go dtí go gcasfaidh tú air arís í, leis an gcnaipe thíos nó agus tú sínithe isteach in QR Reviews leis an seoladh seo.',
  'stop.doneCase':
    'Ní bhfaighidh tú a thuilleadh ríomhphost faoin iarratas seo. Is féidir an comhrá a léamh fós ar leathanach an iarratais, tríd an nasc in aon cheann dá ríomhphoist.',
  'stop.doneAll':
    'Ní sheolann QR Reviews ríomhphoist chuig an seoladh seo a thuilleadh. Beidh sé amhlaidh go dtí go gcasfaidh tú air arís iad leis an gcnaipe thíos.',
  'stop.resume': 'Cas na ríomhphoist seo air arís',
  'stop.resumed': 'Tá na ríomhphoist casta air arís.',
  'stop.invalid': 'Níl an nasc seo bailí. Oscail é díreach mar atá sé sa ríomhphost.',
  'case.confirm.subject': 'Deimhnigh do sheoladh ríomhphoist do {seller}',
  'case.confirm.body':
    'D’iarr tú ar {seller} teagmháil a dhéanamh leat faoi {product}. Deimhnigh do sheoladh ríomhphoist leis an nasc thíos. Go dtí go ndéanfaidh tú sin, ní féidir le {seller} aon rud a sheoladh chugat.',
  'case.confirm.open': 'Deimhnigh mo sheoladh ríomhphoist',
  'case.confirm.ignore':
    'Murarbh tusa a d’iarr é, déan neamhaird den ríomhphost seo: scriosfar an seoladh laistigh de sheachtain gan é a úsáid.',
  'case.reply.subject': 'D’fhreagair {seller} thú faoi {product}',
  'case.reply.body': 'D’fhreagair {seller} d’iarratas faoi {product}:',
  'case.reply.open': 'Léigh agus freagair ar leathanach an iarratais',
  'case.reply.answeredBy': 'Freagra ó {member}',
  'case.stop': 'Stop na ríomhphoist faoin iarratas seo',
  'case.footer':
    'Ní thaispeántar do sheoladh ríomhphoist do {seller}: tagann teachtaireachtaí chugat trí QR Reviews. Ar leathanach an iarratais is féidir leat an fhadhb a mharcáil mar réitithe nó do shonraí a scriosadh am ar bith.',
  'case.alert.subject': 'D’fhreagair custaiméir faoi {product}',
  'case.alert.body': 'Scríobh an custaiméir a bhfuil tú ag cabhrú leis faoi {product}:',
  'case.alert.open': 'Oscail an t-iarratas in QR Reviews',
  'case.alert.confirmedSubject':
    'Is féidir leat freagra a thabhairt ar chustaiméir faoi {product} anois',
  'case.alert.confirmedBody':
    'Dheimhnigh an custaiméir a d’iarr cabhair faoi {product} a sheoladh ríomhphoist. Is féidir leat é a fhreagairt ón iarratas anois: sroichfidh do fhreagra é trí ríomhphost, agus fanfaidh a sheoladh i bhfolach ort.',
  'address.subject': 'Deimhnigh an seoladh seo do ríomhphoist foláirimh ó QR Reviews',
  'address.body':
    'D’iarr {account} ar QR Reviews ríomhphoist foláirimh a chuntais a sheoladh chuig an seoladh seo: léirmheasanna faoi bhun a íosrátála, iarratais ó chustaiméirí agus, má chastar air í, achoimre laethúil. Ní sheoltar aon rud anseo mura ndeimhníonn tú.',
  'address.open': 'Deimhnigh an seoladh seo',
  'address.ignore':
    'Mura raibh tú ag súil leis seo, déan neamhaird den ríomhphost seo: rachaidh an nasc in éag laistigh de sheachtain agus ní sheolfar aon rud eile.',
  'confirm.title':
    'An bhfuil tú ag iarraidh ríomhphoist foláirimh an chuntais QR Reviews seo a fháil ag an seoladh seo?',
  'confirm.confirm': 'Deimhnigh',
  'confirm.done':
    'Deimhnithe: tagann ríomhphoist foláirimh an chuntais QR Reviews seo chuig an seoladh seo anois. Tá nasc i ngach ceann acu chun iad a stopadh.',
  'confirm.invalid':
    'Níl an nasc deimhnithe seo bailí a thuilleadh. Is féidir le húinéir an chuntais ceann nua a sheoladh ón bhforbhreathnú ar an gcuntas in QR Reviews.',
  'webhook.caseOpened': 'Tá custaiméir ag iarraidh cabhair le {product}',
  'webhook.test': 'Imeacht tástála ó QR Reviews: tá an webhook seo ag obair.',
  'webhook.off.subject': 'Múchadh webhook de do chuntas QR Reviews',
  'webhook.off.body':
    'Níor ghlac an webhook “{label}” le himeacht ar bith le 24 uair an chloig, mar sin mhúch QR Reviews é agus ní sheolann sé aon rud eile chuige. Seiceáil a sheoladh i bhforléargas an chuntais, agus ansin cas air arís é.',
  'webhook.off.open': 'Oscail socruithe na webhooks',
  'invite.subject': 'Thug {inviter} cuireadh duit chuig {account} ar QR Reviews',
  'invite.body':
    'Thug {inviter} cuireadh duit dul isteach sa chuntas QR Reviews “{account}” leis an ról “{role, select, manager {Bainisteoir} support {Tacaíocht} other {Breathnóir}}”.',
  'invite.what':
    '{role, select, manager {Beidh tú in ann táirgí, teimpléid agus iompórtálacha a athrú, cártaí a phriontáil, agus léirmheasanna agus iarratais custaiméirí a léamh agus a fhreagairt.} support {Beidh tú in ann táirgí agus anailísíocht a fheiceáil, léirmheasanna a léamh agus iarratais custaiméirí a fhreagairt.} other {Beidh tú in ann táirgí, anailísíocht agus léirmheasanna a fheiceáil, gan aon rud a athrú.}}',
  'invite.open': 'Glac leis an gcuireadh',
  'invite.signIn':
    'Chun glacadh leis, sínigh isteach le Google mar {email}. Oibríonn an nasc uair amháin, laistigh de 7 lá.',
  'invite.ignore':
    'Mura raibh tú ag súil leis seo, déan neamhaird den ríomhphost seo: ní tharlóidh aon rud mura nglacann tú leis, agus rachaidh an cuireadh in éag.',
  'footer.invite':
    'Tá an ríomhphost seo á fháil agat mar gur thug úinéir cuntais QR Reviews cuireadh don seoladh seo.',
};
