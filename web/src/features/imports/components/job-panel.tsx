import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportJobDoc } from '@shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { JOB_CEILING_VALUES } from '@/components/errors/job-ceilings';
import { JobProgress } from '@/components/jobs/job-progress';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useToast } from '@/components/ui/toast';
import { useBusy } from '@/hooks/use-busy';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { useServerRead } from '@/lib/server-state/server-state';
import { downloadBlob } from '@/lib/download';
import { requestImportUndo } from '../api/import-jobs';
import { getRejectedResults, undoSkippedQuery } from '../api/import-results';
import { useEta } from '../hooks/use-eta';
import { useImportJob } from '../hooks/use-import-jobs';
import { rejectedFileName, rejectedRowsCsv } from '../lib/files';
import {
  etaMessage,
  etaMinutesMessage,
  importMessages as m,
  jobErrorMessages,
  progressMessage,
  undoSkippedLineMessage,
  jobTitleMessage,
  statusMessages,
  undoIntroMessage,
  undoOutcomeMessages,
  undoProgressMessage,
  undoSummaryMessage,
  uploadingJobMessage,
} from '../messages';
import { CountTiles } from './count-tiles';
import { valueAt } from '@shared/narrow';

/** Undo reports at most this many of the rows it could not undo (the counts say how many). */
const UNDO_SKIPPED_LISTED = 50;

function counts(job: ImportJobDoc) {
  return {
    created: job.created ?? 0,
    updated: job.updated ?? 0,
    unchanged: job.unchanged ?? 0,
    rejected: job.rejected ?? 0,
  };
}

/** A bar with "n of m" and, once known, the time left. */
function Progress({ label, done, total }: { label: string; done: number; total: number }) {
  const intl = useIntl();
  const eta = useEta(done, total, true);
  const etaText =
    eta === null
      ? null
      : eta >= 90
        ? intl.formatMessage(etaMinutesMessage, { minutes: Math.round(eta / 60) })
        : intl.formatMessage(etaMessage, { seconds: eta });
  return (
    <JobProgress
      view={() => ({ phase: 'running', processed: done, total, label, notes: [etaText] })}
      testId="import"
    />
  );
}

/**
 * One import job as it runs and after: progress with an ETA, then the summary with "Download
 * rejected rows" and "Undo this import", then what undo did. Live: the function writes the job
 * as it works, so the seller can close the tab and come back.
 */
