/**
 * Text files as spreadsheets write them (docs/decisions.md, "Imports"): Excel's "CSV UTF-8" (UTF-8 with a byte-order
 * mark), plain UTF-8, "Unicode text" (UTF-16 little-endian with a BOM, tab-separated) and the
 * classic "CSV" of Western Windows installations (Windows-1252). A file without a BOM is UTF-16
 * when most of its first bytes alternate with zeros, UTF-8 when it decodes as valid UTF-8, and
 * Windows-1252 otherwise (every byte is a character there, so it never fails).
 */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** How much of the file the UTF-16 guess looks at. */
const SNIFF_BYTES = 4096;

function utf16WithoutBom(bytes: Uint8Array): TextEncoding | null {
  const length = Math.min(bytes.length, SNIFF_BYTES) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenZeros += 1;
    if (bytes[i + 1] === 0) oddZeros += 1;
  }
  const pairs = length / 2;
  // Latin text in UTF-16 has a zero in every other byte; UTF-8 and Windows-1252 text has none.
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.1) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.1) return 'utf-16be';
  return null;
}

export function detectEncoding(bytes: Uint8Array): { encoding: TextEncoding; bomLength: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { encoding: 'utf-8', bomLength: 3 };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { encoding: utf16, bomLength: 0 };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { encoding: 'utf-8', bomLength: 0 };
  } catch {
    return { encoding: 'windows-1252', bomLength: 0 };
  }
}

/**
 * Windows-1252's bytes 0x80–0x9F (the rest is Latin-1). Decoded here, not with TextDecoder:
 * Node's TextDecoder reads "windows-1252" as Latin-1, so the tests would not see what browsers do.
 */
// prettier-ignore
const CP1252_80_9F = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039,
  0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc,
  0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  const codes = Array.from(bytes, (byte) => CP1252_80_9F[byte - 0x80] ?? byte);
  let text = '';
  for (let i = 0; i < codes.length; i += 8192) {
    text += String.fromCharCode(...codes.slice(i, i + 8192));
  }
  return text;
}

/** The file's text (without its byte-order mark) and the encoding it was read in. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  const { encoding, bomLength } = detectEncoding(bytes);
  const body = bytes.subarray(bomLength);
  const text =
    encoding === 'windows-1252' ? decodeWindows1252(body) : new TextDecoder(encoding).decode(body);
  return { text, encoding };
}
