/** Test files in the encodings spreadsheets and marketplaces write. */

export const utf8 = (text: string) => new TextEncoder().encode(text);

/** UTF-8 with a byte-order mark (Excel's "CSV UTF-8", WooCommerce's export). */
export const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);

/**
 * Windows-1252 (Excel's classic "CSV" on a Western Windows, Amazon's reports in Europe): Latin-1
 * letters as their own byte, a few typographic characters from 0x80–0x9F.
 */
export function windows1252(text: string) {
  const extra: Record<string, number> = { '€': 0x80, '–': 0x96, '’': 0x92, '™': 0x99 };
  return new Uint8Array(
    [...text].map((c) => {
      const code = extra[c] ?? c.charCodeAt(0);
      if (code > 0xff) throw new Error(`not in Windows-1252: ${c}`);
      return code;
    }),
  );
}
