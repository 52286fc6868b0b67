/**
 * Who does a write (docs/decisions.md, "Accounts, members and roles"): the account it is for (the
 * `ownerId` of what it writes) and the member doing it (their uid, recorded where a write names
 * its author: jobs, case replies). The rules check the member's role in that account.
 */
export interface Actor {
  accountId: string;
  uid: string;
}
