import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE = createRequire(import.meta.url).resolve('axe-core');

/**
 * Runs axe-core (the engine behind Lighthouse's accessibility audits) on what the page shows once
 * its transitions have ended, and fails on any violation, naming the rule and the elements.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Colours mid-transition (a button fading back from disabled) are not what the user settles on:
  // let every finite animation and transition end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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
