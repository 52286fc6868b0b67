import { isDocId } from '@shared';
import { ACCOUNT_PARAM } from '@/config/paths';
import { browserStorage, type NoteStorage } from '../uid-note';

/**
 * Which seller account a signed-in screen shows (docs/decisions.md, "The account in the URL"):
 * the URL's `account` parameter, else the account this browser last showed the person, else the
 * one whose id is their uid (their own, as every seller from before accounts has). Synchronous and
 * without a read, so a route's loader starts the screen's reads for the same account the screen
 * shows. The id grants nothing: the rules decide what its members see.
 */
export const LAST_ACCOUNT_KEY = 'qr.lastAccount';

/** The last account this browser showed `uid`, noted as `uid/accountId`. */
function lastAccountOf(uid: string, storage: NoteStorage | undefined): string | null {
  try {
    const note = storage?.getItem(LAST_ACCOUNT_KEY) ?? '';
    const [noted, accountId] = note.split('/');
    return noted === uid && isDocId(accountId) ? accountId : null;
  } catch {
    return null;
  }
}

export function rememberAccount(
  uid: string,
  accountId: string,
  storage: NoteStorage | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(LAST_ACCOUNT_KEY, `${uid}/${accountId}`);
  } catch {
    // A full or refused storage: the next page load opens the person's own account.
  }
}

export function currentAccountId(
  search: string,
  uid: string,
  storage: NoteStorage | undefined = browserStorage(),
): string {
  const named = new URLSearchParams(search).get(ACCOUNT_PARAM);
  if (isDocId(named)) return named;
  return lastAccountOf(uid, storage) ?? uid;
}
