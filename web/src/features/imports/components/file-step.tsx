import Alert from '@mui/material/Alert';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from '@shared';
import { useRef, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/plain/button';
import { UploadFileIcon } from '@/components/ui/plain/data-icons';
import { Spinner } from '@/components/ui/plain/spinner';
import '@/components/ui/plain/data-view.css';
import './file-step.css';
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

  /** Both template files are written on demand (papaparse, or SheetJS in the worker). */
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
    <div className="qr-file-step">
      <h2 className="qr-h6">
        <FormattedMessage {...m.fileHeading} />
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="import-drop-zone"
        className={dragging ? 'qr-drop-zone qr-drop-zone--over' : 'qr-drop-zone'}
      >
        {reading ? (
          <div className="qr-drop-zone__body" role="status">
            <Spinner />
            <p className="qr-p">
              <FormattedMessage {...m.fileReading} />
            </p>
          </div>
        ) : (
          <div className="qr-drop-zone__body">
            <UploadFileIcon className="qr-drop-zone__icon" />
            <p className="qr-p">
              <FormattedMessage {...m.fileDrop} />
            </p>
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
          </div>
        )}
      </div>
      <p className="qr-p qr-body2 qr-secondary">
        {intl.formatMessage(fileLimitsMessage, {
          rows: IMPORT_MAX_ROWS,
          megabytes: IMPORT_MAX_FILE_BYTES / (1024 * 1024),
        })}
      </p>
      <p className="qr-p qr-body2">
        <a
          className="qr-link"
          href={IMPORTS_GUIDE_PATH}
          target="_blank"
          rel="noopener"
          data-testid="imports-guide"
        >
          <FormattedMessage {...sourceQuestionMessages.guide} />
        </a>
      </p>
      {error && (
        <Alert severity="error" data-testid="import-file-error">
          <FormattedMessage
            {...parseErrorMessages[error]}
            values={{ rows: IMPORT_MAX_ROWS, megabytes: IMPORT_MAX_FILE_BYTES / (1024 * 1024) }}
          />
        </Alert>
      )}
      <div className="qr-file-step__templates">
        <span className="qr-body2">
          <FormattedMessage {...m.templateHeading} />
        </span>
        <Button
          className="qr-btn--small"
          onClick={() => void downloadTemplate('csv')}
          disabled={preparing}
        >
          <FormattedMessage {...m.templateCsv} />
        </Button>
        <Button
          className="qr-btn--small"
          onClick={() => void downloadTemplate('xlsx')}
          disabled={preparing}
        >
          <FormattedMessage {...m.templateXlsx} />
        </Button>
      </div>
    </div>
  );
}
