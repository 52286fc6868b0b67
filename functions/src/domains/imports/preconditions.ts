import { errorCode } from '../../shared/narrow.js';
/** gRPC FAILED_PRECONDITION: a document changed after it was read (an update-time precondition). */
export const FAILED_PRECONDITION = 9;

export function isFailedPrecondition(error: unknown): boolean {
  return errorCode(error) === FAILED_PRECONDITION;
}
