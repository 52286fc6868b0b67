import * as v from 'valibot';
import { DOC_ID_PATTERN } from '../ids.js';
import { ValidationMessage } from '../validation-messages.js';

/**
 * A document id a request names, wherever it stands (a body, a query, a task's payload):
 * DOC_ID_PATTERN, so a reserved (`__…__`), empty, over-long or unshaped id is refused before any
 * Firestore call (docs/decisions.md, "Ids with a shape"). The one schema every request uses.
 */
export const DocId = v.pipe(
  v.string(ValidationMessage.requestInvalid),
  v.regex(DOC_ID_PATTERN, ValidationMessage.requestInvalid),
);
