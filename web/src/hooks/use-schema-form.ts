import { useCallback, useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type * as v from 'valibot';

/** What v.safeParse returns, for any schema. */
export type SchemaResult<TOutput> =
  { success: true; output: TOutput } | { success: false; issues: readonly v.BaseIssue<unknown>[] };

export interface SchemaFormOptions<TValues, TOutput> {
  initial: TValues;
  /** The shared schema's verdict on the values (`(d) => v.safeParse(ProductInput, d)`); stable. */
  validate: (values: TValues) => SchemaResult<TOutput>;
  /** One translated message per dot path (lib/validation-messages fieldErrors); stable. */
  formatErrors: (
    intl: IntlShape,
    issues: readonly v.BaseIssue<unknown>[],
  ) => Record<string, string>;
  /**
   * When a field shows its error: 'blur' once the field was left or a save was tried; 'submit'
   * from the first submit on (then live as the values change).
   */
  showErrors: 'blur' | 'submit';
}

/**
 * The one way forms hold their state (product form, template editor, review flow): the draft
 * values, validated by the shared valibot schema on every change, translated errors per dot
 * path, when to show them, and server-side errors until the next change; useFormDirty
 * (use-form-dirty.ts) adds "changed since saved" where a screen needs it.
 * A small hook instead of react-hook-form: the customer review page cannot afford its ~14 kB gzip
 * (docs/decisions.md, "Forms").
 */
export function useSchemaForm<TValues, TOutput>(options: SchemaFormOptions<TValues, TOutput>) {
  const { validate, formatErrors, showErrors } = options;
  const intl = useIntl();
  const [values, setValuesState] = useState(options.initial);
  const [baseline, setBaseline] = useState(options.initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const result = useMemo(() => validate(values), [validate, values]);
  const errors = useMemo(
    () => (result.success ? {} : formatErrors(intl, result.issues)),
    [result, intl, formatErrors],
  );

  const errorFor = useCallback(
    (path: string): string | undefined =>
      serverErrors[path] ??
      (submitted || (showErrors === 'blur' && touched.has(path)) ? errors[path] : undefined),
    [errors, serverErrors, submitted, showErrors, touched],
  );

  const setValues = useCallback((update: TValues | ((current: TValues) => TValues)) => {
    setValuesState(update);
    setServerErrors({});
  }, []);

  return {
    values,
    setValues,
    /** Every current error by dot path, shown or not. */
    errors,
    errorFor,
    /** True once a submit was tried (until reset). */
    submitted,
    /** The values last saved (the initial ones until reset): what useFormDirty compares with. */
    baseline,
    touch: useCallback((path: string) => setTouched((old) => new Set(old).add(path)), []),
    /** The valid output to save (trimmed by the schema), or null, and from now on every error shows. */
    submit: useCallback((): TOutput | null => {
      setSubmitted(true);
      return result.success ? result.output : null;
    }, [result]),
    /** Errors the server found, shown until the values change. */
    setServerErrors,
    /** After a successful save: these values are the new "unchanged" state, errors hide again. */
    reset: useCallback((saved: TValues) => {
      setValuesState(saved);
      setBaseline(saved);
      setSubmitted(false);
      setTouched(new Set());
      setServerErrors({});
    }, []),
  };
}

export type SchemaForm<TValues, TOutput> = ReturnType<typeof useSchemaForm<TValues, TOutput>>;
