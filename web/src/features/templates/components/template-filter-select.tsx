import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { NO_TEMPLATE } from '@shared';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useTemplates } from '../hooks/use-templates';

const messages = defineMessages({
  label: { id: 'templates.filter.label', defaultMessage: 'Template' },
  any: { id: 'templates.filter.any', defaultMessage: 'Any template' },
  none: { id: 'templates.filter.none', defaultMessage: 'No template' },
  loading: { id: 'templates.filter.loading', defaultMessage: 'Loading templates…' },
  chosen: { id: 'templates.filter.chosen', defaultMessage: 'The chosen template' },
});

/**
 * The product list's template filter (issue 15): any, none, or one of the seller's templates.
 * The templates are read only once the select is opened or a template is chosen (a shared link),
 * so a visit that never filters by template reads none of them.
 */
export function TemplateFilterSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const [opened, setOpened] = useState(false);
  const wanted = opened || (value !== '' && value !== NO_TEMPLATE);
  return wanted ? (
    <LoadedSelect value={value} onChange={onChange} />
  ) : (
    <FilterField value={value} onChange={onChange} onOpen={() => setOpened(true)} options={[]} />
  );
}

function LoadedSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { status, templates } = useTemplates();
  return (
    <FilterField
      value={value}
      onChange={onChange}
      options={templates.map((template) => ({ value: template.id, label: template.name }))}
      loading={status === 'loading'}
      defaultOpen={value === '' || value === NO_TEMPLATE}
    />
  );
}

function FilterField(props: {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  loading?: boolean;
  onOpen?: () => void;
  defaultOpen?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const known = ['', NO_TEMPLATE, ...props.options.map((option) => option.value)];
  return (
    <TextField
      select
      size="small"
      label={t(messages.label)}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ minWidth: 180 }}
      slotProps={{ select: { onOpen: props.onOpen, defaultOpen: props.defaultOpen } }}
    >
      <MenuItem value="">{t(messages.any)}</MenuItem>
      <MenuItem value={NO_TEMPLATE}>{t(messages.none)}</MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {!known.includes(props.value) && (
        <MenuItem value={props.value}>
          {t(props.loading ? messages.loading : messages.chosen)}
        </MenuItem>
      )}
      {props.loading && (
        <MenuItem disabled value="__loading">
          {t(messages.loading)}
        </MenuItem>
      )}
    </TextField>
  );
}
