import { parseFragment } from 'parse5';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '../validation-messages.js';
import { containsMarkup, FeedbackText } from './feedback.js';
import { MARKUP_CORPUS as CORPUS } from '../../../test/corpus/markup.js';

/** What a browser makes of the text as HTML: true when it is not exactly that text. */
function browserSeesMarkup(text: string): boolean {
  // Entities are escaped first: they are text to us, and the rule is about tags only.
  const nodes = parseFragment(text.replaceAll('&', '&amp;')).childNodes;
  const only = nodes[0];
  return !(
    nodes.length === 1 &&
    only?.nodeName === '#text' &&
    'value' in only &&
    only.value === text
  );
}

describe('feedback markup rule (corpus)', () => {
  it(`has at least 40 cases, both kinds (${CORPUS.length})`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(CORPUS.some(([, refused]) => refused)).toBe(true);
    expect(CORPUS.some(([, refused]) => !refused)).toBe(true);
  });

  it.each(CORPUS)('%j → refused: %s', (text, refused) => {
    expect(containsMarkup(text)).toBe(refused);
    const issue = v.safeParse(FeedbackText, text).issues?.[0]?.message;
    expect(issue).toBe(refused ? ValidationMessage.feedbackMarkup : undefined);
  });

  it.each(CORPUS)('the rule agrees with the HTML tokenizer on %j', (text, refused) => {
    expect(browserSeesMarkup(text)).toBe(refused);
  });
});
