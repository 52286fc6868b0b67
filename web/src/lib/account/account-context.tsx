import { can, type Action, type Role } from '@shared';
import { createContext, useContext } from 'react';

/**
 * The seller account the signed-in screens show, and the person's role in it (docs/decisions.md,
 * "Accounts, members and roles"; "Membership documents, not custom claims"). The role comes from
 * a listener on the person's own member document, so a new role shows at once and a removal
 * reaches open screens within a second: `access` turns 'lost'.
 */
export interface CurrentAccount {
  /** The account's id: the `ownerId` of everything its screens read and write. */
  accountId: string;
  /** The signed-in person (who writes: `createdBy`). */
  uid: string;
  /** Their role; null while unknown or when they are no member. */
  role: Role | null;
  /**
   * 'checking' until their member document answered; 'member'; 'none' (never a member of it: a
   * link to someone else's account); 'lost' (a member when this page opened it, no longer).
   */
  access: 'checking' | 'member' | 'none' | 'lost';
  /** The accounts the person belongs to (people/{uid}), oldest membership first, with names. */
  accounts: { id: string; name: string }[];
}

export const AccountContext = createContext<CurrentAccount | null>(null);

/** Provides a given account (what AccountProvider reads); for tests that render one screen. */
export const CurrentAccountProvider = AccountContext.Provider;

/** The current account (throws outside the signed-in screens). */
export function useAccount(): CurrentAccount {
  const account = useContext(AccountContext);
  if (!account) throw new Error('useAccount: no AccountProvider above');
  return account;
}

/** Whether the person's role in the current account may do `action` (the role table decides). */
export function useCan(action: Action): boolean {
  return can(useAccount().role, action);
}
