import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE = createRequire(import.meta.url).resolve('axe-core');

/**
 * Runs axe-core (the engine behind Lighthouse's accessibility audits) on what the page shows now
 * and fails on any violation, naming the rule and the elements.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResult> } })
      .axe;
    const result = await axe.run(document);
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`,
    );
  });
  expect(violations, `axe-core on ${screen}`).toEqual([]);
}

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: string[] }[] }[];
}
