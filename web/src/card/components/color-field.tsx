import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { HexColor } from '@shared';
import { useId } from 'react';
import * as v from 'valibot';

/** A #rrggbb text field with the browser's colour picker as its adornment. */
export function ColorField(props: {
  label: string;
  pickerLabel: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name: string;
}) {
  const { label, pickerLabel, value, onChange, error, name } = props;
  const pickerId = useId();
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      error={Boolean(error)}
      helperText={error}
      size="small"
      fullWidth
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                id={pickerId}
                type="color"
                aria-label={pickerLabel}
                value={v.is(HexColor, value) ? value.toLowerCase() : '#000000'}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                  onChange(event.target.value)
                }
                sx={{
                  width: 28,
                  height: 28,
                  p: 0,
                  border: 0,
                  background: 'none',
                  cursor: 'pointer',
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
