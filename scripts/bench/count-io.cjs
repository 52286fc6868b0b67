// Preloaded (NODE_OPTIONS=--require) by `npm run bench:rush` into every Node process the
// benchmark starts: its own (the review API handler in-process) and the Functions emulator's
// workers (the triggers and tasks). It wraps the Admin SDK's Firestore client where every
// document write and read passes, and appends what succeeded to QR_BENCH_IO_LOG:
//   w <epoch ms> <document path>   one line per document a commit or batch write wrote
//   r <epoch ms> <count>           documents read by one lookup, transaction read or query
// Nothing else changes: the calls, their answers and their errors are the SDK's own. Reads are
// counted as Firestore bills them: each document found or missing, each query at least one.
// A process sets globalThis.qrBenchIoPaused = true to leave its own checks out.
/* eslint-disable @typescript-eslint/no-require-imports -- a --require preload is CommonJS */
'use strict';
const { appendFileSync } = require('node:fs');
const { dirname } = require('node:path');

const file = process.env.QR_BENCH_IO_LOG;
if (file) {
  let firestoreDir = null;
  try {
    firestoreDir = dirname(require.resolve('@google-cloud/firestore', { paths: [process.cwd()] }));
  } catch {
    // Not a process that uses Firestore (the Firebase CLI itself before it loads the emulators).
  }
  if (firestoreDir) install(firestoreDir);
}

function log(lines) {
  if (globalThis.qrBenchIoPaused || lines.length === 0) return;
  appendFileSync(file, lines.join('\n') + '\n');
}

function install(dir) {
  // The package's entry first: its modules require each other in an order of their own.
  const { Firestore } = require(`${dir}/index.js`);
  const { WriteBatch } = require(`${dir}/write-batch.js`);
  const commit = WriteBatch.prototype._commit;
  WriteBatch.prototype._commit = async function countedCommit(options) {
    const docPaths = this._ops.map((op) => op.docPath);
    const response = await commit.call(this, options);
    const now = Date.now();
    // A batch write answers per write; a commit writes all or nothing.
    const ok =
      options?.methodName === 'batchWrite'
        ? docPaths.filter((_, i) => (response?.status?.[i]?.code ?? 0) === 0)
        : docPaths;
    log(ok.map((path) => `w ${now} ${path}`));
    return response;
  };
  const requestStream = Firestore.prototype.requestStream;
  Firestore.prototype.requestStream = async function countedStream(method, ...rest) {
    const stream = await requestStream.call(this, method, ...rest);
    if (method === 'batchGetDocuments') {
      stream.on('data', (chunk) => {
        if (chunk?.found || chunk?.missing) log([`r ${Date.now()} 1`]);
      });
    } else if (method === 'runQuery' || method === 'runAggregationQuery') {
      let documents = 0;
      stream.on('data', (chunk) => {
        if (chunk?.document) documents += 1;
      });
      stream.on('end', () => log([`r ${Date.now()} ${Math.max(1, documents)}`]));
    }
    return stream;
  };
}
