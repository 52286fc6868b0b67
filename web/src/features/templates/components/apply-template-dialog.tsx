import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  TEMPLATE_JOB_MAX_PRODUCTS,
  TemplateJobDoc,
  paths as sharedPaths,
  type ProductFilter,
} from '@shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import { JOB_CEILING_VALUES } from '@/components/errors/job-ceilings';
import { JobProgress, type JobView } from '@/components/jobs/job-progress';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useLocalizedHref } from '@/i18n/use-locale';
import { useJobDoc } from '@/hooks/use-job-doc';
import { useAccount } from '@/lib/account/account-context';
import { useFirestore, useUser } from '@/lib/firebase';
import { schemaConverter } from '@/lib/firestore';
import { createTemplateJob } from '../api/template-jobs';
import {
  applyCountMessage,
  applyMatchingMessage,
  applyMatchingOpenMessage,
  applyMessages as am,
  closedTabMessage,
  doneMessage,
  doneOpenMessage,
  moreFailuresMessage,
  progressOpenMessage,
  failureLineMessage,
  failureReasonMessages,
  jobErrorMessages,
  previewOnMessage,
  progressMessage,
  tooManyMessage,
} from '../apply-messages';
import { useTemplates } from '../hooks/use-templates';
import { TemplateCardPreview } from './template-card-preview';

/** A product chosen on the product list: its id, and its title for the preview and summary. */
export interface SelectedProduct {
  id: string;
  title: string;
}

/**
 * "All N matching" on the product list (docs/decisions.md, "Product list at scale"): the list's filter, how many it counted (null
 * when it could not count exactly), and a product of the page for the preview.
 */
export interface MatchingProducts {
  filter: ProductFilter;
  count: number | null;
  sample: SelectedProduct | undefined;
}

export interface ApplyTemplateDialogProps {
  open: boolean;
  products: readonly SelectedProduct[];
  /** Instead of `products`: every product matching the list's filter. */
  matching?: MatchingProducts;
  onClose: () => void;
}

/**
 * Spec §2: 'Apply Template' opens a dialog to choose one of the seller's templates, with a
 * preview on one of the selected products, and applies it to the selected products (or, issue
 * 15, to all matching). The work is done by the runTemplateJob function; this dialog shows its
 * progress and what failed, and the job goes on if the tab is closed.
 */
export function ApplyTemplateDialog({
  open,
  products,
  matching,
  onClose,
}: ApplyTemplateDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="apply-template-title"
    >
      {open && <ApplyBody products={products} matching={matching} onClose={onClose} />}
    </Dialog>
  );
}

