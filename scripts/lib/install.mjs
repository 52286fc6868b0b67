// Runs before dependencies exist: Node builtins only.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = '.qr-reviews-install-stamp';

function lockHash(root) {
  return createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
}

/**
 * Why install, or null when node_modules matches package-lock.json. The stamp holds the lock's
 * hash from our last install; npm's own node_modules/.package-lock.json being newer than the lock
 * means someone ran `npm ci`/`npm install` by hand since, which is as good.
 */
export function installReason(root) {
  const modules = join(root, 'node_modules');
  if (!existsSync(modules)) return 'node_modules is missing';
  const stamp = join(modules, STAMP);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === lockHash(root)) return null;
  const npmLock = join(modules, '.package-lock.json');
  if (
    existsSync(npmLock) &&
    statSync(npmLock).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs
  ) {
    return null;
  }
  return 'package-lock.json changed since the last install';
}

/**
 * `npm ci` when node_modules is missing or stale. --ignore-scripts: the only install script is
 * re2's native build (optional for firebase-tools, ~60 s, and its prebuilt download fails offline).
 */
export function ensureInstalled(root) {
  const reason = installReason(root);
  if (reason) {
    console.log(`▸ Installing dependencies (${reason}): npm ci --ignore-scripts`);
    const result = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error('✖ npm ci failed; see the output above.');
      process.exit(result.status ?? 1);
    }
  }
  writeFileSync(join(root, 'node_modules', STAMP), `${lockHash(root)}\n`);
}
