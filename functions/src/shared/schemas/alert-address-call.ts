import * as v from 'valibot';
import { CaseEmail } from './cases.js';
import { DocId } from './doc-id.js';

/**
 * The account the call is about (its Owner calls); missing: the caller's own account (its id is
 * their uid), as the app sent it before accounts.
 */
const account = { accountId: v.optional(DocId) };

/**
 * One call: `status` reads; `request` sends a confirmation link to another address (or, for the
 * sign-in's own verified address, uses it at once); `useSignIn` sends alerts to the sign-in's
 * verified address again; `resume` lifts what the owner of that address stopped, allowed only
 * when the signed-in account's verified address is it; `cancel` drops a pending request.
 */
export const AlertAddressCall = v.variant('action', [
  v.object({ action: v.literal('status'), ...account }),
  v.object({ action: v.literal('request'), email: CaseEmail, ...account }),
  v.object({ action: v.literal('useSignIn'), ...account }),
  v.object({ action: v.literal('resume'), ...account }),
  v.object({ action: v.literal('cancel'), ...account }),
]);
export type AlertAddressCall = v.InferOutput<typeof AlertAddressCall>;
