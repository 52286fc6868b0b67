// Timing for the benchmarks that call the reviewApi handler in-process (bench/alerts.mjs,
// bench/counters.mjs): one call timed, calls paced by the wall clock, latency percentiles.

/** One request through the handler: its status, when it left and how long the answer took. */
export function timedCall(handle, request) {
  return new Promise((resolve) => {
    const at = Date.now();
    const started = performance.now();
    let status = 0;
    const response = {
      status(code) {
        status = code;
        return response;
      },
      set() {
        return response;
      },
      json() {
        resolve({ status, at, ms: performance.now() - started });
      },
    };
    handle(request, response);
  });
}

/**
 * `total` calls of `send(index)` at `rate` a second, paced by the wall clock (call i leaves at
 * i / rate seconds, not after the previous answer); resolves with every answer.
 */
export async function paced(total, rate, send) {
  const started = Date.now();
  const pending = [];
  for (let index = 0; index < total; index += 1) {
    const wait = started + (index * 1000) / rate - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(send(index));
  }
  return Promise.all(pending);
}

/** The q-quantile (0–1) of the answers' times, in whole milliseconds. */
export function latency(answers, q) {
  const ms = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]);
}
