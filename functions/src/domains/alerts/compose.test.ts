import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { MARKUP_CORPUS } from '../../../test/corpus/markup.js';
import { mailDocument } from '../../platform/mail/queue-mail.js';
import {
  alertAddressEmail,
  alertEmail,
  caseAlertEmail,
  digestEmail,
  followUpEmail,
  type EmailLinks,
} from './compose.js';

const links: EmailLinks = {
  open: 'https://demo-qr-reviews.web.app/dashboard/p1?tab=reviews&review=r1',
  stop: 'https://demo-qr-reviews.web.app/mail/stop?s=alerts&i=s&r=ab&t=abc',
  stopAll: 'https://demo-qr-reviews.web.app/mail/stop?s=all&r=ab&t=def',
  settings: 'https://demo-qr-reviews.web.app/overview',
};
const document = (mail: { subject: string; text: string; html: string }) =>
  mailDocument({ ...mail, to: 'a@example.com' });

/** Every text node of an HTML document, in order. */
function textOf(html: string): string {
  const out: string[] = [];
  const walk = (node: { nodeName: string; value?: string; childNodes?: unknown[] }) => {
    if (node.nodeName === '#text') out.push(node.value ?? '');
    for (const child of node.childNodes ?? []) walk(child as typeof node);
  };
  walk(parseFragment(html));
  return out.join('');
}

/** Element names in an HTML document: what markup it really holds. */
function elementsOf(html: string): string[] {
  const names: string[] = [];
  const walk = (node: { nodeName: string; childNodes?: unknown[] }) => {
    if (!node.nodeName.startsWith('#')) names.push(node.nodeName);
    for (const child of node.childNodes ?? []) walk(child as typeof node);
  };
  walk(parseFragment(html));
  return names;
}

