import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { adminFirestore } from '../../platform/admin.js';
import { mailKeys } from '../../platform/mail/mail-keys.js';
import { LINK_PAGE_HEADERS, pageLocale, stopPage } from '../../domains/mail/mail-pages.js';
import { answerStopLink } from '../../domains/mail/stop-emails.js';

/**
 * /mail/stop (Hosting rewrite): every email's one-click stop (domains/mail/stop-emails.ts). GET
 * shows one button (so a mail scanner following links stops nothing); POST, from that button or
 * from a mail client's List-Unsubscribe-Post, stops the emails; the page's undo button lifts the
 * stop again.
 */
export const mailStop = onRequest({ maxInstances: 10 }, async (request, response) => {
  const locale = pageLocale(request.get('accept-language'));
  response.set(LINK_PAGE_HEADERS);
  const db = adminFirestore();
  const answer = await answerStopLink(db, await mailKeys(db), {
    method: request.method,
    query: request.query,
    now: new Date(),
  });
  if (request.method === 'POST') {
    logger.info('Email stop link', { status: answer.status, page: answer.page.kind });
  }
  response.status(answer.status).send(stopPage(locale, answer.page));
});
