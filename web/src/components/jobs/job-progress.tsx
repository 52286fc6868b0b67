import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InvalidDocumentError } from '@shared';
import type { ReactNode } from 'react';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';

/**
 * What a long job (Apply Template, bulk delete, an import and its undo) shows as the function
 * works it: the job document is the contract (docs/data-model.md); each feature words it.
 */
export type JobView =
  | {
      /** Waiting for its first slice (the bar runs without a value), or working. */
      phase: 'waiting' | 'running';
      processed: number;
      /** null: the seller's list could not count the selection exactly. */
      total: number | null;
      label: string;
      /** Below the label: the time left, that it goes on with the tab closed. */
      notes?: readonly (string | null)[];
    }
  | { phase: 'done'; severity: 'success' | 'warning'; message: ReactNode; details?: ReactNode }
  | { phase: 'failed'; message: ReactNode };

/**
 * The one progress and outcome view of every long job. `testId` names its parts:
 * `${testId}-progress` while it works, `${testId}-summary` once it ended.
 */
export function JobProgress<J>({
  job,
  view,
  testId,
}: {
  /** The watched job document: undefined until it is there (or when the caller has it). */
  job?: J | InvalidDocumentError;
  view: (job: J | undefined) => JobView;
  testId: string;
}) {
  if (job instanceof InvalidDocumentError) return <InvalidDataAlert errors={[job]} scope="page" />;
  const shown = view(job);
  switch (shown.phase) {
    case 'waiting':
    case 'running': {
      const { processed, total, label, notes = [] } = shown;
      return (
        <Stack spacing={1} role="status" data-testid={`${testId}-progress`}>
          <LinearProgress
            variant={shown.phase === 'running' && total ? 'determinate' : 'indeterminate'}
            value={total ? Math.min(100, (processed / total) * 100) : 0}
            aria-label={label}
          />
          <Typography variant="body2">{label}</Typography>
          {notes.map(
            (note) =>
              note && (
                <Typography key={note} variant="body2" color="text.secondary">
                  {note}
                </Typography>
              ),
          )}
        </Stack>
      );
    }
    case 'failed':
      return (
        <Alert severity="error" data-testid={`${testId}-summary`}>
          {shown.message}
        </Alert>
      );
    case 'done':
      return (
        <Stack spacing={1} data-testid={`${testId}-summary`}>
          <LinearProgress variant="determinate" value={100} />
          <Alert severity={shown.severity}>{shown.message}</Alert>
          {shown.details}
        </Stack>
      );
  }
}
