import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportJobDoc } from '@shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { InvalidDataAlert } from '@/components/errors/invalid-data-alert';
import type { Row } from '@/lib/firestore';
import { useRecentImportJobs } from '../hooks/use-import-jobs';
import {
  countMessages,
  importMessages as m,
  jobLineMessage,
  labelValueMessage,
  statusMessages,
} from '../messages';

const ACTIVE = new Set<ImportJobDoc['status']>(['queued', 'running', 'undoQueued', 'undoing']);

export function isActiveJob(job: ImportJobDoc): boolean {
  return ACTIVE.has(job.status);
}

/** The seller's running and latest imports (live), each with its state; opens one for details. */
export function RecentJobs({
  selectedId,
  onOpen,
  jobs,
}: {
  selectedId: string | null;
  onOpen: (jobId: string) => void;
  jobs: ReturnType<typeof useRecentImportJobs>;
}) {
  const intl = useIntl();
  if (jobs.status === 'error') {
    return (
      <Alert severity="error">
        <FormattedMessage {...m.jobsFailed} />
      </Alert>
    );
  }
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="imports-recent-heading">
      <Typography variant="h6" component="h2" id="imports-recent-heading">
        <FormattedMessage {...m.jobsHeading} />
      </Typography>
      <InvalidDataAlert errors={jobs.invalid} scope="list" />
      {jobs.jobs.length === 0 && jobs.fromServer && jobs.invalid.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage {...m.jobsEmpty} />
        </Typography>
      )}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {jobs.jobs.map((job: Row<ImportJobDoc>) => (
          <Paper
            component="li"
            key={job.id}
            variant="outlined"
            sx={{ p: 1.5, borderColor: job.id === selectedId ? 'primary.main' : undefined }}
            data-testid="import-job-item"
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {job.createdAt
                    ? intl.formatMessage(jobLineMessage, {
                        name: job.fileName,
                        date: job.createdAt.toDate(),
                      })
                    : job.fileName}
                </Typography>
                {job.status === 'done' || job.status === 'undone' ? (
                  <Typography variant="body2" color="text.secondary">
                    {(['created', 'updated', 'unchanged', 'rejected'] as const)
                      .map((action) =>
                        intl.formatMessage(labelValueMessage, {
                          label: intl.formatMessage(countMessages[action]),
                          value: intl.formatNumber(job[action] ?? 0),
                        }),
                      )
                      .join(' · ')}
                  </Typography>
                ) : null}
              </Box>
              <Chip
                size="small"
                label={intl.formatMessage(statusMessages[job.status])}
                color={job.status === 'failed' ? 'error' : isActiveJob(job) ? 'primary' : 'default'}
              />
              <Button size="small" onClick={() => onOpen(job.id)}>
                <FormattedMessage {...m.jobOpen} />
              </Button>
            </Stack>
            {(job.status === 'queued' || job.status === 'running') && (
              <LinearProgress
                sx={{ mt: 1 }}
                variant="determinate"
                value={job.rowCount ? (100 * (job.processedRows ?? 0)) / job.rowCount : 0}
                aria-label={job.fileName}
              />
            )}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
