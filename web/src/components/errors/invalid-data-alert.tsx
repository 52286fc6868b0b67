import Alert from '@mui/material/Alert';
import type { InvalidDocumentError } from '@shared';
import { useEffect } from 'react';
import { defineMessage, useIntl } from 'react-intl';

const messages = {
  one: defineMessage<{ path: string }>({
    id: 'errors.invalidData.one',
    defaultMessage:
      'This cannot be shown: its saved data is not valid. Nothing was changed. (Reference: {path})',
  }),
  some: defineMessage<{ count: number; paths: string }>({
    id: 'errors.invalidData.some',
    defaultMessage:
      '{count, plural, one {One saved entry is not shown} other {# saved entries are not shown}} because its data is not valid. Nothing was changed. (Reference: {paths})',
  }),
};

/**
 * What a screen shows for stored documents that do not match their schema (InvalidDocumentError
 * from the Firestore converters in lib/firestore.ts): the rest of the screen keeps working.
 */
export function InvalidDataAlert({
  errors,
  scope,
}: {
  errors: readonly InvalidDocumentError[];
  /** 'page': the screen's own document; 'list': some entries of a list that is shown. */
  scope: 'page' | 'list';
}) {
  const intl = useIntl();
  const details = errors.map((error) => error.message).join('\n');
  useEffect(() => {
    // The schema issues are for whoever repairs the data; the seller reads the sentence.
    if (details) console.error(details);
  }, [details]);
  const [first] = errors;
  if (!first) return null;
  const text =
    scope === 'page'
      ? intl.formatMessage(messages.one, { path: first.path })
      : intl.formatMessage(messages.some, {
          count: errors.length,
          paths: errors.map((error) => error.path).join(', '),
        });
  return (
    <Alert severity="error" role="alert" data-testid="invalid-data">
      {text}
    </Alert>
  );
}
