/** gRPC FAILED_PRECONDITION: a document changed after it was read (an update-time precondition). */
export const FAILED_PRECONDITION = 9;

export function isFailedPrecondition(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === FAILED_PRECONDITION;
}

/**
 * A job's first status write, made with the read's update time as precondition: when it fails,
 * another run of the same job (a second delivery of its event) started first, and this run
 * carries on without resetting what that one wrote.
 */
export async function startOnce(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!isFailedPrecondition(error)) throw error;
  }
}
