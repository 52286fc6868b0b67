/**
 * The import screen's worker: reads the seller's file (papaparse for CSV, SheetJS for workbooks)
 * and writes XLSX files, so neither library is part of any page's bundle, and checks every row of
 * the preview, so a 10,000-row file never blocks the page. Messages: import-file-client.ts.
 */
import type { ReadImportRow } from '@shared';
import type { XlsxBuilder } from './workbook';
import { parseImportFile, type SheetReader } from './parse-file';
import { planPreview, prepareRows } from './preview';
import { ParseError } from './sheet';
import type { WorkerRequest, WorkerResponse } from './import-file-client';

/** The other sheets of the last workbook read. */
let readSheet: SheetReader | null = null;
/** The rows of the last 'prepare', planned by the next 'plan'. */
let reads: ReadImportRow[] = [];
/** The .xlsx being written part by part ('xlsxStart', 'xlsxRows', 'xlsxFinish'). */
let xlsx: XlsxBuilder | null = null;

/**
 * Answers the page; a file's bytes are handed over, not copied. The DOM typings the app compiles
 * with describe a window's postMessage, whose options overload is the worker scope's
 * postMessage(message, { transfer }).
 */
const reply = (message: WorkerResponse) =>
  self.postMessage(message, {
    transfer: message.ok && message.buffer ? [message.buffer] : [],
  });

async function handle(request: WorkerRequest): Promise<WorkerResponse> {
  switch (request.type) {
    case 'parse': {
      const bytes = new Uint8Array(await request.file.arrayBuffer());
      const result = await parseImportFile(request.file.name, bytes);
      readSheet = result.readSheet;
      return { id: request.id, ok: true, parsed: result.parsed };
    }
    case 'sheet': {
      if (!readSheet) throw new ParseError('unreadable');
      return { id: request.id, ok: true, parsed: readSheet(request.index) };
    }
    case 'prepare': {
      const prepared = prepareRows(request.rows);
      reads = prepared.reads;
      return { id: request.id, ok: true, keys: prepared.keys };
    }
    case 'plan': {
      const { products, templates, cardTexts, titles } = request;
      const preview = planPreview(reads, products, templates, cardTexts, titles);
      return { id: request.id, ok: true, preview };
    }
    case 'xlsx': {
      const { buildXlsx } = await import('./workbook');
      return { id: request.id, ok: true, buffer: buildXlsx(request.sheetName, request.rows) };
    }
    case 'xlsxStart': {
      const { XlsxBuilder } = await import('./workbook');
      xlsx = new XlsxBuilder(request.sheetName);
      return { id: request.id, ok: true };
    }
    case 'xlsxRows': {
      if (!xlsx) throw new ParseError('unreadable');
      xlsx.add(request.rows);
      return { id: request.id, ok: true };
    }
    case 'xlsxFinish': {
      if (!xlsx) throw new ParseError('unreadable');
      const buffer = xlsx.finish();
      xlsx = null;
      return { id: request.id, ok: true, buffer };
    }
  }
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  handle(request).then(
    (response) => reply(response),
    (error: unknown) => {
      const code = error instanceof ParseError ? error.code : 'unreadable';
      if (!(error instanceof ParseError)) console.error(error);
      reply({ id: request.id, ok: false, code });
    },
  );
};
