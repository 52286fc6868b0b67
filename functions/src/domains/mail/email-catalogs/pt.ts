import type { EmailCatalog } from '../email-messages.js';

/** Portuguese (docs/i18n-glossary/pt.md). */
export const EMAIL_MESSAGES_PT: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# estrela} many {# estrelas} other {# estrelas}} para {product}',
  'alert.heading': 'Um cliente precisa da sua atenção',
  'alert.body':
    'Um cliente que comprou {product} em {store} deu-lhe uma classificação de {stars, plural, one {# estrela} many {# estrelas} other {# estrelas}}.',
  'alert.feedback': 'O comentário do cliente:',
  'alert.noFeedback': 'O cliente não deixou nenhum comentário escrito.',
  'alert.open': 'Abrir esta avaliação no QR Reviews',
  'followUp.subject':
    '{count, plural, one {Mais # avaliação precisa} many {Mais # avaliações precisam} other {Mais # avaliações precisam}} da sua atenção',
  'followUp.body':
    'Desde o último email, {count, plural, one {mais # cliente deu} many {mais # clientes deram} other {mais # clientes deram}} uma classificação abaixo do seu mínimo:',
  'followUp.item':
    '{product}: {stars, plural, one {# estrela} many {# estrelas} other {# estrelas}} ({store})',
  'followUp.more': '{count, plural, one {e mais #} many {e mais #} other {e mais #}}',
  'followUp.open': 'Abrir as suas avaliações no QR Reviews',
  'digest.subject': 'As suas avaliações de {date}',
  'digest.body':
    '{count, plural, =0 {Nenhuma avaliação nova} one {# avaliação nova} many {# avaliações novas} other {# avaliações novas}} nas últimas 24 horas, {low, plural, one {# delas} many {# delas} other {# delas}} abaixo da sua classificação mínima.',
  'digest.average': 'Classificação média: {average} em 5',
  'digest.unread':
    '{unread, plural, =0 {Nenhuma avaliação está à sua espera.} one {# avaliação precisa da sua atenção.} many {# avaliações precisam da sua atenção.} other {# avaliações precisam da sua atenção.}}',
  'footer.alerts':
    'Recebe estes emails porque os alertas sobre clientes insatisfeitos estão ativados na sua conta QR Reviews.',
  'footer.digest': 'Recebe este email porque o resumo diário está ativado na sua conta QR Reviews.',
  'footer.stop': 'Deixar de receber estes emails com um clique',
  'footer.stopAll': 'Deixar de receber todos os emails do QR Reviews neste endereço',
  'footer.settings': 'Definições de email',
  'footer.address':
    'Recebe este email porque este endereço foi indicado como endereço de alertas de uma conta QR Reviews.',
  'stop.title': 'Deixar de receber estes emails?',
  'stop.titleCase': 'Deixar de receber os emails sobre este pedido?',
  'stop.titleAll': 'Deixar de receber todos os emails do QR Reviews neste endereço?',
  'stop.confirm': 'Deixar de receber',
  'stop.doneAlerts':
    'Este endereço deixou de receber os emails de alerta desta conta QR Reviews. Continuam desativados até os voltar a ativar, com o botão abaixo ou com sessão iniciada no QR Reviews com este endereço.',
  'stop.doneDigest':
    'Este endereço deixou de receber o resumo diário desta conta QR Reviews. Continua desativado até o voltar a ativar, com o botão abaixo ou com sessão iniciada no QR Reviews com este endereço.',
  'stop.doneCase':
    'Não vai receber mais emails sobre este pedido. A conversa continua disponível na página do pedido, através do link em qualquer um dos seus emails.',
  'stop.doneAll':
    'O QR Reviews deixou de enviar emails para este endereço. Assim continuará até os voltar a ativar com o botão abaixo.',
  'stop.resume': 'Voltar a ativar estes emails',
  'stop.resumed': 'Os emails voltaram a estar ativados.',
  'stop.invalid': 'Este link não é válido. Abra-o exatamente como aparece no email.',
  'case.confirm.subject': 'Confirme o seu endereço de email para {seller}',
  'case.confirm.body':
    'Pediu que {seller} entrasse em contacto consigo sobre {product}. Confirme o seu endereço de email com o link abaixo. Até o fazer, {seller} não lhe pode enviar nada.',
  'case.confirm.open': 'Confirmar o meu endereço de email',
  'case.confirm.ignore':
    'Se não fez este pedido, ignore este email: o endereço será eliminado no prazo de uma semana sem ter sido usado.',
  'case.reply.subject': '{seller} respondeu-lhe sobre {product}',
  'case.reply.body': '{seller} respondeu ao seu pedido sobre {product}:',
  'case.reply.open': 'Ler e responder na página do pedido',
  'case.reply.answeredBy': 'Respondido por {member}',
  'case.stop': 'Deixar de receber emails sobre este pedido',
  'case.footer':
    'O seu endereço de email não é mostrado a {seller}: as mensagens chegam-lhe através do QR Reviews. Na página do pedido pode, a qualquer momento, marcar o problema como resolvido ou eliminar os seus dados.',
  'case.alert.subject': 'Um cliente respondeu sobre {product}',
  'case.alert.body': 'O cliente que está a ajudar com {product} escreveu:',
  'case.alert.open': 'Abrir o pedido no QR Reviews',
  'case.alert.confirmedSubject': 'Já pode responder a um cliente sobre {product}',
  'case.alert.confirmedBody':
    'O cliente que pediu ajuda com {product} confirmou o seu endereço de e-mail. Já pode responder-lhe a partir do pedido: a sua resposta chega-lhe por e-mail e o endereço dele continua oculto para si.',
  'address.subject': 'Confirme este endereço para os emails de alerta do QR Reviews',
  'address.body':
    '{account} pediu ao QR Reviews que envie os emails de alerta da sua conta para este endereço: avaliações abaixo da classificação mínima, pedidos de clientes e, se for ativado, um resumo diário. Nada é enviado para aqui sem a sua confirmação.',
  'address.open': 'Confirmar este endereço',
  'address.ignore':
    'Se não estava à espera disto, ignore este email: o link expira no prazo de uma semana e nada mais é enviado.',
  'confirm.title': 'Receber neste endereço os emails de alerta desta conta QR Reviews?',
  'confirm.confirm': 'Confirmar',
  'confirm.done':
    'Confirmado: os emails de alerta desta conta QR Reviews chegam agora a este endereço. Cada um deles tem um link para deixar de os receber.',
  'confirm.invalid':
    'Este link de confirmação já não é válido. O titular da conta pode enviar um novo a partir da visão geral da conta no QR Reviews.',
  'webhook.caseOpened': 'Um cliente pede ajuda com {product}',
  'webhook.test': 'Evento de teste do QR Reviews: este webhook funciona.',
  'webhook.off.subject': 'Um webhook da sua conta QR Reviews foi desativado',
  'webhook.off.body':
    'O webhook «{label}» não aceitou nenhum evento em 24 horas, por isso o QR Reviews desativou-o e deixou de lhe enviar o que quer que seja. Verifique o endereço na visão geral da conta e volte a ativá-lo.',
  'webhook.off.open': 'Abrir as definições de webhooks',
  'invite.subject': '{inviter} convidou-o para {account} no QR Reviews',
  'invite.body':
    '{inviter} convidou-o para a conta QR Reviews «{account}» com a função «{role, select, manager {Gestor} support {Suporte} other {Leitor}}».',
  'invite.what':
    '{role, select, manager {Poderá alterar produtos, modelos e importações, imprimir cartões e ler e responder a avaliações e pedidos de clientes.} support {Poderá ver produtos e estatísticas, ler avaliações e responder a pedidos de clientes.} other {Poderá ver produtos, estatísticas e avaliações, sem alterar nada.}}',
  'invite.open': 'Aceitar o convite',
  'invite.signIn':
    'Para aceitar, inicie sessão com o Google como {email}. O link funciona uma vez, durante 7 dias.',
  'invite.ignore':
    'Se não estava à espera disto, ignore este email: nada acontece se não aceitar, e o convite expira.',
  'footer.invite':
    'Recebe este email porque o proprietário de uma conta QR Reviews convidou este endereço.',
};
