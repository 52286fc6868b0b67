import { NO_TEMPLATE } from '@shared';
import { lazy, Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import type { LoadedTemplates } from './templates-loader';

// The templates query and its schema load with the first wish to filter, not with the list.
const TemplatesLoader = lazy(() => import('./templates-loader'));

const messages = defineMessages({
  label: { id: 'templates.filter.label', defaultMessage: 'Template' },
  any: { id: 'templates.filter.any', defaultMessage: 'Any template' },
  none: { id: 'templates.filter.none', defaultMessage: 'No template' },
  loading: { id: 'templates.filter.loading', defaultMessage: 'Loading templates…' },
  chosen: { id: 'templates.filter.chosen', defaultMessage: 'The chosen template' },
});

/**
 * The product list's template filter (docs/decisions.md, "Product list at scale"): any, none, or one of the seller's templates.
 * The templates are read only once the seller points at or focuses the select (before it opens),
 * or a template is chosen (a shared link), so a visit that never filters by template reads none.
 */
export function TemplateFilterSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const [wantedByHand, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<LoadedTemplates>({ options: [], loading: true });
  const wanted = wantedByHand || (value !== '' && value !== NO_TEMPLATE);
  // The loader is a sibling, so the select keeps its place (and the focus) when it starts.
  return (
    <>
      <FilterField
        value={value}
        onChange={onChange}
        options={loaded.options}
        loading={wanted && loaded.loading}
        onWanted={wanted ? undefined : () => setWanted(true)}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <TemplatesLoader onLoaded={setLoaded} />
        </Suspense>
      ) : null}
    </>
  );
}

function FilterField(props: {
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
  loading?: boolean;
  onWanted?: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const known = ['', NO_TEMPLATE, ...props.options.map((option) => option.value)];
  const options: SelectOption[] = [
    { value: '', label: t(messages.any) },
    { value: NO_TEMPLATE, label: t(messages.none) },
    ...props.options,
    ...(known.includes(props.value)
      ? []
      : [{ value: props.value, label: t(props.loading ? messages.loading : messages.chosen) }]),
    ...(props.loading ? [{ value: '__loading', label: t(messages.loading), disabled: true }] : []),
  ];
  return (
    <SelectField
      label={t(messages.label)}
      value={props.value}
      options={options}
      onChange={props.onChange}
      onPointerEnter={props.onWanted}
      onFocus={props.onWanted}
      sx={{ minWidth: 180 }}
    />
  );
}
