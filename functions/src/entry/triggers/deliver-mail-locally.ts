import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../../platform/admin.js';
import { deliverMail } from '../../platform/mail/deliver-mail.js';
import { catcherTransport } from '../../platform/mail/smtp-transport.js';
import { COLLECTIONS } from '../../shared/index.js';

const send = catcherTransport();

/**
 * Emulators only (index.ts exports it only there): delivers mail/{id} to the local mail catcher
 * as the "Trigger Email from Firestore" extension delivers it in production.
 */
export const deliverMailLocally = onDocumentCreated(
  { document: `${COLLECTIONS.mail}/{mailId}` },
  async (event) => {
    if (!event.data) return;
    if (!send) {
      logger.warn('No mail catcher (QR_MAIL_SMTP unset): mail left queued', {
        mailId: event.params.mailId,
      });
      return;
    }
    const outcome = await deliverMail(adminFirestore(), event.data.ref, send);
    logger.info('Mail delivered to the local catcher', { mailId: event.params.mailId, outcome });
  },
);
