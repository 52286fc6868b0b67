import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { DayRange } from '@shared';
import { useState, type FormEvent } from 'react';
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
      <ToggleButtonGroup
        exclusive
        size="small"
        value={customOpen ? 'custom' : preset}
        aria-label={intl.formatMessage(rangeMessages.label)}
        onChange={(_event, next: RangePreset | null) => {
          if (!next) return;
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
        sx={{ flexWrap: 'wrap' }}
        data-testid="range-picker"
      >
        {RANGE_PRESETS.map((option) => (
          <ToggleButton key={option} value={option} data-testid={`range-${option}`}>
            <FormattedMessage {...rangeMessages[option]} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {customOpen ? (
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          onSubmit={applyCustom}
          noValidate
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            type="date"
            size="small"
            label={intl.formatMessage(rangeMessages.from)}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { max: today, 'data-testid': 'range-from' },
            }}
            error={error !== null}
          />
          <TextField
            type="date"
            size="small"
            label={intl.formatMessage(rangeMessages.to)}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { max: today, 'data-testid': 'range-to' },
            }}
            error={error !== null}
            helperText={error ? intl.formatMessage(rangeMessages[error]) : undefined}
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
