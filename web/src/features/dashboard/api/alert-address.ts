import type { AlertAddressCall } from '@shared/schemas/alert-address-call';
import {
  AlertAddressErrorBody,
  AlertAddressStatus,
  MAIL_PATHS,
  type AlertAddressErrorCode,
} from '@shared/schemas/alert-address';
import type { User } from 'firebase/auth';
import * as v from 'valibot';
import { postSignedIn } from '@/lib/signed-in-post';

/**
 * The account overview's alert address calls (docs/decisions.md, "The alert address is proven"):
 * POST /mail/address with the seller's Firebase ID token (postSignedIn), answered by the
 * mailAddress function. Only the server decides what a session may
 * do: its token's verified address is the proof.
 */
export class AlertAddressError extends Error {
  constructor(readonly code: AlertAddressErrorCode | 'network') {
    super(`alert address: ${code}`);
  }
}

export async function callAlertAddress(
  user: Pick<User, 'getIdToken'>,
  call: AlertAddressCall,
): Promise<AlertAddressStatus> {
  const answer = await postSignedIn(user, MAIL_PATHS.address, call);
  if (!answer) throw new AlertAddressError('network');
  if (answer.ok) {
    const status = v.safeParse(AlertAddressStatus, answer.body);
    if (status.success) return status.output;
    throw new AlertAddressError('network');
  }
  const failure = v.safeParse(AlertAddressErrorBody, answer.body);
  throw new AlertAddressError(failure.success ? failure.output.error : 'network');
}