describe('alert emails', () => {
  const frame = elementsOf(
    alertEmail(
      'en',
      {
        productTitle: 'Mug',
        rating: 2,
        store: 'emag',
        feedback: 'Plain feedback text here',
      },
      links,
    ).html,
  );

  it.each(MARKUP_CORPUS.map(([text]) => [text]))(
    'never turns customer text or a title into markup: %s',
    (text) => {
      const mail = alertEmail(
        'en',
        {
          productTitle: text,
          rating: 2,
          store: 'emag',
          feedback: text,
        },
        links,
      );
      // The same elements as with plain text: the HTML part's frame, nothing the text added.
      expect(elementsOf(mail.html)).toEqual(frame);
      // And the text reads back as written (line breaks aside).
      expect(textOf(mail.html)).toContain(text.replace(/\r\n|\r|\n/g, ''));
      expect(mail.text).toContain(text);
      // The subject is one line in the stored document whatever the title holds.
      expect(document(mail).message.subject).not.toMatch(/[\r\n]/);
    },
  );

  it('keeps the subject on one line whatever the title holds', () => {
    const mail = alertEmail(
      'en',
      {
        productTitle: 'Mug\r\nBcc: x@example.com\u2028X',
        rating: 1,
        store: 'amazon',
        feedback: '',
      },
      links,
    );
    expect(document(mail).message.subject).toBe('1 star for Mug Bcc: x@example.com X');
    expect(mail.text).toContain('They left no written feedback.');
  });

  it('lists a follow-up and counts what it does not list', () => {
    const pending = Array.from({ length: 10 }, (_, i) => ({
      productId: `p${i}`,
      reviewId: `r${i}`,
      productTitle: `Product ${i}`,
      rating: 2,
      store: 'shopify' as const,
    }));
    const mail = followUpEmail('en', 14, pending, links);
    expect(mail.subject).toBe('14 more reviews need your attention');
    expect(mail.text.match(/^- Product \d: 2 stars \(Shopify\)$/gm)).toHaveLength(10);
    expect(mail.text).toContain('and 4 more');
  });

  it('sums up a day in the digest', () => {
    const mail = digestEmail(
      'en',
      {
        date: 'Nov 26, 2026',
        count: 12,
        low: 3,
        average: 4.25,
        unread: 2,
      },
      links,
    );
    expect(mail.subject).toBe('Your reviews on Nov 26, 2026');
    expect(mail.text).toContain(
      '12 new reviews in the last 24 hours, 3 of them below your minimum.',
    );
    expect(mail.text).toContain('Average rating: 4.3 out of 5');
    expect(mail.text).toContain('2 reviews need your attention.');
  });

  it("writes in the seller's language: a German seller gets a German alert", () => {
    const mail = alertEmail(
      'de',
      { productTitle: 'Becher', rating: 1, store: 'amazon', feedback: 'Kam zerbrochen an.' },
      links,
    );
    expect(mail.subject).toBe('1 Stern für Becher');
    expect(mail.text).toContain('Ein Kunde braucht Ihre Aufmerksamkeit');
    expect(mail.text).toContain(
      'Ein Kunde, der Becher bei Amazon gekauft hat, hat es mit 1 Stern bewertet.',
    );
    expect(mail.text).toContain(`Diese Rezension in QR Reviews öffnen: ${links.open}`);
    expect(mail.text).toContain(`Diese E-Mails mit einem Klick abbestellen: ${links.stop}`);
    expect(mail.html).toContain('<html lang="de"');
  });

  it("uses the plural forms of the seller's language", () => {
    const pending = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        reviewId: `r${i}`,
        productId: 'p1',
        productTitle: `Produkt ${i}`,
        rating: 2,
        store: 'emag' as const,
      }));
    expect(followUpEmail('pl', 2, pending(2), links).subject).toBe(
      'Kolejne 2 recenzje wymagają twojej uwagi',
    );
    expect(followUpEmail('pl', 5, pending(5), links).subject).toBe(
      'Kolejnych 5 recenzji wymaga twojej uwagi',
    );
    expect(followUpEmail('sl', 2, pending(2), links).subject).toBe(
      'Še 2 mnenji potrebujeta vašo pozornost',
    );
  });

  it('every seller email shows both stops and the settings, in text and HTML', () => {
    const mails = [
      alertEmail('en', { productTitle: 'Mug', rating: 1, store: 'emag', feedback: '' }, links),
      followUpEmail('en', 1, [], links),
      digestEmail('en', { date: 'Nov 26', count: 0, low: 0, average: 0, unread: 0 }, links),
      caseAlertEmail('en', 'Mug', 'Thanks', links),
      caseAlertEmail('en', 'Mug', null, links),
    ];
    for (const mail of mails) {
      expect(mail.text).toContain(`Stop these emails with one click: ${links.stop}`);
      expect(mail.text).toContain(
        `Stop every email from QR Reviews to this address: ${links.stopAll}`,
      );
      expect(mail.text).toContain(`Email settings: ${links.settings}`);
      for (const href of [links.stop, links.stopAll, links.settings]) {
        expect(mail.html).toContain(`<a href="${href.replace(/&/g, '&amp;')}">`);
      }
    }
  });

  it('asks the owner of another alert address to confirm it, naming the account', () => {
    const mail = alertAddressEmail('en', 'Ana (ana@example.com)', {
      open: 'https://demo-qr-reviews.web.app/mail/confirm?t=tok',
      stop: links.stop,
      stopAll: links.stopAll,
    });
    expect(mail.subject).toBe('Confirm this address for alert emails from QR Reviews');
    expect(mail.text).toContain('Ana (ana@example.com) asked QR Reviews to send the alert emails');
    expect(mail.text).toContain(
      'Confirm this address: https://demo-qr-reviews.web.app/mail/confirm?t=tok',
    );
    expect(mail.text).toContain(`Stop these emails with one click: ${links.stop}`);
    expect(mail.text).toContain(
      `Stop every email from QR Reviews to this address: ${links.stopAll}`,
    );
    expect(mail.text).not.toContain('Email settings');
  });
});
