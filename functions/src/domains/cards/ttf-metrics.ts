/**
 * Reads glyph advance widths out of a TrueType font (head, hhea, hmtx and cmap tables). Used to
 * generate the shared width table (shared/card-font-metrics.ts) that lets the page and the server
 * wrap card text identically, and by its test to prove the table still matches the bundled font.
 */

interface TableDirectory {
  [tag: string]: { offset: number; length: number };
}

function readTables(font: Buffer): TableDirectory {
  const numTables = font.readUInt16BE(4);
  const tables: TableDirectory = {};
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    const tag = font.toString('latin1', record, record + 4);
    tables[tag] = { offset: font.readUInt32BE(record + 8), length: font.readUInt32BE(record + 12) };
  }
  return tables;
}

function table(tables: TableDirectory, tag: string) {
  const entry = tables[tag];
  if (!entry) throw new Error(`Font has no ${tag} table`);
  return entry.offset;
}

/** Code point → glyph id, from the Unicode cmap subtable (format 12 preferred, else format 4). */
function readCmap(font: Buffer, cmapOffset: number): (codePoint: number) => number {
  const count = font.readUInt16BE(cmapOffset + 2);
  let format4: number | null = null;
  let format12: number | null = null;
  for (let i = 0; i < count; i++) {
    const record = cmapOffset + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const subtable = cmapOffset + font.readUInt32BE(record + 4);
    const format = font.readUInt16BE(subtable);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12) format12 = subtable;
    if (format === 4) format4 = subtable;
  }
  if (format12 !== null) {
    const start = format12;
    const groups = font.readUInt32BE(start + 12);
    return (codePoint) => {
      for (let g = 0; g < groups; g++) {
        const group = start + 16 + g * 12;
        const first = font.readUInt32BE(group);
        const last = font.readUInt32BE(group + 4);
        if (codePoint >= first && codePoint <= last) {
          return font.readUInt32BE(group + 8) + (codePoint - first);
        }
      }
      return 0;
    };
  }
  if (format4 === null) throw new Error('Font has no Unicode cmap');
  const start = format4;
  const segCount = font.readUInt16BE(start + 6) / 2;
  const endCodes = start + 14;
  const startCodes = endCodes + segCount * 2 + 2;
  const idDeltas = startCodes + segCount * 2;
  const idRangeOffsets = idDeltas + segCount * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let s = 0; s < segCount; s++) {
      if (codePoint > font.readUInt16BE(endCodes + s * 2)) continue;
      const first = font.readUInt16BE(startCodes + s * 2);
      if (codePoint < first) return 0;
      const delta = font.readInt16BE(idDeltas + s * 2);
      const rangeOffsetAt = idRangeOffsets + s * 2;
      const rangeOffset = font.readUInt16BE(rangeOffsetAt);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeOffsetAt + rangeOffset + (codePoint - first) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export interface FontMetrics {
  unitsPerEm: number;
  /** Advance width in font units; .notdef's advance for characters the font lacks. */
  advance(codePoint: number): number;
  has(codePoint: number): boolean;
}

export function readFontMetrics(font: Buffer): FontMetrics {
  const tables = readTables(font);
  const unitsPerEm = font.readUInt16BE(table(tables, 'head') + 18);
  const numberOfHMetrics = font.readUInt16BE(table(tables, 'hhea') + 34);
  const hmtx = table(tables, 'hmtx');
  const glyphOf = readCmap(font, table(tables, 'cmap'));
  const advanceOfGlyph = (glyph: number) =>
    font.readUInt16BE(hmtx + Math.min(glyph, numberOfHMetrics - 1) * 4);
  return {
    unitsPerEm,
    advance: (codePoint) => advanceOfGlyph(glyphOf(codePoint)),
    has: (codePoint) => glyphOf(codePoint) !== 0,
  };
}
