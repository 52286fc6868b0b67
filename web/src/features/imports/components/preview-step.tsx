import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportField } from '@shared';
import type { SourceSummary } from '@shared/import-sources';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportPreview } from '../lib/preview';
import {
  importButtonMessage,
  importMessages as m,
  labelValueMessage,
  sourceSummaryMessages,
  uploadingMessage,
} from '../messages';
import { CountTiles } from './count-tiles';
import { IssuesTable } from './issues-table';
import { UntitledTable } from './untitled-table';

/** Step 3: what the import will do, and every row that will not be imported and why. */
export function PreviewStep({
  preview,
  summary,
  columnName,
  uploading,
  uploadFailed,
  onBack,
  onConfirm,
}: {
  preview: ImportPreview;
  /** Rows folded into their product or left out by the status filter. */
  summary: SourceSummary;
  columnName: (field: ImportField | null) => string;
  /** While the rows are being sent: chunks written of all. */
  uploading: { done: number; total: number } | null;
  uploadFailed: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  const importable = preview.counts.created + preview.counts.updated + preview.counts.unchanged;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        <FormattedMessage {...m.previewHeading} />
      </Typography>
      <CountTiles counts={preview.counts} />
      <SummaryLines summary={summary} />
      {preview.rejected.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            <FormattedMessage {...m.errorsHeading} />
          </Typography>
          <IssuesTable rows={preview.rejected} columnName={columnName} />
        </Stack>
      )}
      {preview.untitled.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            <FormattedMessage {...m.untitledHeading} />
          </Typography>
          <Alert severity="warning">
            <FormattedMessage {...m.untitledNote} />
          </Alert>
          <UntitledTable rows={preview.untitled} />
        </Stack>
      )}
      {importable === 0 && (
        <Alert severity="warning">
          <FormattedMessage {...m.nothingToImport} />
        </Alert>
      )}
      {uploadFailed && (
        <Alert severity="error">
          <FormattedMessage {...m.uploadFailed} />
        </Alert>
      )}
      {uploading && (
        <Stack spacing={0.5} role="status">
          <LinearProgress
            variant="determinate"
            value={uploading.total ? (100 * uploading.done) / uploading.total : 0}
          />
          <Typography variant="body2">{intl.formatMessage(uploadingMessage, uploading)}</Typography>
        </Stack>
      )}
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack} disabled={uploading !== null}>
          <FormattedMessage {...m.back} />
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={uploading !== null || importable === 0}
          data-testid="import-confirm"
        >
          {intl.formatMessage(importButtonMessage, { count: importable })}
        </Button>
      </Stack>
    </Stack>
  );
}

const SUMMARY_LINES = [
  'variants',
  'images',
  'skippedDrafts',
  'skippedArchived',
  'skippedGiftCards',
] as const;

/** "Variant rows folded into their product: 3", one line per reason that counts any row. */
function SummaryLines({ summary }: { summary: SourceSummary }) {
  const intl = useIntl();
  const lines = SUMMARY_LINES.filter((key) => summary[key] > 0);
  if (lines.length === 0) return null;
  return (
    <Stack spacing={0.25} data-testid="import-source-summary">
      {lines.map((key) => (
        <Typography key={key} variant="body2" color="text.secondary">
          {intl.formatMessage(labelValueMessage, {
            label: intl.formatMessage(sourceSummaryMessages[key]),
            value: intl.formatNumber(summary[key]),
          })}
        </Typography>
      ))}
    </Stack>
  );
}
