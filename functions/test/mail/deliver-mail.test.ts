import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mailKeys } from '../../src/platform/mail/mail-keys.js';
import { queueMail, readMailGate } from '../../src/platform/mail/queue-mail.js';
import { paths } from '../../src/shared/index.js';
import { MailDoc } from '../../src/shared/schemas/mail.js';
import { adminDb } from '../integration/review-api-env.js';
import { headerOf, inboxOf } from '../support/mail-catcher.js';

/**
 * The mail path end to end on the emulators: a function queues a mail document in the "Trigger
 * Email from Firestore" extension's format, the emulator-only delivery worker (deliverMailLocally)
 * sends it over SMTP to the mail catcher and writes `delivery` back as the extension does.
 */
const db = adminDb();

describe('mail/{id} → the local mail catcher', { timeout: 90_000 }, () => {
  it('delivers a queued email and writes delivery in the extension’s format', async () => {
    const address = `mail-${randomBytes(5).toString('hex')}@example.com`;
    const mailId = `test-${randomBytes(8).toString('hex')}`;
    const keys = await mailKeys(db);
    const gate = await db.runTransaction(async (tx) => {
      const read = await readMailGate(tx, db, {
        keys,
        to: address,
        scope: { kind: 'alerts', uid: 'seller-1' },
        now: new Date(),
        origin: 'https://example.com',
      });
      queueMail(db, tx, read, mailId, {
        subject: 'Line one\r\nBcc: victim@example.com',
        text: 'Plain text part',
        html: '<p>HTML part</p>',
      });
      return read;
    });

    await expect.poll(() => inboxOf(address), { timeout: 60_000, interval: 500 }).toHaveLength(1);
    const [mail] = await inboxOf(address);
    // The subject stayed one line: no header could be smuggled in through it.
    expect(mail!.subject).toBe('Line one Bcc: victim@example.com');
    expect(mail!.text.trim()).toBe('Plain text part');
    expect(mail!.html).toContain('<p>HTML part</p>');
    // The one-click stop (RFC 8058), which the gate adds to every email.
    expect(await headerOf(mail!, 'List-Unsubscribe')).toBe(`<${gate.links.stop}>`);
    expect(await headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(await headerOf(mail!, 'Bcc')).toBeUndefined();

    await expect
      .poll(
        async (): Promise<unknown> =>
          (await db.doc(paths.mail(mailId)).get()).get('delivery.state'),
        {
          timeout: 30_000,
        },
      )
      .toBe('SUCCESS');
    const stored = (await db.doc(paths.mail(mailId)).get()).data();
    // Exactly the extension's document: nothing but its fields, each of its type.
    const parsed = v.parse(MailDoc, stored);
    expect(Object.keys(stored!).sort()).toEqual(['delivery', 'headers', 'message', 'to']);
    expect(parsed.delivery).toMatchObject({
      state: 'SUCCESS',
      attempts: 1,
      error: null,
      leaseExpireTime: null,
      info: { accepted: [address], rejected: [], pending: [] },
    });
    expect(parsed.delivery!.info!.messageId).toMatch(/^<.+>$/);
    expect(parsed.delivery!.endTime!.toMillis()).toBeGreaterThanOrEqual(
      parsed.delivery!.startTime!.toMillis(),
    );
  });

  it('never sends a document outside the format, and says why in delivery.error', async () => {
    const mailId = `test-${randomBytes(8).toString('hex')}`;
    const address = `bad-${randomBytes(5).toString('hex')}@example.com`;
    await db.doc(paths.mail(mailId)).create({ to: [address], message: { subject: 'No body' } });
    await expect
      .poll(
        async (): Promise<unknown> =>
          (await db.doc(paths.mail(mailId)).get()).get('delivery.state'),
        {
          timeout: 30_000,
        },
      )
      .toBe('ERROR');
    expect((await db.doc(paths.mail(mailId)).get()).get('delivery.error')).toMatch(/Invalid/);
    expect(await inboxOf(address)).toHaveLength(0);
  });
});
