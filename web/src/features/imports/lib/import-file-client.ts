import type {
  ImportCardTexts,
  ImportRow,
  ImportTemplate,
  ImportTitleMode,
  IndexedProduct,
} from '@shared';
import type { ImportPreview } from './preview';
import { ParseError, type ParseErrorCode, type ParsedFile } from './sheet';

/** Messages between the page and the import worker (import-file.worker.ts). */
export type WorkerRequest =
  | { id: number; type: 'parse'; file: File }
  | { id: number; type: 'sheet'; index: number }
  | { id: number; type: 'xlsx'; sheetName: string; rows: string[][] }
  | { id: number; type: 'xlsxStart'; sheetName: string }
  | { id: number; type: 'xlsxRows'; rows: string[][] }
  | { id: number; type: 'xlsxFinish' }
  | { id: number; type: 'prepare'; rows: ImportRow[] }
  | {
      id: number;
      type: 'plan';
      products: IndexedProduct[];
      templates: ImportTemplate[];
      cardTexts: ImportCardTexts;
      titles: ImportTitleMode;
    };

export interface LookupKeys {
  skuKeys: string[];
  linkSearchKeys: string[];
}

export type WorkerResponse =
  | {
      id: number;
      ok: true;
      parsed?: ParsedFile;
      buffer?: ArrayBuffer;
      keys?: LookupKeys;
      preview?: ImportPreview;
    }
  | { id: number; ok: false; code: ParseErrorCode };

type Pending = {
  resolve: (response: WorkerResponse & { ok: true }) => void;
  reject: (error: Error) => void;
};

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

/** The worker, started on first use (its script, papaparse and SheetJS load only then). */
function importWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./import-file.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const response = event.data;
    const waiting = pending.get(response.id);
    if (!waiting) return;
    pending.delete(response.id);
    if (response.ok) waiting.resolve(response);
    else waiting.reject(new ParseError(response.code));
  };
  worker.onerror = (event) => {
    // The worker itself failed to load or crashed: every open request fails, the next starts anew.
    console.error(event.message);
    for (const waiting of pending.values()) waiting.reject(new ParseError('unreadable'));
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

type Request = WorkerRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

/** The part of the worker's answer a request asked for; an answer without it is unreadable. */
function answered<T>(part: T | undefined): T {
  if (part === undefined) throw new ParseError('unreadable');
  return part;
}

function ask(request: Request): Promise<WorkerResponse & { ok: true }> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    importWorker().postMessage({ ...request, id });
  });
}

/** Reads a CSV, XLSX or XLS file (its first sheet). Rejects with ParseError. */
export async function parseFile(file: File): Promise<ParsedFile> {
  return answered((await ask({ type: 'parse', file })).parsed);
}

/** Another sheet of the workbook parseFile read last. */
export async function parseSheet(index: number): Promise<ParsedFile> {
  return answered((await ask({ type: 'sheet', index })).parsed);
}

/** An .xlsx file of rows (first row = header). */
export async function xlsxBlob(sheetName: string, rows: string[][]): Promise<Blob> {
  const { buffer } = await ask({ type: 'xlsx', sheetName, rows });
  return new Blob([answered(buffer)], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

/** An .xlsx file written part by part in the worker: the page holds one part at a time. */
export interface XlsxWriter {
  add(rows: string[][]): Promise<void>;
  finish(): Promise<Blob>;
}

/** Starts an .xlsx file in the worker (one at a time: a new one replaces an unfinished one). */
export async function xlsxWriter(sheetName: string): Promise<XlsxWriter> {
  await ask({ type: 'xlsxStart', sheetName });
  return {
    add: async (rows) => {
      await ask({ type: 'xlsxRows', rows });
    },
    finish: async () => {
      const { buffer } = await ask({ type: 'xlsxFinish' });
      if (!buffer) throw new ParseError('unreadable');
      return new Blob([buffer], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      });
    },
  };
}

/** Reads the rows (kept in the worker for planPreview) and says what to look up for them. */
export async function prepareImportRows(rows: ImportRow[]): Promise<LookupKeys> {
  return answered((await ask({ type: 'prepare', rows })).keys);
}

/** Plans the prepared rows against the seller's products and templates. */
export async function planImportPreview(
  products: IndexedProduct[],
  templates: ImportTemplate[],
  cardTexts: ImportCardTexts,
  titles: ImportTitleMode,
): Promise<ImportPreview> {
  return answered((await ask({ type: 'plan', products, templates, cardTexts, titles })).preview);
}
