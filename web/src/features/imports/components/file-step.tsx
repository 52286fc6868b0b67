import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from '@shared';
import { useRef, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '@/components/ui/toast';
import { useBusy } from '@/hooks/use-busy';
import { downloadBlob } from '@/lib/download';
import { TEMPLATE_FILE_NAME, templateCsv, templateRows } from '../lib/files';
import { xlsxBlob } from '../lib/import-file-client';
import type { ParseErrorCode } from '../lib/sheet';
import {
  fileLimitsMessage,
  importMessages as m,
  parseErrorMessages,
  sourceQuestionMessages,
} from '../messages';
import { IMPORTS_GUIDE_PATH } from './source-options';

const ACCEPT =
  '.csv,.tsv,.txt,.xlsx,.xls,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

/** Step 1: drop or pick the file; the limits and the template are right here. */
export function FileStep({
  reading,
  error,
  onFile,
}: {
  reading: boolean;
  error: ParseErrorCode | null;
  onFile: (file: File) => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [preparing, run] = useBusy();

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !reading) onFile(file);
  };

  /** Both template files are written on demand (papaparse, or exceljs in the worker). */
  const downloadTemplate = (format: 'csv' | 'xlsx') =>
    run(async () => {
      try {
        const blob =
          format === 'csv'
            ? await templateCsv(intl.locale)
            : await xlsxBlob('Products', templateRows());
        downloadBlob(blob, `${TEMPLATE_FILE_NAME}.${format}`);
      } catch (cause) {
        console.error(cause);
        toast.error(m.templateFailed);
      }
    });

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        <FormattedMessage {...m.fileHeading} />
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="import-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 4,
          textAlign: 'center',
        }}
      >
        {reading ? (
          <Stack spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={28} />
            <Typography>
              <FormattedMessage {...m.fileReading} />
            </Typography>
          </Stack>
        ) : (
          <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
            <UploadFileIcon color="action" fontSize="large" />
            <Typography>
              <FormattedMessage {...m.fileDrop} />
            </Typography>
            <Button variant="contained" onClick={() => input.current?.click()}>
              <FormattedMessage {...m.filePick} />
            </Button>
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              hidden
              data-testid="import-file-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onFile(file);
              }}
            />
          </Stack>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(fileLimitsMessage, {
          rows: IMPORT_MAX_ROWS,
          megabytes: IMPORT_MAX_FILE_BYTES / (1024 * 1024),
        })}
      </Typography>
      <Typography variant="body2">
        <Link href={IMPORTS_GUIDE_PATH} target="_blank" rel="noopener" data-testid="imports-guide">
          <FormattedMessage {...sourceQuestionMessages.guide} />
        </Link>
      </Typography>
      {error && (
        <Alert severity="error" data-testid="import-file-error">
          <FormattedMessage
            {...parseErrorMessages[error]}
            values={{ rows: IMPORT_MAX_ROWS, megabytes: IMPORT_MAX_FILE_BYTES / (1024 * 1024) }}
          />
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">
          <FormattedMessage {...m.templateHeading} />
        </Typography>
        <Button size="small" onClick={() => void downloadTemplate('csv')} disabled={preparing}>
          <FormattedMessage {...m.templateCsv} />
        </Button>
        <Button size="small" onClick={() => void downloadTemplate('xlsx')} disabled={preparing}>
          <FormattedMessage {...m.templateXlsx} />
        </Button>
      </Stack>
    </Stack>
  );
}
