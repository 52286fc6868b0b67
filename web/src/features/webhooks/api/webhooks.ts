import {
  MAX_WEBHOOKS_PER_ACCOUNT,
  paths,
  WEBHOOK_SECRET_BYTES,
  WebhookEndpointDoc,
  type WebhookKind,
} from '@shared';
import {
  collection,
  doc,
  getDoc,
  limit,
  onSnapshot,
  query,
  runTransaction,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import * as v from 'valibot';

export interface Webhook extends WebhookEndpointDoc {
  id: string;
}

/** The account's webhooks, live; at most MAX_WEBHOOKS_PER_ACCOUNT + 1 are read (firestore.rules). */
export function watchWebhooks(
  firestore: Firestore,
  accountId: string,
  onChange: (webhooks: Webhook[]) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    query(
      collection(firestore, paths.webhookEndpoints(accountId)),
      limit(MAX_WEBHOOKS_PER_ACCOUNT + 1),
    ),
    (snapshot) => {
      const webhooks = snapshot.docs.flatMap((item) => {
        const parsed = v.safeParse(WebhookEndpointDoc, item.data());
        return parsed.success ? [{ id: item.id, ...parsed.output }] : [];
      });
      webhooks.sort((a, b) => (a.createdAt?.toMillis() ?? 0) - (b.createdAt?.toMillis() ?? 0));
      onChange(webhooks);
    },
    onError,
  );
}

/** A Standard Webhooks secret from the browser's generator: "whsec_" and 24 bytes in base64. */
export function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(WEBHOOK_SECRET_BYTES));
  return `whsec_${btoa(String.fromCharCode(...bytes))}`;
}

export class WebhookCeilingError extends Error {}

/**
 * Adds a webhook in one transaction with the account's count (the rules refuse a sixth) and, for
 * a generic one, its signing secret. Throws WebhookCeilingError at the ceiling.
 */
export async function addWebhook(
  firestore: Firestore,
  accountId: string,
  uid: string,
  input: { kind: WebhookKind; label: string; url: string },
): Promise<string> {
  const endpoint = doc(collection(firestore, paths.webhookEndpoints(accountId)));
  const counter = doc(firestore, paths.webhooks(accountId));
  await runTransaction(firestore, async (tx) => {
    const current = await tx.get(counter);
    const counted: unknown = current.get('endpointCount');
    const count = typeof counted === 'number' ? counted : 0;
    if (count >= MAX_WEBHOOKS_PER_ACCOUNT) throw new WebhookCeilingError();
    tx.set(counter, { endpointCount: count + 1, endpointCountedId: endpoint.id });
    tx.set(endpoint, {
      kind: input.kind,
      label: input.label.trim(),
      url: input.url.trim(),
      enabled: true,
      createdAt: serverTimestamp(),
      createdBy: uid,
    });
    if (input.kind === 'generic') {
      tx.set(doc(firestore, paths.webhookSecret(accountId, endpoint.id)), { secret: newSecret() });
    }
  });
  return endpoint.id;
}

/** Removes a webhook with its secret, lowering the count in the same commit. */
export async function removeWebhook(firestore: Firestore, accountId: string, id: string) {
  const counter = doc(firestore, paths.webhooks(accountId));
  await runTransaction(firestore, async (tx) => {
    const current = await tx.get(counter);
    const counted: unknown = current.get('endpointCount');
    const count = typeof counted === 'number' ? counted : 0;
    tx.set(counter, { endpointCount: Math.max(0, count - 1), endpointCountedId: id });
    tx.delete(doc(firestore, paths.webhookEndpoint(accountId, id)));
    tx.delete(doc(firestore, paths.webhookSecret(accountId, id)));
  });
}

export function setWebhookEnabled(
  firestore: Firestore,
  accountId: string,
  id: string,
  enabled: boolean,
) {
  return updateDoc(doc(firestore, paths.webhookEndpoint(accountId, id)), { enabled });
}

/** "Send a test event": the functions send it once they see the server's time here. */
export function requestTestEvent(firestore: Firestore, accountId: string, id: string) {
  return updateDoc(doc(firestore, paths.webhookEndpoint(accountId, id)), {
    testRequestedAt: serverTimestamp(),
  });
}

/** The signing secret, read only when the member asks to see it. */
export async function readSecret(firestore: Firestore, accountId: string, id: string) {
  const snap = await getDoc(doc(firestore, paths.webhookSecret(accountId, id)));
  const secret: unknown = snap.get('secret');
  return typeof secret === 'string' ? secret : null;
}
