/** Escapes text for an HTML text node or a double-quoted attribute: nothing becomes markup. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Text with its line breaks kept, escaped, for an HTML body. */
export function htmlText(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}

/** A link whose label and address are escaped; only http(s) addresses become links. */
export function htmlLink(href: string, label: string): string {
  if (!/^https?:\/\//i.test(href)) return escapeHtml(label);
  return `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}

/** The one HTML frame every email shares: body parts already escaped by the caller. */
export function htmlDocument(lang: string, parts: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#212121">',
    ...parts,
    '</body></html>',
  ].join('\n');
}
