import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { adminFirestore } from '../admin.js';
import { pageLocale, StopRequest, stopEmails, stopPage } from '../alerts/stop-emails.js';

/**
 * /mail/stop (Hosting rewrite): every email's one-click stop. GET shows one button (so a mail
 * scanner following links stops nothing); POST, from that button or from a mail client's
 * List-Unsubscribe-Post, stops the emails.
 */
export const mailStop = onRequest({ maxInstances: 10 }, async (request, response) => {
  const locale = pageLocale(request.get('accept-language'));
  response.set('Cache-Control', 'no-store');
  response.set('Content-Type', 'text/html; charset=utf-8');
  response.set('X-Robots-Tag', 'noindex');
  const parsed = v.safeParse(StopRequest, request.query);
  if (!parsed.success) {
    response.status(400).send(stopPage(locale, { kind: 'invalid' }));
    return;
  }
  if (request.method === 'GET') {
    const query = new URLSearchParams(parsed.output).toString();
    response.status(200).send(stopPage(locale, { kind: 'confirm', action: `?${query}` }));
    return;
  }
  if (request.method !== 'POST') {
    response.status(405).send(stopPage(locale, { kind: 'invalid' }));
    return;
  }
  const stopped = await stopEmails(adminFirestore(), parsed.output);
  logger.info('Email stop link', { uid: parsed.output.u, kind: parsed.output.k, stopped });
  response
    .status(stopped ? 200 : 404)
    .send(
      stopPage(locale, stopped ? { kind: 'done', stopped: parsed.output.k } : { kind: 'invalid' }),
    );
});
