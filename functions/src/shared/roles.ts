import { isOneOf } from './narrow.js';
/**
 * The role table (docs/decisions.md, "Accounts, members and roles"): what each member of a seller
 * account may do, decided once here. The web app asks `can()` to show or hide an action; the
 * functions ask it before acting for a person; firestore.rules and storage.rules repeat the table
 * as `rolePermissions()` (rules cannot import TypeScript), and two tests hold them to it: one
 * compares the literal (functions/src/shared/roles.test.ts), one exercises every
 * action for every role on the emulator (functions/test/rules/role-matrix.test.ts).
 */

/** Highest first: an Owner may do everything a Manager may, and so on down. */
export const ROLES = ['owner', 'manager', 'support', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Everything a member may be allowed to do. Reads and writes are separate actions where roles
 * differ on them; `account.delete` and `customers.export` have no screen yet, but the table
 * already says who will have them.
 */
export const ACTIONS = [
  /** The account's profile and counters (sellers/{accountId}), its badge, its name. */
  'account.read',
  /** The account's settings: name, language, time zone, email and case settings, alert address. */
  'account.settings',
  'account.delete',
  'customers.export',
  /** See the members, change a role, remove a member, hand over ownership. */
  'members.manage',
  'products.read',
  /** Create, edit, delete products (one by one or in bulk), apply a template to them. */
  'products.write',
  'templates.read',
  /** Create, edit, delete templates and their logos. */
  'templates.write',
  /** Start, confirm, undo and read imports. */
  'imports.manage',
  /** The rendered card PNGs and print sheets. */
  'cards.print',
  'analytics.read',
  'reviews.read',
  /** Mark a review read. */
  'reviews.mark',
  'cases.read',
  /** Reply to a customer, mark a case resolved. */
  'cases.answer',
  /** Add, switch, test and remove the account's Slack and signed webhooks (docs/webhooks.md). */
  'webhooks.manage',
  /** The account's activity log: who did what (docs/decisions.md, "Who did what"). */
  'activity.read',
] as const;
export type Action = (typeof ACTIONS)[number];

const READ: readonly Action[] = [
  'account.read',
  'products.read',
  'templates.read',
  'analytics.read',
  'reviews.read',
  'cases.read',
];
const SUPPORT: readonly Action[] = [...READ, 'reviews.mark', 'cases.answer'];
const MANAGER: readonly Action[] = [
  ...SUPPORT,
  'products.write',
  'templates.write',
  'imports.manage',
  'cards.print',
  'webhooks.manage',
  'activity.read',
];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Action[]>> = {
  owner: ACTIONS,
  manager: MANAGER,
  support: SUPPORT,
  viewer: READ,
};

export function isRole(value: unknown): value is Role {
  return isOneOf(ROLES, value);
}

/** Whether a member with `role` may do `action`; no role (not a member) may do nothing. */
export function can(role: Role | null | undefined, action: Action): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(action);
}
