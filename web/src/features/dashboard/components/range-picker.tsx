import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import type { DayRange } from '@shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/plain/button';
import { ToggleGroup } from '@/components/ui/plain/toggle-group';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  customRangeError,
  RANGE_PRESETS,
  type CustomRangeError,
  type RangePreset,
} from '../lib/ranges';
import { rangeMessages } from '../messages';

/** 7 / 30 / 90 days, 12 months or a custom range (checked before it reaches the URL). */
export function RangePicker({
  preset,
  range,
  today,
  urlError,
  onChange,
}: {
  preset: RangePreset;
  range: DayRange;
  today: string;
  urlError: CustomRangeError | null;
  onChange: (preset: RangePreset, custom?: DayRange) => void;
}) {
  const intl = useIntl();
  const [customOpen, setCustomOpen] = useState(preset === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<CustomRangeError | null>(null);

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const problem = customRangeError(from, to, today);
    setError(problem);
    if (!problem) onChange('custom', { from, to });
  };

  return (
    <Stack spacing={1.5}>
      <ToggleGroup<RangePreset>
        label={intl.formatMessage(rangeMessages.label)}
        value={customOpen ? 'custom' : preset}
        options={RANGE_PRESETS.map((option) => ({
          value: option,
          label: intl.formatMessage(rangeMessages[option]),
          'data-testid': `range-${option}`,
        }))}
        onChange={(next) => {
          if (next === 'custom') {
            setCustomOpen(true);
            setFrom(range.from);
            setTo(range.to);
            return;
          }
          setCustomOpen(false);
          setError(null);
          onChange(next);
        }}
        data-testid="range-picker"
      />
      {customOpen ? (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          onSubmit={applyCustom}
          noValidate
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <DateField
            label={intl.formatMessage(rangeMessages.from)}
            value={from}
            max={today}
            onChange={setFrom}
            error={error !== null}
            data-testid="range-from"
          />
          <DateField
            label={intl.formatMessage(rangeMessages.to)}
            value={to}
            max={today}
            onChange={setTo}
            error={error !== null}
            helperText={error ? intl.formatMessage(rangeMessages[error]) : undefined}
            data-testid="range-to"
          />
          <Button type="submit" variant="outlined" data-testid="range-apply">
            <FormattedMessage {...rangeMessages.apply} />
          </Button>
        </Stack>
      ) : null}
      {urlError ? (
        <Alert severity="warning">
          <FormattedMessage {...rangeMessages.urlRangeIgnored} />
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * An outlined, labelled date input: the parts of MUI's TextField it uses (a TextField would bring
 * its select variant, Select, Menu, Popover and Modal, into the dashboards' first load).
 */
function DateField({
  label,
  value,
  max,
  onChange,
  error,
  helperText,
  'data-testid': testId,
}: {
  label: string;
  value: string;
  max: string;
  onChange: (value: string) => void;
  error: boolean;
  helperText?: string;
  'data-testid': string;
}) {
  const id = useId();
  return (
    <FormControl size="small" error={error}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{
          max,
          'data-testid': testId,
          'aria-describedby': helperText ? `${id}-helper` : undefined,
        }}
      />
      {helperText ? <FormHelperText id={`${id}-helper`}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
