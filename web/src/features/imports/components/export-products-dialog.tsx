import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMPORT_MAX_ROWS } from '@shared';
import { useId, useRef, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { downloadBlob } from '@/lib/download';
import {
  EXPORT_FORMATS,
  exportProducts,
  type ExportFormat,
  type ExportSource,
} from '../lib/export-products';
import { isOneOf } from '@shared/narrow';

const m = defineMessages({
  title: { id: 'imports.export.title', defaultMessage: 'Export products' },
  intro: {
    id: 'imports.export.intro',
    defaultMessage:
      'The file has the import template’s columns. Edit it and import it again: rows are matched to your products by SKU or link, so nothing is added twice. The Template column is left empty; fill it in to apply a template.',
  },
  scopeOpen: {
    id: 'imports.export.scopeOpen',
    defaultMessage: 'Every product that matches the search and filters is exported.',
  },
  format: { id: 'imports.export.format', defaultMessage: 'File format' },
  csv: { id: 'imports.export.csv', defaultMessage: 'CSV' },
  xlsx: { id: 'imports.export.xlsx', defaultMessage: 'Excel (.xlsx)' },
  confirm: { id: 'imports.export.confirm', defaultMessage: 'Export' },
  cancel: { id: 'imports.export.cancel', defaultMessage: 'Cancel' },
  close: { id: 'imports.export.close', defaultMessage: 'Close' },
  failed: {
    id: 'imports.export.failed',
    defaultMessage: 'The export failed. Nothing was changed. Please try again.',
  },
  cancelled: { id: 'imports.export.cancelled', defaultMessage: 'Export cancelled.' },
});

const exportScopeAllMessage = defineMessage<{ count: number }>({
  id: 'imports.export.scopeAll',
  defaultMessage:
    '{count, plural, one {Your # product is exported.} other {All your # products are exported.}}',
});
const exportScopeMatchingMessage = defineMessage<{ count: number }>({
  id: 'imports.export.scopeMatching',
  defaultMessage:
    '{count, plural, one {The # product that matches the search and filters is exported.} other {The # products that match the search and filters are exported.}}',
});
const exportSplitMessage = defineMessage<{ max: number }>({
  id: 'imports.export.split',
  defaultMessage:
    'An import takes at most {max, number} rows per file: split the file before importing it again.',
});
const exportProgressMessage = defineMessage<{ count: number }>({
  id: 'imports.export.progress',
  defaultMessage: '{count, plural, one {# product read…} other {# products read…}}',
});
const exportDoneMessage = defineMessage<{ count: number }>({
  id: 'imports.export.done',
  defaultMessage: '{count, plural, one {# product exported.} other {# products exported.}}',
});
const exportWithoutKeyMessage = defineMessage<{ count: number }>({
  id: 'imports.export.withoutKey',
  defaultMessage:
    '{count, plural, one {# product has neither a SKU nor a store link: an import cannot find it again, so its row is refused until you add one.} other {# products have neither a SKU nor a store link: an import cannot find them again, so their rows are refused until you add one.}}',
});

type State =
  | { step: 'choose' }
  | { step: 'running'; read: number }
  | { step: 'done'; count: number; withoutKey: number }
  | { step: 'failed' };

/**
 * Exports the product list's products (docs/decisions.md, "Imports"): the scope (all, or the search's matches), the
 * format, then reading with progress and Cancel; the file is saved when every product is read.
 * Reads: one per product, in steps of the list's bulk batch (products/api/read-matching.ts).
 */
export default function ExportProductsDialog(props: {
  open: boolean;
  source: ExportSource;
  onClose: () => void;
}) {
  const { source } = props;
  const intl = useIntl();
  const toast = useToast();
  const formatLabelId = useId();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [state, setState] = useState<State>({ step: 'choose' });
  const abort = useRef<AbortController | null>(null);

  const close = () => {
    abort.current?.abort();
    abort.current = null;
    setState({ step: 'choose' });
    props.onClose();
  };

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'running', read: 0 });
    try {
      const result = await exportProducts({
        source,
        format,
        locale: intl.locale,
        signal: controller.signal,
        onProgress: (read) => {
          if (!controller.signal.aborted) setState({ step: 'running', read });
        },
      });
      if (controller.signal.aborted) return;
      downloadBlob(result.blob, result.fileName);
      setState({ step: 'done', count: result.count, withoutKey: result.withoutKey });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(error);
      setState({ step: 'failed' });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  const cancel = () => {
    abort.current?.abort();
    abort.current = null;
    setState({ step: 'choose' });
    toast.info(m.cancelled);
  };

  const scope =
    source.count === null
      ? intl.formatMessage(m.scopeOpen)
      : intl.formatMessage(source.filtered ? exportScopeMatchingMessage : exportScopeAllMessage, {
          count: source.count,
        });

  return (
    <Dialog
      open={props.open}
      onClose={state.step === 'running' ? undefined : close}
      aria-labelledby={`${formatLabelId}-title`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${formatLabelId}-title`}>
        <FormattedMessage {...m.title} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{scope}</DialogContentText>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage {...m.intro} />
          </Typography>
          {source.count !== null && source.count > IMPORT_MAX_ROWS && (
            <Alert severity="info">
              {intl.formatMessage(exportSplitMessage, { max: IMPORT_MAX_ROWS })}
            </Alert>
          )}
          {state.step === 'choose' && (
            <FormControl>
              <FormLabel id={formatLabelId}>
                <FormattedMessage {...m.format} />
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby={formatLabelId}
                value={format}
                onChange={({ target: { value } }) => {
                  if (isOneOf(EXPORT_FORMATS, value)) setFormat(value);
                }}
              >
                <FormControlLabel
                  value="csv"
                  control={<Radio />}
                  label={intl.formatMessage(m.csv)}
                />
                <FormControlLabel
                  value="xlsx"
                  control={<Radio />}
                  label={intl.formatMessage(m.xlsx)}
                />
              </RadioGroup>
            </FormControl>
          )}
          {state.step === 'running' && (
            <Stack spacing={1} data-testid="export-progress">
              <LinearProgress
                variant={source.count ? 'determinate' : 'indeterminate'}
                value={source.count ? Math.min(100, (state.read / source.count) * 100) : undefined}
                aria-label={intl.formatMessage(exportProgressMessage, { count: state.read })}
              />
              <Typography variant="body2" role="status">
                {intl.formatMessage(exportProgressMessage, { count: state.read })}
              </Typography>
            </Stack>
          )}
          {state.step === 'done' && (
            <Stack spacing={1}>
              <Alert severity="success" role="status" data-testid="export-done">
                {intl.formatMessage(exportDoneMessage, { count: state.count })}
              </Alert>
              {state.withoutKey > 0 && (
                <Alert severity="warning">
                  {intl.formatMessage(exportWithoutKeyMessage, { count: state.withoutKey })}
                </Alert>
              )}
            </Stack>
          )}
          {state.step === 'failed' && (
            <Alert severity="error" role="alert">
              <FormattedMessage {...m.failed} />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {state.step === 'running' ? (
          <Button onClick={cancel}>
            <FormattedMessage {...m.cancel} />
          </Button>
        ) : state.step === 'done' ? (
          <Button onClick={close} variant="contained">
            <FormattedMessage {...m.close} />
          </Button>
        ) : (
          <>
            <Button onClick={close}>
              <FormattedMessage {...m.cancel} />
            </Button>
            <Button variant="contained" onClick={() => void start()}>
              <FormattedMessage {...m.confirm} />
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
