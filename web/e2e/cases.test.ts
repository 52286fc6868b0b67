import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, newProductInput, paths } from '../../functions/src/shared/index';
import {
  adminDb,
  appUrl,
  casePathIn,
  expectAccessible,
  linkIn,
  mailTo,
  reviewOnEmag,
  seedProduct,
  setupBrowser,
  signInAsSeller,
} from './support';

/**
 * The resolution loop end to end in Chromium, through the mail catcher (MailDev, over SMTP): a
 * customer rates below the product's minimum and asks to be contacted; confirms from the email;
 * the seller answers from the product dashboard; the customer reads and answers on the case page;
 * the seller marks it resolved; the customer deletes their data, and Firestore no longer holds the
 * address, the thread or the links, while the review itself stays.
 */
const browser = setupBrowser();

/** The seller's row for the case, after reloading the dashboard's reviews tab. */
async function caseStatusSeen(seller: Page, dashboardPath: string, caseId: string) {
  await seller.goto(appUrl(dashboardPath));
  const row = seller.locator(`[data-testid="case-row"][data-case-id="${caseId}"]`);
  await row.waitFor({ timeout: 30_000 });
  return row.getByTestId('case-status').innerText();
}

describe('cases: the resolution loop, customer and seller, through the mail catcher', () => {
  it('opt in → confirm → reply → answer → resolved → delete my data', async () => {
    // The seller, signed in; their display name is what the customer reads.
    const seller = await browser.newPage();
    const sellerEmail = `e2e.cases.${Date.now()}@example.com`;
    const uid = await signInAsSeller(seller, { email: sellerEmail, displayName: 'Ana Ceramics' });

    const productId = `e2e-cases-${Date.now()}`;
    await seedProduct(productId, uid, {
      title: 'Ceramic mug',
      minRating: 4,
      // Compliance mode: everyone gets the store's review link, whatever they rated.
      complianceMode: true,
      links: { amazon: '', emag: 'https://www.emag.ro/cana/pd/D1234ABCM/', shopify: '' },
    });

    // The customer, on a phone: 2 stars below a minimum of 4.
    const customer = await browser.newPage();
    await customer.setViewportSize({ width: 390, height: 844 });
    const feedback = 'The handle came off after two days.';
    await reviewOnEmag(customer, productId, 2, feedback);
    const reviewLink = customer.getByTestId('open-review-page');
    const reviewHref = await reviewLink.getAttribute('href');
    expect(reviewHref).toMatch(/^https:\/\/www\.emag\.ro\//);

    // The offer, below the outcome.
    const offer = customer.getByTestId('case-offer');
    await offer
      .getByRole('heading', { name: 'Would you like Ana Ceramics to contact you about this?' })
      .waitFor({ timeout: 30_000 });
    const consent = offer.getByRole('checkbox');
    expect(await consent.isChecked()).toBe(false);
    await expectAccessible(customer, 'the review page with the consent form');

    const customerEmail = `e2e.customer.${Date.now()}@example.com`;
    await offer.getByRole('textbox', { name: 'Your email address' }).fill(customerEmail);
    await consent.check();
    await offer.getByRole('button', { name: 'Ask to be contacted' }).click();
    await customer.getByTestId('case-offer-sent').waitFor({ timeout: 30_000 });
    // Nothing about the public review link changed.
    expect(await reviewLink.getAttribute('href')).toBe(reviewHref);
    expect(await reviewLink.isVisible()).toBe(true);

    const reviews = await adminDb().collection(paths.reviews(productId)).get();
    expect(reviews.size).toBe(1);
    const reviewId = reviews.docs[0]!.id;
    const caseId = reviewId;
    await expect.poll(async () => caseField(caseId, 'contact')).toBe('pending_confirmation');

    // The seller sees it waiting for the confirmation.
    const dashboardPath = `/dashboard/${productId}?tab=reviews`;
    expect(await caseStatusSeen(seller, dashboardPath, caseId)).toBe(
      'Waiting for the customer to confirm',
    );

    // The confirmation email; its link opens the case page, which confirms.
    const confirmation = await mailTo(customerEmail, 'Confirm your email address for Ana Ceramics');
    await customer.goto(appUrl(casePathIn(confirmation)));
    await customer.getByTestId('case-confirmed').waitFor({ timeout: 30_000 });
    expect(await customer.getByTestId('case-address').innerText()).not.toContain(customerEmail);
    await customer.getByText('Ana Ceramics has not answered yet.').waitFor();
    await expectAccessible(customer, 'the case page, just confirmed');
    await expect.poll(async () => caseField(caseId, 'contact')).toBe('confirmed');

    // The seller hears by email that the case can be answered now, without the address.
    const confirmedAlert = await mailTo(
      sellerEmail,
      'You can now answer a customer about Ceramic mug',
    );
    expect(confirmedAlert.text).not.toContain(customerEmail);
    expect(confirmedAlert.text).toContain(`/dashboard/${productId}?tab=reviews`);

    // The seller: confirmed and new; writes a reply.
    expect(await caseStatusSeen(seller, dashboardPath, caseId)).toBe('New');
    const row = seller.locator(`[data-testid="case-row"][data-case-id="${caseId}"]`);
    await row.getByRole('button', { name: 'Open' }).click();
    const thread = seller.getByRole('region', { name: 'Conversation' });
    const reply = 'Sorry about that! We will send you a new mug today.';
    await thread.getByRole('textbox', { name: 'Your reply' }).fill(reply);
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await thread.getByRole('status').getByText('Reply sent').waitFor({ timeout: 30_000 });

    // The customer's email with the case link; the reply on the case page; an answer.
    const replyMail = await mailTo(customerEmail, 'Ana Ceramics replied about Ceramic mug');
    expect(replyMail.text).toContain(reply);
    expect(await caseStatusSeen(seller, dashboardPath, caseId)).toBe('Waiting for the customer');
    await customer.goto(appUrl(casePathIn(replyMail)));
    const customerThread = customer.getByTestId('case-thread');
    await customerThread.getByText(reply).waitFor({ timeout: 30_000 });
    await expectAccessible(customer, 'the case page with the seller reply');
    const answer = 'Thank you, the new one arrived and it is fine.';
    await customer.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await customer.getByRole('button', { name: 'Send answer' }).click();
    await customer.getByText('Your answer has been sent.').waitFor({ timeout: 30_000 });
    await customerThread.getByText(answer).waitFor();
    await expectAccessible(customer, 'the case page after the customer answered');

    // The seller is alerted by email; its link opens the case, "customer replied", with the
    // answer; they mark it resolved.
    const alert = await mailTo(sellerEmail, 'A customer answered about Ceramic mug');
    expect(alert.text).toContain(answer);
    expect(alert.text).not.toContain(customerEmail);
    const alertLink = linkIn(alert, /Open the case in QR Reviews: (\S+)/);
    expect(alertLink.pathname).toBe(`/dashboard/${productId}`);
    await seller.goto(appUrl(`${alertLink.pathname}${alertLink.search}`));
    await thread.getByText(answer).waitFor({ timeout: 30_000 });
    expect(await row.getByTestId('case-status').innerText()).toBe('Customer replied');
    await expectAccessible(seller, 'the reviews tab with a case open');
    await thread.getByRole('button', { name: 'Mark resolved' }).click();
    await expect.poll(() => row.getByTestId('case-status').innerText()).toBe('Resolved');
    await expect.poll(async () => caseField(caseId, 'status')).toBe('resolved');

    // The customer sees it solved, and deletes their data.
    await customer.reload();
    await customer.getByTestId('case-resolved').waitFor({ timeout: 30_000 });
    await expectAccessible(customer, 'the case page, resolved');
    await customer.getByRole('button', { name: 'Delete my data' }).click();
    await expectAccessible(customer, 'the case page, asking before deleting');
    await customer.getByRole('button', { name: 'Delete now' }).click();
    await customer.getByTestId('case-erased').waitFor({ timeout: 30_000 });
    await expectAccessible(customer, 'the case page, data deleted');

    // Read back: the address, the thread and the links are gone; the review stays.
    const db = adminDb();
    expect((await db.doc(paths.caseContact(caseId)).get()).exists).toBe(false);
    expect((await db.collection(paths.caseMessages(caseId)).get()).size).toBe(0);
    const tokens = await db.collection(COLLECTIONS.caseTokens).where('caseId', '==', caseId).get();
    expect(tokens.size).toBe(0);
    const caseDoc = (await db.doc(paths.case(caseId)).get()).data();
    expect(caseDoc?.contact ?? 'gone').toMatch(/^(erased|gone)$/);
    expect(caseDoc?.consent).toBeUndefined();
    const review = (await db.doc(paths.review(productId, reviewId)).get()).data();
    expect(review).toMatchObject({ rating: 2, feedback });
    // No document anywhere in the emulator holds the address any more.
    const everything = await Promise.all(
      [COLLECTIONS.cases, COLLECTIONS.caseContacts, COLLECTIONS.caseTokens].map((name) =>
        db.collection(name).get(),
      ),
    );
    for (const snapshot of everything) {
      for (const doc of snapshot.docs)
        expect(JSON.stringify(doc.data())).not.toContain(customerEmail);
    }

    // The link from the emails now says the data is gone.
    await customer.goto(appUrl(casePathIn(replyMail)));
    await customer
      .getByTestId('case-erased')
      .or(customer.getByTestId('case-unknown'))
      .waitFor({ timeout: 30_000 });
    await expectAccessible(customer, 'the case page, an erased case link');
  });
});

describe('cases: in the customer’s language', () => {
  it('a review written in Romanian gets a Romanian email and a Romanian case page', async () => {
    const productId = `e2e-cases-ro-${Date.now()}`;
    await seedProduct(productId, 'e2e-cases-ro-owner', {
      title: 'Cană de ceramică',
      minRating: 4,
      complianceMode: false,
      card: { ...newProductInput().card, brandName: 'Atelierul Ana' },
      links: { amazon: '', emag: 'https://www.emag.ro/cana/pd/D1234ABCM/', shopify: '' },
    });
    const customer = await browser.newPage();
    await customer.setViewportSize({ width: 390, height: 844 });
    await customer.route(/^https:\/\/www\.emag\.ro\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>store</title>' }),
    );
    await customer.goto(appUrl(`/ro/reviews/${productId}`));
    await customer.getByRole('button', { name: 'eMAG' }).click();
    // One star, clicked on its label (the page speaks Romanian: found by value, not by name).
    const star = customer.locator('input[type="radio"][value="1"]');
    await customer.locator(`label[for="${await star.getAttribute('id')}"]`).click();
    await customer.locator('textarea').first().fill('Toarta s-a rupt.');
    await customer.locator('form button[type="submit"]').first().click();

    const offer = customer.getByTestId('case-offer');
    await offer
      .getByRole('heading', {
        name: 'Doriți ca Atelierul Ana să vă contacteze în legătură cu aceasta?',
      })
      .waitFor({ timeout: 30_000 });
    const customerEmail = `e2e.client.${Date.now()}@example.com`;
    await offer.locator('input[type="email"]').fill(customerEmail);
    await offer.getByRole('checkbox').check();
    await offer.locator('button[type="submit"]').click();
    await customer.getByTestId('case-offer-sent').waitFor({ timeout: 30_000 });

    const mail = await mailTo(customerEmail, 'Confirmați adresa de e-mail pentru Atelierul Ana');
    // The link has no language prefix: the page takes the case's language.
    const path = casePathIn(mail);
    expect(path).toMatch(/^\/cases\//);
    await customer.goto(appUrl(path));
    await customer.getByTestId('case-confirmed').waitFor({ timeout: 30_000 });
    await customer.getByText('Conversație cu Atelierul Ana').waitFor({ timeout: 30_000 });
    expect(await customer.evaluate(() => document.documentElement.lang)).toBe('ro');
    await expectAccessible(customer, 'the case page in Romanian');
  });
});

/** One field of a case document, read with the admin SDK (what the rules keep from clients). */
async function caseField(caseId: string, field: 'contact' | 'status'): Promise<unknown> {
  const snapshot = await adminDb().doc(paths.case(caseId)).get();
  return snapshot.get(field) as unknown;
}
