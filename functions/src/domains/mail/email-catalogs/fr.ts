import type { EmailCatalog } from '../email-messages.js';

/** French (docs/i18n-glossary/fr.md). */
export const EMAIL_MESSAGES_FR: EmailCatalog = {
  'alert.subject':
    '{stars, plural, one {# étoile} many {# étoiles} other {# étoiles}} pour {product}',
  'alert.heading': 'Un client a besoin de votre attention',
  'alert.body':
    'Un client qui a acheté {product} sur {store} lui a donné {stars, plural, one {# étoile} many {# étoiles} other {# étoiles}}.',
  'alert.feedback': 'Son commentaire\u00a0:',
  'alert.noFeedback': 'Il n’a laissé aucun commentaire écrit.',
  'alert.open': 'Ouvrir cet avis dans QR Reviews',
  'followUp.subject':
    '{count, plural, one {# autre avis demande} many {# autres avis demandent} other {# autres avis demandent}} votre attention',
  'followUp.body':
    'Depuis le dernier e-mail, {count, plural, one {# autre client a donné} many {# autres clients ont donné} other {# autres clients ont donné}} une note inférieure à votre note minimale\u00a0:',
  'followUp.item':
    '{product}\u00a0: {stars, plural, one {# étoile} many {# étoiles} other {# étoiles}} ({store})',
  'followUp.more': '{count, plural, one {et # autre} many {et # autres} other {et # autres}}',
  'followUp.open': 'Ouvrir vos avis dans QR Reviews',
  'digest.subject': 'Vos avis du {date}',
  'digest.body':
    '{count, plural, =0 {Aucun nouvel avis} one {# nouvel avis} many {# nouveaux avis} other {# nouveaux avis}} au cours des dernières 24 heures, dont {low, plural, one {#} many {#} other {#}} sous votre note minimale.',
  'digest.average': 'Note moyenne\u00a0: {average} sur 5',
  'digest.unread':
    '{unread, plural, =0 {Aucun avis ne vous attend.} one {# avis demande votre attention.} many {# avis demandent votre attention.} other {# avis demandent votre attention.}}',
  'footer.alerts':
    'Vous recevez ces e-mails, car les alertes sur les clients mécontents sont activées pour votre compte QR Reviews.',
  'footer.digest':
    'Vous recevez cet e-mail, car le récapitulatif quotidien est activé pour votre compte QR Reviews.',
  'footer.stop': 'Arrêter ces e-mails en un clic',
  'footer.stopAll': 'Arrêter tous les e-mails de QR Reviews à cette adresse',
  'footer.settings': 'Paramètres des e-mails',
  'footer.address':
    'Vous recevez cet e-mail, car cette adresse a été indiquée comme adresse des alertes d’un compte QR Reviews.',
  'stop.title': 'Arrêter ces e-mails\u202f?',
  'stop.titleCase': 'Arrêter les e-mails concernant cette demande\u202f?',
  'stop.titleAll': 'Arrêter tous les e-mails de QR Reviews à cette adresse\u202f?',
  'stop.confirm': 'Arrêter',
  'stop.doneAlerts':
    'Cette adresse ne reçoit plus les e-mails d’alerte de ce compte QR Reviews. Ils restent désactivés jusqu’à ce que vous les réactiviez, avec le bouton ci-dessous ou en étant connecté à QR Reviews avec cette adresse.',
  'stop.doneDigest':
    'Cette adresse ne reçoit plus le récapitulatif quotidien de ce compte QR Reviews. Il reste désactivé jusqu’à ce que vous le réactiviez, avec le bouton ci-dessous ou en étant connecté à QR Reviews avec cette adresse.',
  'stop.doneCase':
    'Vous ne recevrez plus d’e-mails concernant cette demande. La conversation reste lisible sur la page de votre demande, grâce au lien figurant dans chacun de ses e-mails.',
  'stop.doneAll':
    'QR Reviews n’envoie plus d’e-mails à cette adresse. Cela reste ainsi jusqu’à ce que vous les réactiviez avec le bouton ci-dessous.',
  'stop.resume': 'Réactiver ces e-mails',
  'stop.resumed': 'Les e-mails sont de nouveau activés.',
  'stop.invalid':
    'Ce lien n’est pas valide. Veuillez l’ouvrir exactement tel qu’il figure dans l’e-mail.',
  'case.confirm.subject': 'Confirmez votre adresse e-mail pour {seller}',
  'case.confirm.body':
    'Vous avez demandé à {seller} de vous contacter au sujet de {product}. Confirmez votre adresse e-mail avec le lien ci-dessous. Tant que vous ne l’avez pas fait, {seller} ne peut rien vous envoyer.',
  'case.confirm.open': 'Confirmer mon adresse e-mail',
  'case.confirm.ignore':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: l’adresse sera supprimée sous une semaine sans avoir été utilisée.',
  'case.reply.subject': '{seller} vous a répondu au sujet de {product}',
  'case.reply.body': '{seller} a répondu à votre demande concernant {product}\u00a0:',
  'case.reply.open': 'Lire et répondre sur la page de votre demande',
  'case.reply.answeredBy': 'Réponse de {member}',
  'case.stop': 'Arrêter les e-mails concernant cette demande',
  'case.footer':
    'Votre adresse e-mail n’est pas communiquée à {seller}\u00a0: les messages vous parviennent par l’intermédiaire de QR Reviews. Sur la page de votre demande, vous pouvez à tout moment indiquer que le problème est résolu ou supprimer vos données.',
  'case.alert.subject': 'Un client a répondu au sujet de {product}',
  'case.alert.body': 'Le client que vous aidez au sujet de {product} a écrit\u00a0:',
  'case.alert.open': 'Ouvrir la demande dans QR Reviews',
  'case.alert.confirmedSubject':
    'Vous pouvez maintenant répondre à un client au sujet de {product}',
  'case.alert.confirmedBody':
    'Le client qui a demandé de l’aide au sujet de {product} a confirmé son adresse e-mail. Vous pouvez maintenant lui répondre depuis la demande\u00a0: votre réponse lui parvient par e-mail, et son adresse reste masquée pour vous.',
  'address.subject': 'Confirmez cette adresse pour les e-mails d’alerte de QR Reviews',
  'address.body':
    '{account} a demandé à QR Reviews d’envoyer à cette adresse les e-mails d’alerte de son compte\u00a0: les avis sous sa note minimale, les demandes des clients et, si l’option est activée, un récapitulatif quotidien. Rien n’est envoyé ici sans votre confirmation.',
  'address.open': 'Confirmer cette adresse',
  'address.ignore':
    'Si vous ne vous y attendiez pas, ignorez cet e-mail\u00a0: le lien expire sous une semaine et rien d’autre n’est envoyé.',
  'confirm.title': 'Recevoir à cette adresse les e-mails d’alerte de ce compte QR Reviews\u202f?',
  'confirm.confirm': 'Confirmer',
  'confirm.done':
    'Confirmé\u00a0: les e-mails d’alerte de ce compte QR Reviews arrivent désormais à cette adresse. Chacun contient un lien pour les arrêter.',
  'confirm.invalid':
    'Ce lien de confirmation n’est plus valide. Le titulaire du compte peut en envoyer un nouveau depuis la vue d’ensemble du compte dans QR Reviews.',
  'webhook.caseOpened': 'Un client demande de l’aide au sujet de {product}',
  'webhook.test': 'Événement de test de QR Reviews\u00a0: ce webhook fonctionne.',
  'webhook.off.subject': 'Un webhook de votre compte QR Reviews a été désactivé',
  'webhook.off.body':
    'Le webhook «\u00a0{label}\u00a0» n’a accepté aucun événement depuis 24\u00a0heures\u00a0: QR Reviews l’a désactivé et ne lui envoie plus rien. Vérifiez son adresse dans la vue d’ensemble du compte, puis réactivez-le.',
  'webhook.off.open': 'Ouvrir les réglages des webhooks',
  'invite.subject': '{inviter} vous invite à rejoindre {account} sur QR Reviews',
  'invite.body':
    '{inviter} vous invite à rejoindre le compte QR Reviews «\u00a0{account}\u00a0» avec le rôle «\u00a0{role, select, manager {Gestionnaire} support {Support} other {Lecteur}}\u00a0».',
  'invite.what':
    '{role, select, manager {Vous pourrez modifier les produits, les modèles et les importations, imprimer les cartes, lire les avis et répondre aux avis et aux demandes des clients.} support {Vous pourrez consulter les produits et les statistiques, lire les avis et répondre aux demandes des clients.} other {Vous pourrez consulter les produits, les statistiques et les avis, sans rien modifier.}}',
  'invite.open': 'Accepter l’invitation',
  'invite.signIn':
    'Pour accepter, connectez-vous avec Google en tant que {email}. Le lien ne fonctionne qu’une fois, pendant 7\u00a0jours.',
  'invite.ignore':
    'Si vous ne vous y attendiez pas, ignorez cet e-mail\u00a0: rien ne se passe sans votre acceptation, et l’invitation expire.',
  'footer.invite':
    'Vous recevez cet e-mail parce que le propriétaire d’un compte QR Reviews a invité cette adresse.',
};
