import type { AlertAddressCall } from '@shared/schemas/alert-address-call';
import {
  AlertAddressErrorBody,
  AlertAddressStatus,
  MAIL_PATHS,
  type AlertAddressErrorCode,
} from '@shared/schemas/alert-address';
import type { User } from 'firebase/auth';
import * as v from 'valibot';

/**
 * The account overview's alert address calls (docs/decisions.md, "The alert address is proven"):
 * POST /mail/address with the seller's Firebase ID token, answered by the mailAddress function
 * (a Hosting rewrite; the Vite proxy in development). Only the server decides what a session may
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
  let response: Response;
  try {
    response = await fetch(MAIL_PATHS.address, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await user.getIdToken()}`,
      },
      body: JSON.stringify(call),
      credentials: 'omit',
    });
  } catch {
    throw new AlertAddressError('network');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const status = v.safeParse(AlertAddressStatus, body);
    if (status.success) return status.output;
    throw new AlertAddressError('network');
  }
  const failure = v.safeParse(AlertAddressErrorBody, body);
  throw new AlertAddressError(failure.success ? failure.output.error : 'network');
}
