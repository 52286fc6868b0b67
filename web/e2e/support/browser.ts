import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { keepOffline } from './offline-routes';

/** Debian's Chromium; playwright-core never downloads a browser. */
export const CHROMIUM_PATH = process.env.QR_CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/e2e/', import.meta.url));

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface E2EBrowser {
  /**
   * A fresh, offline context (own cookies and storage) with one page; closed after the test.
   * `options` override the desktop defaults (a phone's user agent and viewport, say).
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * One Chromium per test file, a fresh context per page. Registers its own hooks: a failing test
 * leaves a screenshot of every open page in test-results/e2e/ and prints the browser console.
 */
export function setupBrowser(): E2EBrowser {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let log: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      const pages = contexts.flatMap((context) => context.pages());
      await Promise.all(
        pages.map((page, index) =>
          page
            .screenshot({ path: `${SCREENSHOTS}${name}-${index}.png`, fullPage: true })
            .catch(() => {}),
        ),
      );
      console.error(`Browser console of "${task.name}":\n${log.join('\n')}`);
    }
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    log = [];
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(options) {
      if (!browser) throw new Error('setupBrowser: the browser is only ready inside tests');
      const context = await browser.newContext({
        locale: 'en-US',
        viewport: { width: 1280, height: 900 },
        ...options,
      });
      await keepOffline(context);
      context.on('page', (page) => {
        page.on('console', (message) => log.push(`[${message.type()}] ${message.text()}`));
        page.on('pageerror', (error) => log.push(`[pageerror] ${error.message}`));
      });
      contexts.push(context);
      return context.newPage();
    },
  };
}
