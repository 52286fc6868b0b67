import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { forwardRef, useId, type ElementType } from 'react';

export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps<T extends string = string> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  /** The option chosen (a value that is none of the options is ignored). */
  onChange: (value: T) => void;
  disabled?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
  /** Before the seller opens it: a pointer over it, or the focus (what it lists may load then). */
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'data-testid'?: string;
}

// forwardRef's component type is narrower than the ElementType MUI's inputComponent takes.
const NativeSelectElement = forwardRef<HTMLSelectElement, InputBaseComponentProps>(
  function NativeSelectElement(props, ref) {
    return <select ref={ref} {...props} />;
  },
) as ElementType<InputBaseComponentProps>;

/**
 * An outlined, labelled select with the platform's own list: the phone's picker on phones, and
 * the keyboard behaviour every browser gives a <select>. MUI's TextField select looks alike but
 * brings Select, Menu, Popover and Modal, about 25 kB gzip of a screen's first load (docs/page-speed.md);
 * NativeSelect brings a second input variant: the outlined input draws a <select> itself here.
 */
export function SelectField<T extends string>(props: SelectFieldProps<T>) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl
      size="small"
      disabled={props.disabled}
      sx={props.sx}
      data-testid={props['data-testid']}
    >
      <InputLabel htmlFor={id} shrink>
        {props.label}
      </InputLabel>
      <OutlinedInput
        label={props.label}
        notched
        inputComponent={NativeSelectElement}
        value={props.value}
        onChange={(event) => {
          const chosen = props.options.find((option) => option.value === event.target.value);
          if (chosen) props.onChange(chosen.value);
        }}
        inputProps={{
          id,
          onPointerEnter: props.onPointerEnter,
          onFocus: props.onFocus,
          'aria-describedby': props.helperText ? helperId : undefined,
          children: props.options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          )),
        }}
        endAdornment={
          <ArrowDropDownIcon
            aria-hidden
            sx={{
              position: 'absolute',
              right: 7,
              pointerEvents: 'none',
              color: props.disabled ? 'action.disabled' : 'action.active',
            }}
          />
        }
        sx={{
          '& select': { appearance: 'none', cursor: 'pointer', pr: 4, borderRadius: 'inherit' },
          '& select:disabled': { cursor: 'default' },
        }}
      />
      {props.helperText ? (
        <Typography
          id={helperId}
          variant="caption"
          color="text.secondary"
          sx={{ mx: 1.75, mt: 0.5 }}
        >
          {props.helperText}
        </Typography>
      ) : null}
    </FormControl>
  );
}
