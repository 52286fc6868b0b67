/**
 * The seeded demo seller. The Auth emulator accepts an unsigned Google ID token with this `sub`,
 * so the seed script, the login screen's emulator-only demo sign-in and the browser tests all
 * resolve to the same Firebase user. Never used against a real project.
 */
export const DEMO_SELLER = {
  googleSub: 'qr-reviews-demo-seller',
  email: 'demo.seller@example.com',
  displayName: 'Demo Seller',
} as const;

/**
 * A second demo person, seeded as a Support member of the demo seller's account (docs/decisions.md,
 * "Accounts, members and roles"): sign in as them to see what a member without the Owner's rights
 * sees. Pick them in the Auth emulator's Google popup.
 */
export const DEMO_SUPPORT_MEMBER = {
  googleSub: 'qr-reviews-demo-support',
  email: 'demo.support@example.com',
  displayName: 'Demo Support',
} as const;

/** The project the emulators run as: .firebaserc's default (scripts/lib/emulators.mjs too). */
export const DEMO_PROJECT_ID = 'demo-qr-reviews';

/** Firebase's convention: project ids starting with "demo-" only ever talk to emulators. */
export function isDemoProject(projectId: string): boolean {
  return projectId.startsWith('demo-');
}
