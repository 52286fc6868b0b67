/**
 * Card text measuring and wrapping from the bundled font's advance widths. The page and the
 * server both break lines here, with the same numbers, so a headline wraps at the same word in
 * the preview and in the PNG (kerning only ever makes a line a little narrower than measured).
 */
import { CARD_FONT_ADVANCES, CARD_FONT_UNITS_PER_EM } from './card-font-metrics.js';
import type { CardFontWeight, CardTextBox } from './card-layout.js';

const ELLIPSIS = '…';

type AdvanceTable = Map<number, number>;

function buildTable(runs: ReadonlyArray<readonly [number, readonly number[]]>): AdvanceTable {
  const table: AdvanceTable = new Map();
  for (const [first, widths] of runs) widths.forEach((w, i) => table.set(first + i, w));
  return table;
}

let tables: Record<CardFontWeight, AdvanceTable> | null = null;
/** Characters outside the table (e.g. CJK, emoji) are counted as wide as "M" — better too wide. */
const fallback: Record<CardFontWeight, number> = { regular: 0, bold: 0 };

function advances(weight: CardFontWeight): AdvanceTable {
  if (!tables) {
    tables = {
      regular: buildTable(CARD_FONT_ADVANCES.regular),
      bold: buildTable(CARD_FONT_ADVANCES.bold),
    };
    fallback.regular = tables.regular.get(0x4d) ?? CARD_FONT_UNITS_PER_EM;
    fallback.bold = tables.bold.get(0x4d) ?? CARD_FONT_UNITS_PER_EM;
  }
  return tables[weight];
}

/** Width of `text` in card pixels at `fontSize`. */
export function measureCardText(text: string, weight: CardFontWeight, fontSize: number): number {
  const table = advances(weight);
  let units = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0);
    units += (codePoint === undefined ? undefined : table.get(codePoint)) ?? fallback[weight];
  }
  return (units * fontSize) / CARD_FONT_UNITS_PER_EM;
}

/** Collapses whitespace the way the card prints it (one line of words). */
export function normalizeCardText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Cuts whole words off the end until `line…` fits; only a line that is one word too long for the
 * width loses characters instead.
 */
function withEllipsis(line: string, fits: (s: string) => boolean): string {
  const words = line.split(' ');
  while (words.length > 1 && !fits(words.join(' ').replace(/[\s,;:–—-]+$/u, '') + ELLIPSIS)) {
    words.pop();
  }
  const kept = words.join(' ').replace(/[\s,;:–—-]+$/u, '');
  if (fits(kept + ELLIPSIS)) return kept + ELLIPSIS;
  const chars = Array.from(kept);
  while (chars.length > 0 && !fits(chars.join('').trimEnd() + ELLIPSIS)) chars.pop();
  return chars.join('').trimEnd() + ELLIPSIS;
}

/**
 * Greedy word wrap into at most box.maxLines lines no wider than box.maxWidth. A word wider than
 * a line is broken between characters; text that does not fit ends in an ellipsis.
 */
export function wrapCardText(
  text: string,
  box: Pick<CardTextBox, 'maxWidth' | 'maxLines' | 'fontSize' | 'weight'>,
): string[] {
  const fits = (s: string) => measureCardText(s, box.weight, box.fontSize) <= box.maxWidth;
  const words = normalizeCardText(text).split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  const pushPieces = (word: string) => {
    // Break an over-long word into pieces that each fit a line.
    let piece = '';
    for (const char of word) {
      if (piece && !fits(piece + char)) {
        lines.push(piece);
        piece = '';
      }
      piece += char;
    }
    return piece;
  };
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
    } else {
      if (current) lines.push(current);
      current = fits(word) ? word : pushPieces(word);
    }
    if (lines.length > box.maxLines) break;
  }
  if (current) lines.push(current);
  if (lines.length <= box.maxLines) return lines;
  const kept = lines.slice(0, box.maxLines);
  const lastIndex = box.maxLines - 1;
  kept[lastIndex] = withEllipsis(`${kept[lastIndex]} ${lines[box.maxLines]}`, fits);
  return kept;
}

/** A text box's lines at the font size that fits them (fitCardText). */
export interface FittedCardText {
  lines: string[];
  fontSize: number;
  lineHeight: number;
}

/** Line height of shrunk text, as a multiple of its font size. */
const SHRUNK_LEADING = 1.22;

/**
 * Long text (a product title of up to 255 characters) in a box: drawn at the box's font size when
 * it fits its lines, else at the largest smaller size (down to `minFontSize`, in 2 px steps) at
 * which all of it fits the box's height, with as many lines as that height holds. Only text that
 * does not fit even then is cut, after a whole word, with an ellipsis.
 */
export function fitCardText(text: string, box: CardTextBox, minFontSize: number): FittedCardText {
  const height = box.maxLines * box.lineHeight;
  let fitted: FittedCardText | null = null;
  for (let fontSize = box.fontSize; fontSize >= minFontSize; fontSize -= 2) {
    // Smaller text is set tighter than the box's own leading, so more lines fit its height.
    const lineHeight = fontSize === box.fontSize ? box.lineHeight : fontSize * SHRUNK_LEADING;
    const maxLines = Math.max(1, Math.floor(height / lineHeight + 1e-9));
    const sized = { ...box, fontSize, maxLines };
    const lines = wrapCardText(text, sized);
    fitted = { lines, fontSize, lineHeight };
    if (lines.join(' ') === normalizeCardText(text)) break;
  }
  return fitted ?? { lines: wrapCardText(text, box), ...box };
}
