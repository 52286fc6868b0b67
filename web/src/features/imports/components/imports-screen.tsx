import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import {
  type ImportField,
  type ImportMapping,
  type ImportRow,
  type ImportTitleMode,
} from '@shared';
import {
  amazonMarketplaceGuess,
  DEFAULT_SOURCE_OPTIONS,
  emagCountryGuess,
  recognizeImportSource,
  type SourceProfile,
  type SourceSummary,
} from '@shared/import-sources';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { defaultCardTexts } from '@/card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PageTitle } from '@/components/ui/page-title';
import '@/components/ui/plain/data-view.css';
import { useAccount, useCan } from '@/lib/account/account-context';
import { useFirestore } from '@/lib/firebase';
import { fetchRead } from '@/lib/server-state/server-state';
import { createImportJob, ImportUploadRefusedError } from '../api/import-jobs';
import { lookupExistingProducts } from '../api/lookup-products';
import { importTemplatesQuery } from '../api/seller-templates';
import { useRecentImportJobs } from '../hooks/use-import-jobs';
import {
  parseFile,
  parseSheet,
  planImportPreview,
  prepareImportRows,
} from '../lib/import-file-client';
import type { ImportPreview } from '../lib/preview';
import { ParseError, sourceRows, type ParsedFile, type ParseErrorCode } from '../lib/sheet';
import { fieldMessages, importMessages as m } from '../messages';
import { FileStep } from './file-step';
import type { SourceAnswers } from './source-options';
import { isActiveJob, RecentJobs } from './recent-jobs';

// The steps after a file is chosen, and a job's progress, load when first wanted: the screen
// opens on the file step (docs/page-speed.md, "The seller screens on a phone").
const MappingStep = lazy(async () => ({
  default: (await import('./mapping-step')).MappingStep,
}));
const PreviewStep = lazy(async () => ({
  default: (await import('./preview-step')).PreviewStep,
}));
const JobPanel = lazy(async () => ({ default: (await import('./job-panel')).JobPanel }));

interface FileState {
  fileName: string;
  parsed: ParsedFile;
  profile: SourceProfile;
  answers: SourceAnswers;
  mapping: ImportMapping;
}

/** What the file is, its columns, and the answers it starts with (guessed where it tells). */
function recognise(parsed: ParsedFile): Pick<FileState, 'profile' | 'answers' | 'mapping'> {
  const profile = recognizeImportSource(parsed.sheet.headers);
  const marketplace = amazonMarketplaceGuess(profile.language);
  return {
    profile,
    mapping: profile.mapping,
    answers: {
      ...DEFAULT_SOURCE_OPTIONS,
      amazonMarketplace: marketplace,
      marketplaceGuessed: marketplace !== null,
      emagCountry: emagCountryGuess(profile.language),
      shopDomain: null,
      shopDomainText: '',
      overwriteTitles: false,
    },
  };
}

type Stage =
  | { step: 'file'; reading: boolean; error: ParseErrorCode | null }
  | (FileState & { step: 'mapping'; checking: boolean; checkFailed: boolean })
  | (FileState & {
      step: 'preview';
      rows: ImportRow[];
      summary: SourceSummary;
      preview: ImportPreview;
      uploading: { done: number; total: number } | null;
      uploadFailed: boolean;
    });

const START: Stage = { step: 'file', reading: false, error: null };

/** The seller's title choice, which the preview plans with exactly as the job will run. */
const titleMode = (answers: SourceAnswers): ImportTitleMode =>
  answers.overwriteTitles ? 'overwrite' : 'keep';

/**
 * /imports (docs/decisions.md, "Imports"): file → column mapping → preview of every row → confirm; the import then
 * runs in the runImportJob function, and its progress, summary, rejected rows and undo show here,
 * also after the seller leaves and comes back. Reads per visit: the latest 5 jobs (one live
 * query) and the job shown (one live document); a preview reads the seller's profile, the
 * products the file's rows name (bounded by the file) and, if rows name templates, the templates.
 */
export function ImportsScreen() {
  // Imports are for those whose role may manage them (the rules refuse everyone else's reads).
  if (!useCan('imports.manage')) {
    return (
      <Alert severity="info" data-testid="imports-not-allowed">
        <FormattedMessage {...m.notAllowed} />
      </Alert>
    );
  }
  return <ImportSteps />;
}

