import { isRole, paths, personAccountIds, PersonDoc, type Role } from '@shared';
import { doc, type DocumentSnapshot } from 'firebase/firestore';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import * as v from 'valibot';
import { ACCOUNT_PARAM } from '@/config/paths';
import { useFirestore, useUser } from '@/lib/firebase';
import { useFirstScreenDecided } from '@/lib/server-state/first-screen';
import { liveQuery, useLiveState } from '@/lib/server-state/server-state';
import { AccountContext, type CurrentAccount } from './account-context';
import { currentAccountId, rememberAccount } from './current-account';

function roleIn(snapshot: DocumentSnapshot | undefined): Role | null {
  const role: unknown = snapshot?.exists() ? snapshot.get('role') : null;
  return isRole(role) ? role : null;
}

function accountsIn(snapshot: DocumentSnapshot | undefined): CurrentAccount['accounts'] {
  if (!snapshot?.exists()) return [];
  const parsed = v.safeParse(PersonDoc, snapshot.data());
  if (!parsed.success) return [];
  const { accounts } = parsed.output;
  return personAccountIds(parsed.output).flatMap((id) => {
    const account = accounts[id];
    return account ? [{ id, name: account.name }] : [];
  });
}

/** Reads the current account and the person's role in it for every signed-in screen. */
export function AccountProvider({ children }: { children: ReactNode }) {
  const firestore = useFirestore();
  const uid = useUser().data?.uid ?? '';
  const { search } = useLocation();
  // Not before the first screen's loader has held the network, if it will (first-screen.ts).
  const listening = useFirstScreenDecided() && uid !== '';
  const personRef = useMemo(
    () => (listening ? doc(firestore, paths.person(uid)) : null),
    [firestore, uid, listening],
  );
  const person = useLiveState(
    personRef && liveQuery<DocumentSnapshot>(['doc', personRef.path], personRef),
  );
  const accounts = accountsIn(person.snapshot);
  const chosen = uid ? currentAccountId(search, uid) : '';
  // No account named in the URL, and the one chosen is none of theirs (a person added to someone
  // else's account has none with their uid): their first account.
  const named = new URLSearchParams(search).has(ACCOUNT_PARAM);
  const accountId =
    !named && accounts[0] && !accounts.some((account) => account.id === chosen)
      ? accounts[0].id
      : chosen;
  const memberRef = useMemo(
    () => (listening ? doc(firestore, paths.accountMember(accountId, uid)) : null),
    [firestore, accountId, uid, listening],
  );
  const member = useLiveState(
    memberRef && liveQuery<DocumentSnapshot>(['doc', memberRef.path], memberRef),
  );
  const role = member.status === 'ready' ? roleIn(member.snapshot) : null;
  // Whether this page saw the person as a member of this account: a removal says "lost".
  const [memberOf, setMemberOf] = useState<string | null>(null);
  if (role && memberOf !== accountId) setMemberOf(accountId);
  const answered = member.status === 'error' || (member.status === 'ready' && member.fromServer);
  const access: CurrentAccount['access'] = role
    ? 'member'
    : !answered
      ? 'checking'
      : memberOf === accountId
        ? 'lost'
        : 'none';
  useEffect(() => {
    if (uid && role) rememberAccount(uid, accountId);
  }, [uid, accountId, role]);
  const value = useMemo<CurrentAccount>(
    () => ({ accountId, uid, role, access, accounts }),
    // accounts is rebuilt each render; its content changes only with the snapshot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [accountId, uid, role, access, person.snapshot],
  );
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}
