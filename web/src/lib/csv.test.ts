import { describe, expect, it } from 'vitest';
import { csvDialect, toCsv, type CsvCell } from './csv';

/** One cell as the file holds it (a one-column, headerless CSV without its line end). */
async function csvCell(value: CsvCell): Promise<string> {
  return (await toCsv([], [[value]], csvDialect('en'), { withHeader: false })).slice(
    0,
    -'\r\n'.length,
  );
}

describe('csvCell', () => {
  it('leaves plain text and numbers alone', async () => {
    expect(await csvCell('Great mug')).toBe('Great mug');
    expect(await csvCell(5)).toBe('5');
    expect(await csvCell(-1)).toBe('-1');
    expect(await csvCell(true)).toBe('true');
    expect(await csvCell(null)).toBe('');
    expect(await csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', async () => {
    expect(await csvCell('Good, but small')).toBe('"Good, but small"');
    expect(await csvCell('The "best" mug')).toBe('"The ""best"" mug"');
    expect(await csvCell('Line one\nLine two')).toBe('"Line one\nLine two"');
    expect(await csvCell('CR\r\nLF')).toBe('"CR\r\nLF"');
  });

  it.each([
    [
      '=HYPERLINK("https://evil.example","click")',
      `"'=HYPERLINK(""https://evil.example"",""click"")"`,
    ],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ["=cmd|' /C calc'!A0", `'=cmd|' /C calc'!A0`],
  ])('neutralises the formula %j', async (input, expected) => {
    expect(await csvCell(input)).toBe(expected);
  });

  it('keeps markup as the literal text it is', async () => {
    expect(await csvCell('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF-terminated rows', async () => {
    expect(
      await toCsv(
        ['date', 'rating', 'feedback'],
        [
          ['2025-06-30T10:00:00.000Z', 5, 'Lovely, "really"'],
          ['2025-06-29T09:00:00.000Z', 1, '=1+1'],
        ],
        csvDialect('en'),
      ),
    ).toBe(
      'date,rating,feedback\r\n' +
        '2025-06-30T10:00:00.000Z,5,"Lovely, ""really"""\r\n' +
        "2025-06-29T09:00:00.000Z,1,'=1+1\r\n",
    );
  });
});

describe('toCsv in parts', () => {
  it('writes a later part without the header and an empty file as its header line', async () => {
    const en = csvDialect('en');
    expect(await toCsv(['a', 'b'], [['1', 2]], en, { withHeader: false })).toBe('1,2\r\n');
    expect(await toCsv(['a', 'b'], [], en)).toBe('a,b\r\n');
  });
});

describe('csvDialect', () => {
  it.each(['en', 'ga', 'el'])('%s reads "," and a decimal point', (locale) => {
    // el uses a decimal comma: checked below; en and ga use the point.
    const dialect = csvDialect(locale);
    expect(dialect.separator).toBe(dialect.decimal === ',' ? ';' : ',');
  });

  it.each(['de', 'fr', 'ro', 'pl', 'cs', 'es', 'it', 'nl', 'el', 'bg'])(
    '%s separates with ";" and writes decimal commas',
    (locale) => {
      expect(csvDialect(locale)).toEqual({ separator: ';', decimal: ',' });
    },
  );

  it('en separates with ","', () => {
    expect(csvDialect('en')).toEqual({ separator: ',', decimal: '.' });
  });

  it('quotes by the separator in use and writes numbers the way the locale reads them', async () => {
    expect(await toCsv(['a', 'b', 'c'], [['x;y', 'Gut, danke', 4.5]], csvDialect('de'))).toBe(
      'a;b;c\r\n"x;y";Gut, danke;4,5\r\n',
    );
    expect(await toCsv(['a', 'b'], [['x;y', 4.5]], csvDialect('en'))).toBe('a,b\r\nx;y,4.5\r\n');
  });
});
