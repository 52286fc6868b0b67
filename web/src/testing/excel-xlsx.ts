import { strToU8, zipSync } from 'fflate';

/**
 * .xlsx test files laid out as Excel writes them (Office Open XML, ECMA-376 part 1): text in the
 * shared strings table (rich text as runs), numbers and dates as numbers with a number format from
 * the styles, formulas with their cached result, links as relationships of the sheet, merged
 * ranges. Written here rather than by the library that reads them, so a test can catch a reader
 * that only understands its own files.
 */

export type XlsxCell =
  | string
  | number
  | boolean
  /** Runs of text, every second one bold. */
  | { richText: string[] }
  /** A cell showing `text` that links to `link`. */
  | { text: string; link: string }
  | { formula: string; result: string | number }
  | { error: '#N/A' | '#VALUE!' | '#REF!' | '#DIV/0!' }
  /** A date (its day, as Excel stores it: days since 1899-12-30) in Excel's short date format. */
  | { date: Date }
  /** A number shown in a number format of its own ("00000", "#,##0.00"). */
  | { number: number; format: string };

export interface XlsxSheet {
  name: string;
  /** By address: { A1: 'Title', B2: 4 }. */
  cells: Record<string, XlsxCell>;
  /** Merged ranges ("A1:C1"). */
  merges?: string[];
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const textElement = (text: string) =>
  /^\s|\s$/.test(text) ? `<t xml:space="preserve">${escape(text)}</t>` : `<t>${escape(text)}</t>`;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

function address(ref: string): { row: number; column: number } {
  const match = /^([A-Z]+)(\d+)$/.exec(ref);
  if (!match) throw new Error(`not a cell address: ${ref}`);
  const column = [...match[1]!].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);
  return { row: Number(match[2]), column };
}

const excelDay = (date: Date) => (date.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;

export function excelXlsx(sheets: readonly XlsxSheet[]): Uint8Array {
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const shared = (xml: string) => {
    let index = stringIndex.get(xml);
    if (index === undefined) {
      index = strings.length;
      strings.push(xml);
      stringIndex.set(xml, index);
    }
    return index;
  };
  // Style 0 is General, 1 Excel's short date (built-in format 14); custom formats from 164 on.
  const formats: string[] = [];
  const styleOf = (format: string) => {
    let index = formats.indexOf(format);
    if (index < 0) index = formats.push(format) - 1;
    return 2 + index;
  };
  const files: Record<string, Uint8Array> = {};

  sheets.forEach((sheet, sheetIndex) => {
    const links: { ref: string; id: string; target: string }[] = [];
    const rows = new Map<number, { column: number; xml: string }[]>();
    for (const [ref, cell] of Object.entries(sheet.cells)) {
      const { row, column } = address(ref);
      let xml: string;
      if (typeof cell === 'string')
        xml = `<c r="${ref}" t="s"><v>${shared(textElement(cell))}</v></c>`;
      else if (typeof cell === 'number') xml = `<c r="${ref}"><v>${cell}</v></c>`;
      else if (typeof cell === 'boolean') xml = `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
      else if ('richText' in cell) {
        const runs = cell.richText.map((text, i) =>
          i % 2 === 1
            ? `<r><rPr><b/><sz val="11"/></rPr>${textElement(text)}</r>`
            : `<r>${textElement(text)}</r>`,
        );
        xml = `<c r="${ref}" t="s"><v>${shared(runs.join(''))}</v></c>`;
      } else if ('link' in cell) {
        const id = `rId${links.length + 1}`;
        links.push({ ref, id, target: cell.link });
        xml = `<c r="${ref}" t="s"><v>${shared(textElement(cell.text))}</v></c>`;
      } else if ('formula' in cell) {
        xml =
          typeof cell.result === 'string'
            ? `<c r="${ref}" t="str"><f>${escape(cell.formula)}</f><v>${escape(cell.result)}</v></c>`
            : `<c r="${ref}"><f>${escape(cell.formula)}</f><v>${cell.result}</v></c>`;
      } else if ('error' in cell) xml = `<c r="${ref}" t="e"><v>${escape(cell.error)}</v></c>`;
      else if ('date' in cell) xml = `<c r="${ref}" s="1"><v>${excelDay(cell.date)}</v></c>`;
      else xml = `<c r="${ref}" s="${styleOf(cell.format)}"><v>${cell.number}</v></c>`;
      rows.set(row, [...(rows.get(row) ?? []), { column, xml }]);
    }
    const sheetData = [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .map(
        ([row, cells]) =>
          `<row r="${row}">${cells
            .sort((a, b) => a.column - b.column)
            .map((c) => c.xml)
            .join('')}</row>`,
      )
      .join('');
    const merges = sheet.merges?.length
      ? `<mergeCells count="${sheet.merges.length}">${sheet.merges.map((ref) => `<mergeCell ref="${ref}"/>`).join('')}</mergeCells>`
      : '';
    const hyperlinks = links.length
      ? `<hyperlinks>${links.map((l) => `<hyperlink ref="${l.ref}" r:id="${l.id}"/>`).join('')}</hyperlinks>`
      : '';
    const n = sheetIndex + 1;
    files[`xl/worksheets/sheet${n}.xml`] = strToU8(
      `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetFormatPr defaultRowHeight="15"/><sheetData>${sheetData}</sheetData>${merges}<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>${hyperlinks}</worksheet>`,
    );
    if (links.length) {
      files[`xl/worksheets/_rels/sheet${n}.xml.rels`] = strToU8(
        `${XML}<Relationships xmlns="${PACKAGE_REL}">${links.map((l) => `<Relationship Id="${l.id}" Type="${REL}/hyperlink" Target="${escape(l.target)}" TargetMode="External"/>`).join('')}</Relationships>`,
      );
    }
  });

  const sheetRels = sheets
    .map(
      (_, i) =>
        `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
    )
    .join('');
  const k = sheets.length;
  files['[Content_Types].xml'] = strToU8(
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets
      .map(
        (_, i) =>
          `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      )
      .join(
        '',
      )}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
  );
  files['_rels/.rels'] = strToU8(
    `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  files['xl/workbook.xml'] = strToU8(
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView activeTab="0"/></bookViews><sheets>${sheets
      .map((s, i) => `<sheet name="${escape(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join('')}</sheets></workbook>`,
  );
  files['xl/_rels/workbook.xml.rels'] = strToU8(
    `${XML}<Relationships xmlns="${PACKAGE_REL}">${sheetRels}<Relationship Id="rId${k + 1}" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId${k + 2}" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  );
  const numFmts = formats.length
    ? `<numFmts count="${formats.length}">${formats.map((f, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escape(f)}"/>`).join('')}</numFmts>`
    : '';
  const xfs = [
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
    '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>',
    ...formats.map(
      (_, i) =>
        `<xf numFmtId="${164 + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    ),
  ];
  files['xl/styles.xml'] = strToU8(
    `${XML}<styleSheet xmlns="${MAIN}">${numFmts}<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  );
  files['xl/sharedStrings.xml'] = strToU8(
    `${XML}<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si>${s}</si>`).join('')}</sst>`,
  );
  return zipSync(files);
}