function ImportSteps() {
  const intl = useIntl();
  const firestore = useFirestore();
  const { accountId, uid } = useAccount();
  const jobs = useRecentImportJobs();
  const [stage, setStage] = useState<Stage>(START);
  // The job shown instead of the steps. Until the seller does anything, the first answer of the
  // jobs list decides: coming back while an import runs shows it.
  const [shown, setShown] = useState<{ jobId: string | null; decided: boolean }>({
    jobId: null,
    decided: false,
  });
  if (!shown.decided && jobs.status === 'success') {
    setShown({ jobId: jobs.jobs.find(isActiveJob)?.id ?? null, decided: true });
  }
  const jobId = shown.jobId;
  const setJobId = (id: string | null) => setShown({ jobId: id, decided: true });

  const readFile = async (file: File) => {
    setJobId(null);
    setStage({ step: 'file', reading: true, error: null });
    try {
      const parsed = await parseFile(file);
      setStage({
        step: 'mapping',
        fileName: file.name,
        parsed,
        ...recognise(parsed),
        checking: false,
        checkFailed: false,
      });
    } catch (error) {
      if (!(error instanceof ParseError)) console.error(error);
      setStage({
        step: 'file',
        reading: false,
        error: error instanceof ParseError ? error.code : 'unreadable',
      });
    }
  };

  const chooseSheet = async (state: FileState, index: number) => {
    try {
      const parsed = await parseSheet(index);
      setStage({
        step: 'mapping',
        fileName: state.fileName,
        parsed,
        ...recognise(parsed),
        checking: false,
        checkFailed: false,
      });
    } catch (error) {
      setStage({
        step: 'file',
        reading: false,
        error: error instanceof ParseError ? error.code : 'unreadable',
      });
    }
  };

  const cardTexts = () => ({
    headline: intl.formatMessage(defaultCardTexts.headline),
    callToAction: intl.formatMessage(defaultCardTexts.callToAction),
  });

  const check = async (state: FileState) => {
    setStage({ ...state, step: 'mapping', checking: true, checkFailed: false });
    try {
      const { rows, summary } = sourceRows(
        state.parsed.sheet,
        state.profile,
        state.mapping,
        state.answers,
      );
      const keys = await prepareImportRows(rows);
      const [existing, templates] = await Promise.all([
        lookupExistingProducts(firestore, accountId, keys, rows.length),
        state.mapping.includes('templateName')
          ? fetchRead(importTemplatesQuery(firestore, accountId))
          : [],
      ]);
      const preview = await planImportPreview(
        existing.products,
        templates,
        cardTexts(),
        titleMode(state.answers),
      );
      setStage({
        ...state,
        step: 'preview',
        rows,
        summary,
        preview,
        uploading: null,
        uploadFailed: false,
      });
    } catch (error) {
      console.error(error);
      setStage({ ...state, step: 'mapping', checking: false, checkFailed: true });
    }
  };

  const confirm = async (state: Extract<Stage, { step: 'preview' }>) => {
    setStage({ ...state, uploading: { done: 0, total: 1 }, uploadFailed: false });
    try {
      const id = await createImportJob(
        firestore,
        { accountId, uid },
        {
          fileName: state.fileName,
          rows: state.rows,
          cardTexts: cardTexts(),
          titles: titleMode(state.answers),
        },
        (done, total) => setStage({ ...state, uploading: { done, total }, uploadFailed: false }),
      );
      setStage(START);
      setJobId(id);
    } catch (error) {
      if (error instanceof ImportUploadRefusedError) {
        // The job panel shows why the server refused it.
        setStage(START);
        setJobId(error.jobId);
        return;
      }
      console.error(error);
      setStage({ ...state, uploading: null, uploadFailed: true });
    }
  };

  const columnName = (state: FileState) => (field: ImportField | null) => {
    if (!field) return intl.formatMessage(m.wholeRow);
    const column = state.mapping.indexOf(field);
    return state.parsed.sheet.headers[column] || intl.formatMessage(fieldMessages[field]);
  };

  return (
    <Stack spacing={3}>
      <PageTitle title={intl.formatMessage(m.pageTitle)} />
      <div>
        <h1 className="qr-screen-h1">
          <FormattedMessage {...m.pageTitle} />
        </h1>
        <p className="qr-intro">
          <FormattedMessage {...m.intro} />
        </p>
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Suspense fallback={<PageSpinner />}>
          {jobId ? (
            <Stack spacing={2}>
              <JobPanel jobId={jobId} />
              <Box>
                <Button
                  variant="outlined"
                  onClick={() => {
                    setJobId(null);
                    setStage(START);
                  }}
                >
                  <FormattedMessage {...m.newImport} />
                </Button>
              </Box>
            </Stack>
          ) : stage.step === 'file' ? (
            <FileStep
              reading={stage.reading}
              error={stage.error}
              onFile={(f) => void readFile(f)}
            />
          ) : stage.step === 'mapping' ? (
            <MappingStep
              fileName={stage.fileName}
              parsed={stage.parsed}
              mapping={stage.mapping}
              profile={stage.profile}
              answers={stage.answers}
              onAnswersChange={(answers) => setStage({ ...stage, answers, checkFailed: false })}
              checking={stage.checking}
              checkFailed={stage.checkFailed}
              onMappingChange={(mapping) => setStage({ ...stage, mapping, checkFailed: false })}
              onSheetChange={(index) => void chooseSheet(stage, index)}
              onBack={() => setStage(START)}
              onCheck={() => void check(stage)}
            />
          ) : (
            <PreviewStep
              preview={stage.preview}
              summary={stage.summary}
              columnName={columnName(stage)}
              uploading={stage.uploading}
              uploadFailed={stage.uploadFailed}
              onBack={() =>
                setStage({ ...stage, step: 'mapping', checking: false, checkFailed: false })
              }
              onConfirm={() => void confirm(stage)}
            />
          )}
        </Suspense>
      </Paper>
      <RecentJobs jobs={jobs} selectedId={jobId} onOpen={setJobId} />
    </Stack>
  );
}