function ApplyBody({
  products,
  matching,
  onClose,
}: {
  products: readonly SelectedProduct[];
  matching: MatchingProducts | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const firestore = useFirestore();
  const { data: user } = useUser();
  const { accountId } = useAccount();
  const localizedHref = useLocalizedHref();
  const { status, templates, invalid } = useTemplates();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [startFailed, setStartFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // The products as they were when the dialog opened, for the failure summary's titles.
  const [snapshot] = useState(products);

  const chosen = templates.find((template) => template.id === chosenId) ?? templates[0];
  const previewProduct = matching ? matching.sample : snapshot[0];
  const tooMany = !matching && snapshot.length > TEMPLATE_JOB_MAX_PRODUCTS;
  const nothing = !matching && snapshot.length === 0;

  const apply = async () => {
    if (!chosen || !user || tooMany) return;
    setBusy(true);
    setStartFailed(false);
    try {
      setJobId(
        await createTemplateJob(
          firestore,
          { accountId, uid: user.uid },
          chosen.id,
          matching
            ? { filter: matching.filter, expected: matching.count }
            : { productIds: snapshot.map((p) => p.id) },
        ),
      );
    } catch (error) {
      console.error(error);
      setStartFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogTitle id="apply-template-title">
        <FormattedMessage {...am.title} />
      </DialogTitle>
      <DialogContent dividers>
        {!jobId && <InvalidDataAlert errors={invalid} scope="list" />}
        {jobId ? (
          <ApplyProgress jobId={jobId} products={snapshot} />
        ) : status === 'loading' ? (
          <PageSpinner />
        ) : status === 'error' && templates.length === 0 ? (
          <Alert severity="error">{intl.formatMessage(am.loadFailed)}</Alert>
        ) : templates.length === 0 ? (
          <Stack spacing={1}>
            <Typography>
              <FormattedMessage {...am.none} />
            </Typography>
            <Link component={RouterLink} to={localizedHref(paths.templates.getHref())}>
              <FormattedMessage {...am.createFirst} />
            </Link>
          </Stack>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr auto' } }}>
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="h3" id="apply-template-choose">
                <FormattedMessage {...am.choose} />
              </Typography>
              <RadioGroup
                aria-labelledby="apply-template-choose"
                value={chosen?.id ?? ''}
                onChange={(event) => setChosenId(event.target.value)}
              >
                {templates.map((template) => (
                  <FormControlLabel
                    key={template.id}
                    value={template.id}
                    control={<Radio />}
                    label={template.name}
                  />
                ))}
              </RadioGroup>
              <Typography variant="body2" color="text.secondary">
                {matching
                  ? matching.count !== null
                    ? intl.formatMessage(applyMatchingMessage, { count: matching.count })
                    : intl.formatMessage(applyMatchingOpenMessage)
                  : intl.formatMessage(applyCountMessage, { count: snapshot.length })}
              </Typography>
              {chosen?.complianceMode !== undefined && (
                <Alert
                  severity={chosen.complianceMode ? 'info' : 'warning'}
                  data-testid="apply-template-routing"
                >
                  {intl.formatMessage(
                    chosen.complianceMode ? am.routingCompliance : am.routingPrivate,
                  )}
                </Alert>
              )}
              {tooMany && (
                <Alert severity="error">
                  {intl.formatMessage(tooManyMessage, { max: TEMPLATE_JOB_MAX_PRODUCTS })}
                </Alert>
              )}
              {startFailed && (
                <Alert severity="error">{intl.formatMessage(am.failedToStart)}</Alert>
              )}
            </Stack>
            {chosen && previewProduct && (
              <Stack spacing={1} sx={{ alignItems: 'center' }} data-testid="apply-template-preview">
                <Typography variant="body2" color="text.secondary">
                  {intl.formatMessage(previewOnMessage, { title: previewProduct.title })}
                </Typography>
                <TemplateCardPreview
                  template={chosen}
                  product={previewProduct}
                  displayWidth={220}
                  label={intl.formatMessage(previewOnMessage, { title: previewProduct.title })}
                />
              </Stack>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {jobId ? (
          <Button onClick={onClose}>
            <FormattedMessage {...am.close} />
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              <FormattedMessage {...am.cancel} />
            </Button>
            <Button
              variant="contained"
              onClick={() => void apply()}
              disabled={busy || !chosen || tooMany || nothing}
            >
              <FormattedMessage {...am.apply} />
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

const templateJobConverter = schemaConverter(TemplateJobDoc);

/** Progress bar while the function works, then the summary with every failure and its reason. */
function ApplyProgress({
  jobId,
  products,
}: {
  jobId: string;
  products: readonly SelectedProduct[];
}) {
  const intl = useIntl();
  const job = useJobDoc(sharedPaths.templateJob(jobId), templateJobConverter);
  const titleOf = (id: string) => products.find((p) => p.id === id)?.title ?? id;
  const view = (job: TemplateJobDoc | undefined): JobView => {
    const total = job?.total ?? (job?.filter ? null : products.length);
    if (!job || job.status === 'queued' || job.status === 'running') {
      const processed = job?.processed ?? 0;
      return {
        phase: job?.status === 'running' ? 'running' : 'waiting',
        processed,
        total,
        label:
          job?.status !== 'running'
            ? intl.formatMessage(am.queued)
            : total !== null
              ? intl.formatMessage(progressMessage, { processed, total })
              : intl.formatMessage(progressOpenMessage, { processed }),
        notes: [intl.formatMessage(closedTabMessage)],
      };
    }
    if (job.status === 'failed') {
      return {
        phase: 'failed',
        message: intl.formatMessage(
          jobErrorMessages[job.error ?? 'invalidJob'],
          JOB_CEILING_VALUES,
        ),
      };
    }
    const failures = job.failures ?? [];
    const failedCount = Math.max(job.failedCount ?? 0, failures.length);
    return {
      phase: 'done',
      severity: failedCount ? 'warning' : 'success',
      message:
        total !== null
          ? intl.formatMessage(doneMessage, { applied: job.applied ?? 0, total })
          : intl.formatMessage(doneOpenMessage, { applied: job.applied ?? 0 }),
      details: failures.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            <FormattedMessage {...am.failuresHeading} />
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {failures.map((failure) => (
              <li key={failure.productId}>
                {intl.formatMessage(failureLineMessage, {
                  product: titleOf(failure.productId),
                  reason: intl.formatMessage(failureReasonMessages[failure.reason]),
                })}
              </li>
            ))}
            {failedCount > failures.length && (
              <li>
                {intl.formatMessage(moreFailuresMessage, { count: failedCount - failures.length })}
              </li>
            )}
          </Box>
        </>
      ),
    };
  };
  return <JobProgress job={job} view={view} testId="apply-template" />;
}
