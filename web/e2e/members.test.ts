import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../functions/src/shared/index';
import {
  adminDb,
  appUrl,
  casePathIn,
  linkIn,
  mailTo,
  reviewOnEmag,
  seedProduct,
  sellerUid,
  setupBrowser,
  signInAsSeller,
  signInWithGooglePopup,
} from './support';

/**
 * A team in Chromium, through the mail catcher (docs/decisions.md, "Invitations"): the Owner
 * invites a Support member from the team screen; the invitation email arrives; the member signs
 * in with that address and accepts; answers a customer's case in the inbox; finds no product
 * editing, and the rules refuse a direct write; the Owner removes them, and the member's open
 * inbox says so.
 */
const browser = setupBrowser();

/** The signed-in person's Firebase ID token, as the app keeps it (IndexedDB). */
function idTokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(new Error('no auth storage'));
        open.onsuccess = () => {
          const all = open.result
            .transaction('firebaseLocalStorage')
            .objectStore('firebaseLocalStorage')
            .getAll();
          all.onsuccess = () => {
            const users = all.result as {
              value?: { stsTokenManager?: { accessToken?: string } };
            }[];
            const token = users.find((entry) => entry.value?.stsTokenManager?.accessToken);
            if (token) resolve(token.value!.stsTokenManager!.accessToken!);
            else reject(new Error('no signed-in user'));
          };
        };
      }),
  );
}

describe('a team: invite, accept, answer, removed', () => {
  it('the Owner invites Support; the member accepts, answers a case, cannot edit; removal shows at once', async () => {
    const stamp = Date.now();
    const owner = await browser.newPage();
    const ownerEmail = `e2e.team.owner.${stamp}@example.com`;
    const accountId = await signInAsSeller(owner, {
      email: ownerEmail,
      displayName: 'Ana Ceramics',
    });
    const productId = `e2e-team-${stamp}`;
    await seedProduct(productId, accountId, {
      title: 'Ceramic mug',
      minRating: 4,
      complianceMode: true,
      links: { amazon: '', emag: 'https://www.emag.ro/cana/pd/D1234ABCM/', shopify: '' },
    });

    // A customer asks to be contacted and confirms their address: a case to answer.
    const customer = await browser.newPage();
    await reviewOnEmag(customer, productId, 2, 'The handle came off.');
    const offer = customer.getByTestId('case-offer');
    await offer.getByRole('checkbox').waitFor({ timeout: 30_000 });
    const customerEmail = `e2e.team.customer.${stamp}@example.com`;
    await offer.getByRole('textbox', { name: 'Your email address' }).fill(customerEmail);
    await offer.getByRole('checkbox').check();
    await offer.getByRole('button', { name: 'Ask to be contacted' }).click();
    const confirmation = await mailTo(customerEmail, 'Confirm your email address for Ana Ceramics');
    await customer.goto(appUrl(casePathIn(confirmation)));
    await customer.getByTestId('case-confirmed').waitFor({ timeout: 30_000 });

    // The Owner invites a Support member from the team screen (the navigation's "Team").
    await owner.getByRole('link', { name: 'Team' }).first().click();
    await owner.waitForURL((url) => url.pathname === '/members', { timeout: 30_000 });
    const memberEmail = `e2e.team.support.${stamp}@example.com`;
    await owner.getByTestId('invite-email').fill(memberEmail);
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner
      .getByTestId('invitation')
      .filter({ hasText: memberEmail })
      .waitFor({ timeout: 30_000 });

    const invitation = await mailTo(
      memberEmail,
      'Ana Ceramics invited you to Ana Ceramics on QR Reviews',
    );
    expect(invitation.text).toContain('with the role “Support”');
    const link = linkIn(invitation, /(https?:\/\/\S+\/invite\?t=[A-Za-z0-9_-]{43})/);

    // The member opens the link, signs in with that address and accepts.
    const member = await browser.newPage();
    await member.goto(appUrl(`${link.pathname}${link.search}`));
    await member.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
    await signInWithGooglePopup(member, { email: memberEmail, displayName: 'Sam Support' });
    await member.waitForURL((url) => url.pathname === '/invite', { timeout: 30_000 });
    await member.getByTestId('invitation-details').waitFor({ timeout: 30_000 });
    expect(await member.getByTestId('invitation-details').innerText()).toBe(
      'Ana Ceramics invited you to the account “Ana Ceramics” with the role “Support”.',
    );
    await member.getByTestId('invitation-accept').click();
    await member.waitForURL((url) => url.pathname === '/products', { timeout: 30_000 });
    const memberUid = await sellerUid(memberEmail);
    await expect
      .poll(
        async () =>
          (await adminDb().doc(paths.accountMember(accountId, memberUid)).get()).get(
            'role',
          ) as unknown,
      )
      .toBe('support');
    // The link works once: the Owner's list no longer shows it.
    await owner.getByTestId('invitation').filter({ hasText: memberEmail }).waitFor({
      state: 'detached',
      timeout: 30_000,
    });

    // The product screen offers no editing; the rules refuse a direct write.
    await member.goto(appUrl(`/edit/${productId}?account=${accountId}`));
    await member
      .getByText('Your role in this account lets you see products, not change them.')
      .waitFor({ timeout: 30_000 });
    const token = await idTokenOf(member);
    const write = await fetch(
      `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/demo-qr-reviews/databases/(default)/documents/${paths.product(productId)}?updateMask.fieldPaths=title`,
      {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fields: { title: { stringValue: 'Changed by Support' } } }),
      },
    );
    expect(write.status).toBe(403);
    expect((await adminDb().doc(paths.product(productId)).get()).get('title')).toBe('Ceramic mug');

    // The member answers the case from the inbox.
    await member.goto(appUrl(`/dashboard/${productId}?tab=reviews&account=${accountId}`));
    const row = member.locator('[data-testid="case-row"]').first();
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: 'Open' }).click();
    const thread = member.getByRole('region', { name: 'Conversation' });
    const reply = 'Sorry about that, a new mug is on its way.';
    await thread.getByRole('textbox', { name: 'Your reply' }).fill(reply);
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await thread.getByRole('status').getByText('Reply sent').waitFor({ timeout: 30_000 });
    const replyMail = await mailTo(customerEmail, 'Ana Ceramics replied about Ceramic mug');
    expect(replyMail.text).toContain(reply);
    // The customer learns which member answered, by name, never by address.
    expect(replyMail.text).toContain('Answered by Sam Support');
    expect(replyMail.text).not.toContain(memberEmail);

    // The Owner removes the member; the member's open inbox says so.
    await owner.reload();
    owner.once('dialog', (dialog) => void dialog.accept());
    await owner.getByTestId(`member-remove-${memberUid}`).click();
    await owner.getByTestId(`member-${memberUid}`).waitFor({ state: 'detached', timeout: 30_000 });
    await member
      .getByTestId('account-access')
      .getByText(/You no longer have access to this account/)
      .waitFor({ timeout: 30_000 });
    expect(await member.locator('[data-testid="case-row"]').count()).toBe(0);
    expect((await adminDb().doc(paths.accountMember(accountId, memberUid)).get()).exists).toBe(
      false,
    );
  });
});
