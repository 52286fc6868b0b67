import { parseFragment } from 'parse5';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '../validation-messages.js';
import { containsMarkup, FeedbackText } from './feedback.js';

/**
 * The markup rule against a corpus: [text, refused]. Every text is long enough for the length
 * rule, so the only possible refusal is the markup one. The "refused" column is what a browser
 * does, checked below with parse5 (the WHATWG HTML tokenizer jsdom uses): refused exactly when
 * parsing the text as HTML yields anything but that same text.
 */
const CORPUS: [text: string, refused: boolean][] = [
  // Tags, closing tags, comments, doctypes and processing instructions, closed or not.
  ['<svg/onload=alert(1)//', true],
  ['Nice <img src=x onerror=alert(1)', true],
  ['<script>alert("x")</script>', true],
  ['This is <b>really</b> nice', true],
  ['</div>Great product indeed', true],
  ['Great mug <!-- hidden --> ok', true],
  ['<!---->empty comment here', true],
  ['<!DOCTYPE html> hello there', true],
  ['<?xml version="1.0"?> great', true],
  ['<?php echo 1; ?> good product', true],
  ['Buy at <a href="https://spam.example">cheap</a>', true],
  ['<iframe src="//evil.example"></iframe>', true],
  ['<IMG SRC=javascript:alert(1)> caps', true],
  ['<ScRiPt>alert(1)</sCrIpT> mixed case', true],
  ['<details open ontoggle=alert(1)>', true],
  ['<body onload=alert(1)> some text', true],
  ['<style>*{display:none}</style> ok', true],
  ['<br>Second line of my review', true],
  ['<p>Paragraph text here</p>', true],
  ['<input autofocus onfocus=alert(1)>', true],
  ['<x onclick=alert(1)>click me please', true],
  ['<svg><animate onbegin=alert(1) attributeName=x dur=1s>', true],
  ['Lovely mug, really <img', true],
  ['<object data="javascript:alert(1)">', true],
  ['<marquee>Great great great</marquee>', true],
  ['Tab inside <a\thref=x> the tag', true],
  ['<table><tr><td>great</td></tr></table>', true],
  ['<math><mtext><img src=x onerror=alert(1)>', true],
  // Look-alikes a browser still reads as markup, so they are refused too.
  ['Good product</3 broke later', true],
  ['Broken heart </ but it works', true],
  ['a<b and b<c in my maths', true],
  ['email me at <test@example.com> please', true],
  ['C++ fans: vector<int> all day', true],
  // Legitimate text: a "<" a browser shows as it is.
  ['I <3 it, lovely mug', false],
  ['a < b > c, I know maths', false],
  ['<3 stars from me, sorry', false],
  ['Love it <3 <3 <3 so much', false],
  ['Rating <= 5, quality >= 4', false],
  ['<=> the spaceship operator', false],
  ['1<2 is true, and the mug too', false],
  ['Quality: <5% defects, great', false],
  ['Price < 20 EUR and worth it', false],
  ['<<< best purchase ever >>>', false],
  ['<> nothing inside the brackets', false],
  ['Arrow <-- points here, fine', false],
  ['< b>space after the bracket', false],
  ['>_< that face when it broke', false],
  ['<ă> a non-ASCII letter after it', false],
  ['＜script＞ full-width brackets', false],
  ['‹b› single guillemets are fine', false],
  ['«Excelent» produs, recomand!', false],
  ['&lt;script&gt; is not a tag here', false],
  ['Works great 😀👍 would buy again', false],
  ['Five stars ⭐⭐⭐⭐⭐ really', false],
  ['Foarte mulțumit de calitate, recomand!', false],
  ['Sehr gut, gerne wieder! Größe passt.', false],
];

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
