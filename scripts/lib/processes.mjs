// Child-process plumbing for the dev harness. Every long-running child gets its own process
// group and a supervisor that remembers its descendants, so stopping it (Ctrl-C, a failure, or
// its own exit) leaves nothing behind: not the functions emulator's worker processes (same
// group) and not the emulators' Java processes (firebase-tools starts those in a session of
// their own, out of reach of a group signal).
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setPriority } from 'node:os';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`✖ Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The lowest CPU priority (nice 19): such a process runs on what the others leave idle. */
export const IDLE_PRIORITY = 19;

/**
 * Runs labelled commands, at most `width` at a time (most of them are single-threaded: tsc, eslint,
 * prettier), each one's output held and printed whole when it ends so that outputs never
 * interleave. With `priority` (nice, e.g. IDLE_PRIORITY), each command and what it starts runs at
 * it. Resolves with the labels of the commands that failed.
 */
export async function runSteps(steps, width = 2, priority = undefined) {
  const failed = [];
  const queue = [...steps];
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const { label, command, args, options = {} } = step;
      const startedAt = Date.now();
      const { code, output } = await runCaptured(command, args, options, priority);
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
      console.log(`▸ ${label} (${seconds} s)${code === 0 ? '' : ' FAILED'}`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      if (code !== 0) failed.push(label);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, width) }, worker));
  return failed;
}

/**
 * Lowers a process just started in a session of its own, and what it starts, to `priority`. Where
 * Linux groups processes by session (autogroups, /proc/sys/kernel/sched_autogroup_enabled), it
 * shares the CPU between the groups first and a process's nice counts only inside its own, so
 * the session's group gets the nice value too.
 */
function lowerPriority(pid, priority) {
  try {
    setPriority(pid, priority);
  } catch {
    // Not allowed here: the process keeps the normal priority.
  }
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(priority));
  } catch {
    // No autogroups here (another system, or switched off): the nice value above is enough.
  }
}

/**
 * Runs a command to completion; resolves with its exit code and its stdout and stderr as one text.
 * With `priority`, it runs in a session (and process group) of its own at that priority; the
 * options' abort `signal` then stops the whole group.
 */
function runCaptured(command, args, { signal, ...options }, priority) {
  return new Promise((resolve) => {
    const chunks = [];
    const lowered = priority !== undefined;
    const child = spawn(command, args, {
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: lowered,
    });
    // Before npm starts the tool (npm takes far longer to load), which inherits both.
    if (lowered && child.pid) lowerPriority(child.pid, priority);
    const stop = () => {
      try {
        if (child.pid) process.kill(lowered ? -child.pid : child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    };
    if (signal?.aborted) stop();
    signal?.addEventListener('abort', stop, { once: true });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      chunks.push(Buffer.from(`Could not run ${command}: ${error.message}\n`));
      resolve({ code: 1, output: Buffer.concat(chunks).toString() });
    });
    child.on('close', (code, exitSignal) => {
      signal?.removeEventListener('abort', stop);
      resolve({ code: code ?? (exitSignal ? 1 : 0), output: Buffer.concat(chunks).toString() });
    });
  });
}

/** pid → command line of every process, from `ps`. */
function processTable() {
  try {
    const rows = execFileSync('ps', ['-A', '-ww', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' });
    return rows
      .trim()
      .split('\n')
      .map((row) => /^\s*(\d+)\s+(\d+)\s(.*)$/.exec(row))
      .filter(Boolean)
      .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args }));
  } catch {
    return [];
  }
}

/** Every process below `pid` as { pid, args }. */
function descendants(pid, table = processTable()) {
  const children = new Map();
  for (const row of table) {
    if (!children.has(row.ppid)) children.set(row.ppid, []);
    children.get(row.ppid).push(row);
  }
  const found = [];
  const queue = [pid];
  while (queue.length) {
    for (const row of children.get(queue.shift()) ?? []) {
      found.push(row);
      queue.push(row.pid);
    }
  }
  return found;
}

function signal(target, name) {
  try {
    process.kill(target, name);
    return true;
  } catch {
    return false; // already gone
  }
}

/**
 * Starts `command` as the leader of a new process group (stdin closed) and supervises it:
 * `exited` resolves with its exit code; `stop()` sends `first` (firebase-tools shuts its
 * emulators down cleanly on SIGINT), waits up to `graceMs`, then kills whatever is left of the
 * group and of every descendant seen while it ran. Call stop() after a normal exit too: it reaps
 * workers the child left running. A remembered pid is killed only while it still runs the same
 * command line, so a recycled pid is never hit.
 */
export function startGroup(command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    ...options,
    detached: true,
  });
  const seen = new Map();
  const remember = () => {
    for (const { pid, args: line } of descendants(child.pid)) seen.set(pid, line);
  };
  const timer = setInterval(remember, 2_000);
  timer.unref();
  let exitCode = null;
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`✖ Could not run ${command}: ${error.message}`);
      exitCode = 1;
      resolve(1);
    });
    child.once('exit', (code, name) => {
      exitCode = code ?? (name ? 1 : 0);
      resolve(exitCode);
    });
  });

  const survivors = () => {
    const running = new Map(processTable().map((row) => [row.pid, row.args]));
    return [...seen].filter(([pid, line]) => running.get(pid) === line).map(([pid]) => pid);
  };

  async function stop({ first = 'SIGTERM', graceMs = 10_000 } = {}) {
    if (exitCode === null) {
      remember();
      signal(child.pid, first);
      const deadline = Date.now() + graceMs;
      while (Date.now() < deadline) {
        remember();
        if (exitCode !== null && survivors().length === 0) break;
        await sleep(250);
      }
    }
    clearInterval(timer);
    signal(-child.pid, 'SIGKILL');
    for (const pid of survivors()) signal(pid, 'SIGKILL');
  }

  return {
    child,
    exited,
    stop,
    get exitCode() {
      return exitCode;
    },
  };
}

/** Resolves when `check` returns true; rejects after `timeoutMs` or when `abort()` says why. */
export async function waitFor(check, { timeoutMs, intervalMs = 250, what, abort = () => null }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = abort();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await check().catch(() => false)) return;
    await sleep(intervalMs);
  }
  throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s`);
}

/** True when nothing listens on host:port (so an emulator can bind it). */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export async function httpOk(url, timeoutMs = 2_000) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  return response.ok;
}
