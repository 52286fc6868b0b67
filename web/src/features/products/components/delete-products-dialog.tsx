import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { InvalidDocumentError, JOB_MAX_PRODUCT_IDS, ProductDeleteJobDoc, paths } from '@shared';
import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { JOB_CEILING_VALUES, runningJobsLimitMessage } from '@/components/errors/job-ceilings';
import { JobProgress, type JobView } from '@/components/jobs/job-progress';
import { useJobDoc } from '@/hooks/use-job-doc';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore, useUser } from '@/lib/firebase';
import { schemaConverter } from '@/lib/firestore';
import { forgetProductReads } from '../api/product-reads';
import { createProductDeleteJob } from '../api/product-delete-jobs';
import type { ProductSelection } from '../api/types';

const messages = defineMessages({
  title: { id: 'products.bulkDelete.title', defaultMessage: 'Delete products?' },
  cancel: { id: 'products.bulkDelete.cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'products.bulkDelete.confirm', defaultMessage: 'Delete' },
  close: { id: 'products.bulkDelete.close', defaultMessage: 'Close' },
  queued: { id: 'products.bulkDelete.queued', defaultMessage: 'Waiting to start…' },
  failedToStart: {
    id: 'products.bulkDelete.failedToStart',
    defaultMessage: 'The delete could not be started. Nothing was deleted. Please try again.',
  },
  invalidJob: {
    id: 'products.bulkDelete.invalidJob',
    defaultMessage: 'The delete could not be run. Nothing was deleted.',
  },
  closedTab: {
    id: 'products.bulkDelete.closedTab',
    defaultMessage: 'It goes on if you close this window or the tab.',
  },
  allMatchingOpen: {
    id: 'products.bulkDelete.allMatchingOpen',
    defaultMessage:
      'Delete every product that matches this search and these filters? Their QR codes stop working and all their reviews are deleted. This cannot be undone.',
  },
});
const rowsBody = defineMessage<{ count: number }>({
  id: 'products.bulkDelete.rowsBody',
  defaultMessage:
    'Delete {count, plural, one {# product} other {# products}}? Their QR codes stop working and all their reviews are deleted. This cannot be undone.',
});
const matchingBody = defineMessage<{ count: number }>({
  id: 'products.bulkDelete.matchingBody',
  defaultMessage:
    'Delete all {count, number} matching products? Their QR codes stop working and all their reviews are deleted. This cannot be undone.',
});
const tooManyMessage = defineMessage<{ max: number }>({
  id: 'products.bulkDelete.tooMany',
  defaultMessage:
    'Select at most {max, number} products one by one, or use “Select all matching” for more.',
});
const progressMessage = defineMessage<{ processed: number; total: number }>({
  id: 'products.bulkDelete.progress',
  defaultMessage: 'Deleted {processed, number} of {total, number}…',
});
const progressOpenMessage = defineMessage<{ processed: number }>({
  id: 'products.bulkDelete.progressOpen',
  defaultMessage: 'Deleted {processed, number} so far…',
});
const doneMessage = defineMessage<{ deleted: number }>({
  id: 'products.bulkDelete.done',
  defaultMessage: '{deleted, plural, one {# product deleted.} other {# products deleted.}}',
});
const failedMessage = defineMessage<{ count: number }>({
  id: 'products.bulkDelete.failures',
  defaultMessage:
    '{count, plural, one {# product was not deleted: it was gone, not yours, or changed meanwhile.} other {# products were not deleted: they were gone, not yours, or changed meanwhile.}}',
});

/**
 * Deletes the selection as a function job (docs/decisions.md, "Product list at scale"): selected rows by id (at most
 * JOB_MAX_PRODUCT_IDS), or "all matching" by the list's filter. Confirmation, then live progress.
 */
export function DeleteProductsDialog({
  selection,
  onClose,
  onStarted,
}: {
  selection: ProductSelection | null;
  onClose: () => void;
  /** The job was queued: the list clears its selection. */
  onStarted: () => void;
}) {
  return (
    <Dialog
      open={selection !== null}
      onClose={onClose}
      aria-labelledby="delete-products-title"
      maxWidth="sm"
      fullWidth
    >
      {selection && <DeleteBody selection={selection} onClose={onClose} onStarted={onStarted} />}
    </Dialog>
  );
}

function DeleteBody({
  selection,
  onClose,
  onStarted,
}: {
  selection: ProductSelection;
  onClose: () => void;
  onStarted: () => void;
}) {
  const intl = useIntl();
  const firestore = useFirestore();
  const { data: user } = useUser();
  const { accountId } = useAccount();
  const [jobId, setJobId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [startFailed, setStartFailed] = useState(false);
  const tooMany = selection.kind === 'rows' && selection.rows.length > JOB_MAX_PRODUCT_IDS;

  const start = async () => {
    if (!user || tooMany) return;
    setBusy(true);
    setStartFailed(false);
    try {
      setJobId(await createProductDeleteJob(firestore, { accountId, uid: user.uid }, selection));
      onStarted();
    } catch (error) {
      console.error(error);
      setStartFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const question =
    selection.kind === 'rows'
      ? intl.formatMessage(rowsBody, { count: selection.rows.length })
      : selection.count !== null
        ? intl.formatMessage(matchingBody, { count: selection.count })
        : intl.formatMessage(messages.allMatchingOpen);

  return (
    <>
      <DialogTitle id="delete-products-title">
        <FormattedMessage {...messages.title} />
      </DialogTitle>
      <DialogContent>
        {jobId ? (
          <DeleteProgress jobId={jobId} />
        ) : (
          <Stack spacing={2}>
            <DialogContentText>{question}</DialogContentText>
            {tooMany && (
              <Alert severity="error">
                {intl.formatMessage(tooManyMessage, { max: JOB_MAX_PRODUCT_IDS })}
              </Alert>
            )}
            {startFailed && (
              <Alert severity="error">
                <FormattedMessage {...messages.failedToStart} />
              </Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {jobId ? (
          <Button onClick={onClose}>
            <FormattedMessage {...messages.close} />
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy} autoFocus>
              <FormattedMessage {...messages.cancel} />
            </Button>
            <Button
              onClick={() => void start()}
              color="error"
              variant="contained"
              loading={busy}
              disabled={tooMany}
            >
              <FormattedMessage {...messages.confirm} />
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

const productDeleteJobConverter = schemaConverter(ProductDeleteJobDoc);

function DeleteProgress({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const job = useJobDoc(paths.productDeleteJob(jobId), productDeleteJobConverter);
  const finished = !(job instanceof InvalidDocumentError) && job?.status === 'done';
  // The deleted products leave the cached list, its count and the compliance notice.
  useEffect(() => {
    if (finished) forgetProductReads();
  }, [finished]);
  const view = (job: ProductDeleteJobDoc | undefined): JobView => {
    if (!job || job.status === 'queued' || job.status === 'running') {
      const processed = job?.processed ?? 0;
      const total = job?.total ?? null;
      return {
        phase: job?.status === 'running' ? 'running' : 'waiting',
        processed,
        total,
        label:
          job?.status === 'running'
            ? total
              ? intl.formatMessage(progressMessage, { processed, total })
              : intl.formatMessage(progressOpenMessage, { processed })
            : intl.formatMessage(messages.queued),
        notes: [intl.formatMessage(messages.closedTab)],
      };
    }
    if (job.status === 'failed') {
      return {
        phase: 'failed',
        message:
          job.error === 'runningJobsLimit'
            ? intl.formatMessage(runningJobsLimitMessage, JOB_CEILING_VALUES)
            : intl.formatMessage(messages.invalidJob),
      };
    }
    const failed = job.failedCount ?? job.failures?.length ?? 0;
    return {
      phase: 'done',
      severity: failed ? 'warning' : 'success',
      message: (
        <>
          {intl.formatMessage(doneMessage, { deleted: job.deleted ?? 0 })}
          {failed > 0 && <> {intl.formatMessage(failedMessage, { count: failed })}</>}
        </>
      ),
    };
  };
  return <JobProgress job={job} view={view} testId="delete-products" />;
}