export function JobPanel({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const { job, invalid, status } = useImportJob(jobId);
  if (invalid) return <InvalidDataAlert errors={[invalid]} scope="page" />;
  if (status === 'error') {
    return (
      <Alert severity="error">
        <FormattedMessage {...m.jobsFailed} />
      </Alert>
    );
  }
  if (job === undefined) return <PageSpinner />;
  if (job === null) return null;
  const title = intl.formatMessage(jobTitleMessage, {
    fileName: job.fileName,
    status: intl.formatMessage(statusMessages[job.status]),
  });
  return (
    <Stack spacing={2} data-testid="import-job" data-status={job.status}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {job.status === 'done' ? intl.formatMessage(m.summaryHeading) : title}
      </Typography>
      <JobBody jobId={jobId} job={job} />
    </Stack>
  );
}

function JobBody({ jobId, job }: { jobId: string; job: ImportJobDoc }) {
  const intl = useIntl();
  switch (job.status) {
    case 'uploading':
      return <Alert severity="warning">{intl.formatMessage(uploadingJobMessage)}</Alert>;
    case 'queued':
    case 'running':
      return (
        <Progress
          label={intl.formatMessage(progressMessage, {
            done: job.processedRows ?? 0,
            total: job.rowCount,
          })}
          done={job.processedRows ?? 0}
          total={job.rowCount}
        />
      );
    case 'failed':
      return (
        <Alert severity="error">
          <FormattedMessage
            {...jobErrorMessages[job.error ?? 'invalidJob']}
            values={JOB_CEILING_VALUES}
          />
        </Alert>
      );
    default:
      return <Summary jobId={jobId} job={job} />;
  }
}

function Summary({ jobId, job }: { jobId: string; job: ImportJobDoc }) {
  const intl = useIntl();
  const toast = useToast();
  const firestore = useFirestore();
  const { accountId } = useAccount();
  const [downloading, runDownload] = useBusy();
  const [confirming, setConfirming] = useState(false);
  const [undoing, runUndo] = useBusy();
  const total = counts(job);
  const undoable = total.created + total.updated;
  const undoStarted = job.status !== 'done';

  const download = () =>
    runDownload(async () => {
      try {
        const rejected = await getRejectedResults(firestore, accountId, jobId);
        downloadBlob(await rejectedRowsCsv(intl, rejected), rejectedFileName(job.fileName));
      } catch (error) {
        console.error(error);
        toast.error(m.downloadFailed);
      }
    });

  const undo = () =>
    runUndo(async () => {
      try {
        await requestImportUndo(firestore, jobId);
        setConfirming(false);
      } catch (error) {
        console.error(error);
        toast.error(m.undoFailed);
      }
    });

  return (
    <Stack spacing={2}>
      <CountTiles counts={total} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {total.rejected > 0 && (
          <Button variant="outlined" onClick={() => void download()} disabled={downloading}>
            <FormattedMessage {...m.downloadRejected} />
          </Button>
        )}
        {!undoStarted && undoable > 0 && (
          <Button color="warning" variant="outlined" onClick={() => setConfirming(true)}>
            <FormattedMessage {...m.undo} />
          </Button>
        )}
      </Stack>
      {(job.status === 'undoQueued' || job.status === 'undoing') && (
        <Progress
          label={intl.formatMessage(undoProgressMessage, {
            done: job.undoProcessed ?? 0,
            total: undoable,
          })}
          done={job.undoProcessed ?? 0}
          total={undoable}
        />
      )}
      {job.status === 'undone' && <UndoResult jobId={jobId} job={job} />}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="import-undo-title"
      >
        <DialogTitle id="import-undo-title">
          <FormattedMessage {...m.undoTitle} />
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{intl.formatMessage(undoIntroMessage, total)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={undoing}>
            <FormattedMessage {...m.undoCancel} />
          </Button>
          <Button
            color="warning"
            variant="contained"
            onClick={() => void undo()}
            disabled={undoing}
          >
            <FormattedMessage {...m.undoConfirm} />
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** What undo did, and the rows it left as they were, with why. */
function UndoResult({ jobId, job }: { jobId: string; job: ImportJobDoc }) {
  const intl = useIntl();
  const firestore = useFirestore();
  const { accountId } = useAccount();
  const skipped = job.undoSkipped ?? 0;
  const read = useServerRead(
    skipped > 0 ? undoSkippedQuery(firestore, accountId, jobId, UNDO_SKIPPED_LISTED) : null,
  );
  const rows = read.status === 'success' ? read.data : null;

  return (
    <Stack spacing={1} data-testid="import-undo-result">
      <Alert severity={skipped > 0 ? 'warning' : 'success'}>
        <AlertTitle>
          <FormattedMessage {...m.undoneHeading} />
        </AlertTitle>
        {intl.formatMessage(undoSummaryMessage, {
          deleted: job.undoDeleted ?? 0,
          restored: job.undoRestored ?? 0,
          skipped,
        })}
      </Alert>
      {rows && rows.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            <FormattedMessage {...m.undoSkippedHeading} />
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
            {rows.map((row) => {
              const outcome = valueAt(undoOutcomeMessages, row.undo);
              return (
                <Typography component="li" variant="body2" key={row.row}>
                  {intl.formatMessage(undoSkippedLineMessage, {
                    row: row.row,
                    outcome: outcome ? intl.formatMessage(outcome) : '',
                  })}
                </Typography>
              );
            })}
          </Stack>
        </>
      )}
    </Stack>
  );
}
