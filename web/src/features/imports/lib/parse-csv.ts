import Papa from 'papaparse';
import { decodeText } from './decode-text';
import { toSheet, type ParsedFile } from './sheet';

/** Delimiters Excel and other spreadsheets write, by locale: comma, semicolon, tab, pipe. */
const DELIMITERS = [',', ';', '\t', '|'];
const GUESS_ROWS = 50;
const GUESS_CHARACTERS = 64 * 1024;

/**
 * A CSV file: decoded (decode-text.ts), split by papaparse with the delimiter it detects, quotes
 * and line breaks inside quotes handled. Record n of the file is row n, as a spreadsheet opening
 * the file numbers it (a quoted line break does not start a new row).
 */
export function parseCsv(bytes: Uint8Array): ParsedFile {
  const { text, encoding } = decodeText(bytes);
  // The delimiter is guessed from the first lines that hold anything (empty lines would make
  // every delimiter look inconsistent); the whole file is then split with it, empty lines kept
  // so that records keep their numbers.
  const guess = Papa.parse<string[]>(text.slice(0, GUESS_CHARACTERS), {
    delimiter: '',
    delimitersToGuess: DELIMITERS,
    skipEmptyLines: 'greedy',
    preview: GUESS_ROWS,
  });
  const result = Papa.parse<string[]>(text, {
    delimiter: guess.meta.delimiter,
    skipEmptyLines: false,
  });
  const records = result.data;
  const sheet = toSheet(records.map((cells, index) => ({ row: index + 1, cells })));
  return {
    kind: 'csv',
    encoding,
    delimiter: result.meta.delimiter,
    sheetNames: [],
    sheetIndex: 0,
    sheet,
  };
}
