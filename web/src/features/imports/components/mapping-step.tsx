import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  duplicateMappedFields,
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
} from '@shared';
import { type SourceProfile } from '@shared/import-sources';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ParsedFile } from '../lib/sheet';
import { missingAnswer, SourceOptionsForm, type SourceAnswers } from './source-options';
import {
  columnFallbackMessage,
  duplicateMappingMessage,
  fieldMessages,
  fileReadMessage,
  importMessages as m,
} from '../messages';
import { isOneOf } from '@shared/narrow';

const IGNORE = '';
const KEY_FIELDS: readonly ImportField[] = ['sku', 'amazonUrl', 'asin', 'emagUrl', 'shopifyUrl'];

/** "A", "B", … "AA": the column letters a spreadsheet shows. */
function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  }
  return letter;
}

/** Step 2: which column is which field; every column can be changed or ignored. */
export function MappingStep({
  fileName,
  parsed,
  mapping,
  profile,
  answers,
  onAnswersChange,
  checking,
  checkFailed,
  onMappingChange,
  onSheetChange,
  onBack,
  onCheck,
}: {
  fileName: string;
  parsed: ParsedFile;
  mapping: ImportMapping;
  profile: SourceProfile;
  answers: SourceAnswers;
  onAnswersChange: (answers: SourceAnswers) => void;
  checking: boolean;
  checkFailed: boolean;
  onMappingChange: (mapping: ImportMapping) => void;
  onSheetChange: (index: number) => void;
  onBack: () => void;
  onCheck: () => void;
}) {
  const intl = useIntl();
  const { sheet } = parsed;
  const duplicates = duplicateMappedFields(mapping);
  const hasTitle = mapping.includes('title');
  const hasKey =
    profile.source !== 'own' ||
    mapping.some((field) => field !== null && KEY_FIELDS.includes(field));
  const firstRow = sheet.rows[0]?.cells ?? [];

  const change = (column: number, value: string) => {
    const next = [...mapping];
    if (value !== IGNORE && !isOneOf(IMPORT_FIELDS, value)) return;
    next[column] = value === IGNORE ? null : value;
    onMappingChange(next);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        <FormattedMessage {...m.mappingHeading} />
      </Typography>
      <Typography color="text.secondary" data-testid="import-file-summary">
        {intl.formatMessage(fileReadMessage, { name: fileName, rows: sheet.rows.length })}
      </Typography>
      {parsed.sheetNames.length > 1 && (
        <FormControl size="small" sx={{ maxWidth: 320 }}>
          <InputLabel id="import-sheet-label">
            <FormattedMessage {...m.sheet} />
          </InputLabel>
          <Select
            labelId="import-sheet-label"
            label={intl.formatMessage(m.sheet)}
            value={parsed.sheetIndex}
            onChange={(event) => onSheetChange(Number(event.target.value))}
            disabled={checking}
          >
            {parsed.sheetNames.map((name, index) => (
              <MenuItem key={name} value={index}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      )}
      <SourceOptionsForm
        profile={profile}
        answers={answers}
        disabled={checking}
        onChange={onAnswersChange}
      />
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage {...m.mappingIntro} />
      </Typography>
      <Table size="small" aria-label={intl.formatMessage(m.mappingHeading)}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage {...m.mappingColumn} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...m.mappingExample} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...m.mappingField} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sheet.headers.map((header, column) => {
            const name =
              header || intl.formatMessage(columnFallbackMessage, { letter: columnLetter(column) });
            const field = mapping[column] ?? null;
            return (
              <TableRow key={column} data-testid="import-mapping-row">
                <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</TableCell>
                <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                  {(firstRow[column] ?? '').slice(0, 80)}
                </TableCell>
                <TableCell sx={{ minWidth: 220 }}>
                  <Select
                    size="small"
                    fullWidth
                    value={field ?? IGNORE}
                    onChange={(event) => change(column, event.target.value)}
                    inputProps={{ 'aria-label': name }}
                    displayEmpty
                    disabled={checking}
                    sx={field ? undefined : { color: 'text.secondary' }}
                  >
                    <MenuItem value={IGNORE}>
                      <em>
                        <FormattedMessage {...m.mappingIgnore} />
                      </em>
                    </MenuItem>
                    {IMPORT_FIELDS.map((option) => (
                      <MenuItem key={option} value={option}>
                        <FormattedMessage {...fieldMessages[option]} />
                      </MenuItem>
                    ))}
                  </Select>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {duplicates.map((field) => (
        <Alert key={field} severity="error">
          {intl.formatMessage(duplicateMappingMessage, {
            field: intl.formatMessage(fieldMessages[field]),
          })}
        </Alert>
      ))}
      {!hasTitle && (
        <Alert severity="warning">
          <FormattedMessage {...m.mappingNoTitle} />
        </Alert>
      )}
      {!hasKey && (
        <Alert severity="warning">
          <FormattedMessage {...m.mappingNoKey} />
        </Alert>
      )}
      {checkFailed && (
        <Alert severity="error">
          <FormattedMessage {...m.checkFailed} />
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button onClick={onBack} disabled={checking}>
          <FormattedMessage {...m.otherFile} />
        </Button>
        <Button
          variant="contained"
          onClick={onCheck}
          disabled={
            checking ||
            duplicates.length > 0 ||
            mapping.every((f) => f === null) ||
            missingAnswer(profile, answers)
          }
        >
          <FormattedMessage {...m.check} />
        </Button>
        {checking && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography variant="body2">
              <FormattedMessage {...m.checking} />
            </Typography>
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
