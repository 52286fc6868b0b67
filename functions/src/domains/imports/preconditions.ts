/** gRPC FAILED_PRECONDITION: a document changed after it was read (an update-time precondition). */
export const FAILED_PRECONDITION = 9;

export function isFailedPrecondition(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === FAILED_PRECONDITION;
}
