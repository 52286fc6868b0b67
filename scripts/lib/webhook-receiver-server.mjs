// The local webhook receiver's server (`node scripts/lib/webhook-receiver-server.mjs <port>`),
// started by `npm start` and `npm test` (webhook-receiver.mjs). It keeps, in memory, every request
// the app's webhooks send it, for people (GET /) and tests (GET /api/deliveries) to read:
//   POST /hooks/<name>               answers 200
//   POST /hooks/<name>/status/<code> answers <code> (a receiver that fails, to watch retries)
//   GET  /api/deliveries[?hook=<name>]  every request kept, oldest first (JSON)
//   DELETE /api/deliveries           forgets them
import { createServer } from 'node:http';

/** Bounded: a long session never grows the receiver's memory without end. */
const MAX_KEPT = 2000;
const MAX_BODY_BYTES = 256 * 1024;

export function createReceiver() {
  const kept = [];
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://receiver');
    const send = (status, body, type = 'application/json') => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body, null, 2));
    };
    const hook = /^\/hooks\/([A-Za-z0-9_-]{1,100})(?:\/status\/([1-5][0-9]{2}))?\/?$/.exec(
      url.pathname,
    );
    if (request.method === 'POST' && hook) {
      const chunks = [];
      let size = 0;
      request.on('data', (chunk) => {
        size += chunk.length;
        if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      });
      request.on('end', () => {
        const status = hook[2] ? Number(hook[2]) : 200;
        kept.push({
          hook: hook[1],
          receivedAt: new Date().toISOString(),
          answered: status,
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        if (kept.length > MAX_KEPT) kept.splice(0, kept.length - MAX_KEPT);
        send(status, { received: true });
      });
      return;
    }
    if (url.pathname === '/api/deliveries' && request.method === 'GET') {
      const name = url.searchParams.get('hook');
      return send(200, name ? kept.filter((entry) => entry.hook === name) : kept);
    }
    if (url.pathname === '/api/deliveries' && request.method === 'DELETE') {
      kept.length = 0;
      return send(200, { cleared: true });
    }
    if (url.pathname === '/' && request.method === 'GET') {
      return send(200, { deliveries: kept.length, latest: kept.slice(-20).reverse() });
    }
    send(404, { error: 'POST /hooks/<name>, GET /api/deliveries' });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2]);
  createReceiver().listen(port, '127.0.0.1', () => {
    console.log(`Webhook receiver on http://127.0.0.1:${port}/`);
  });
}
