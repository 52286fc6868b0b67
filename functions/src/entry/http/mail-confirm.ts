import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { adminFirestore } from '../../platform/admin.js';
import { answerConfirmLink } from '../../domains/alerts/alert-address.js';
import { mailKeys } from '../../platform/mail/mail-keys.js';
import { confirmPage, LINK_PAGE_HEADERS, pageLocale } from '../../domains/mail/mail-pages.js';

/**
 * /mail/confirm (Hosting rewrite): the link that confirms another alert address
 * (domains/alerts/alert-address.ts). GET shows one button, so a mail scanner confirms nothing; POST
 * confirms.
 */
export const mailConfirm = onRequest({ maxInstances: 10 }, async (request, response) => {
  const locale = pageLocale(request.get('accept-language'));
  response.set(LINK_PAGE_HEADERS);
  const db = adminFirestore();
  const answer = await answerConfirmLink(db, await mailKeys(db), {
    method: request.method,
    query: request.query,
    now: new Date(),
  });
  if (request.method === 'POST') logger.info('Alert address link', { status: answer.status });
  response.status(answer.status).send(confirmPage(locale, answer.page));
});
