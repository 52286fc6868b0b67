/**
 * The imports feature's server-state keys (lib/server-state): each read's key is named here once,
 * for the screens that read it and the actions that read it now.
 */
export const importKeys = {
  /** The seller's latest import jobs (live). */
  jobs: (uid: string) => ['import-jobs', uid],
  /** A page of a job's rejected rows, after row `after` (Download rejected rows). */
  rejected: (uid: string, jobId: string, after: number | null) => [
    'import-results',
    uid,
    jobId,
    'rejected',
    after,
  ],
  /** The first rows undo could not undo. */
  undoSkipped: (uid: string, jobId: string) => ['import-results', uid, jobId, 'undo-skipped'],
  /** A job as stored (after its upload failed: did the server refuse it?). */
  job: (jobId: string) => ['import-job', jobId],
  /** The seller's templates, for rows that name one. */
  templates: (uid: string) => ['import-templates', uid],
  /**
   * A read of the preview's lookup: the seller's product count, a page of the catalogue, or the
   * products of one batch of keys.
   */
  lookup: (uid: string, ...part: (string | number | readonly string[] | null)[]) => [
    'import-lookup',
    uid,
    ...part,
  ],
};
