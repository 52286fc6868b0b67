import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { mailboxKey, paths } from '../../shared/index.js';

/**
 * The hash that stands for an address: an HMAC of its mailbox (mailboxKey: one key whatever its
 * plus-tag, and for Gmail its dots) with `salt` (the rate-limit salt for the per-address case
 * limit, the mail key for a recipient), so what it keys never holds an address, cannot be
 * reversed from a list of addresses, and counts a mailbox once.
 */
export function emailHash(email: string, salt: string): string {
  return createHmac('sha256', salt).update(mailboxKey(email)).digest('hex');
}

/**
 * The functions' one secret for email recipients (docs/decisions.md, "Recipients are keyed, not
 * stored"): it keys the hash that stands for an address (stops, per-recipient ceilings) and signs
 * every stop link. A stop must hold on every instance and across deploys, so the key is generated
 * once and kept in serverKeys/mailRecipients (no client reads it), never rotated: a new key would
 * lift every stop. The emulators use a fixed one, since tests clear their data between files.
 */
export interface MailKeys {
  /** The keyed hash that stands for an address, whatever its case or surrounding spaces. */
  recipient(address: string): string;
  /** The signature of a stop link's fields (43 characters, base64url). */
  sign(message: string): string;
  /** Whether `signature` is `message`'s, compared in constant time. */
  verify(message: string, signature: string): boolean;
}

const SERVER_KEY = 'mailRecipients';
export const EMULATOR_MAIL_KEY = 'emulator-only-mail-key';

export function mailKeysFrom(secret: string): MailKeys {
  const sign = (message: string) =>
    createHmac('sha256', secret).update(`stop-link|${message}`).digest('base64url');
  return {
    recipient: (address) => emailHash(address, secret),
    sign,
    verify(message, signature) {
      const expected = Buffer.from(sign(message));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The stored key, created by whichever instance needs it first (a transaction: one wins). */
export async function storedMailKey(db: Firestore): Promise<string> {
  const ref = db.doc(paths.serverKey(SERVER_KEY));
  return db.runTransaction(async (tx) => {
    const stored: unknown = (await tx.get(ref)).get('key');
    if (typeof stored === 'string' && stored.length >= 32) return stored;
    const key = randomBytes(32).toString('base64url');
    tx.set(ref, { key, createdAt: new Date() });
    return key;
  });
}

let loaded: Promise<MailKeys> | undefined;

/** This instance's keys: read (or created) once, the fixed emulator key on the emulators. */
export function mailKeys(db: Firestore, env: NodeJS.ProcessEnv = process.env): Promise<MailKeys> {
  if (env.FIRESTORE_EMULATOR_HOST) return Promise.resolve(mailKeysFrom(EMULATOR_MAIL_KEY));
  loaded ??= storedMailKey(db).then(mailKeysFrom);
  // A failed read is forgotten, so the next email asks again.
  loaded.catch(() => (loaded = undefined));
  return loaded;
}
