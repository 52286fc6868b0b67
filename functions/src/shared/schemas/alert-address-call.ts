import * as v from 'valibot';
import { CaseEmail } from './cases.js';

/**
 * One call: `status` reads; `request` sends a confirmation link to another address (or, for the
 * sign-in's own verified address, uses it at once); `useSignIn` sends alerts to the sign-in's
 * verified address again; `resume` lifts what the owner of that address stopped, allowed only
 * when the signed-in account's verified address is it; `cancel` drops a pending request.
 */
export const AlertAddressCall = v.variant('action', [
  v.object({ action: v.literal('status') }),
  v.object({ action: v.literal('request'), email: CaseEmail }),
  v.object({ action: v.literal('useSignIn') }),
  v.object({ action: v.literal('resume') }),
  v.object({ action: v.literal('cancel') }),
]);
export type AlertAddressCall = v.InferOutput<typeof AlertAddressCall>;
