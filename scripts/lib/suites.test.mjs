import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.ts';
import { STAGES, reportFiles } from './suites.mjs';

describe('the full run’s stages', () => {
  it('run every vitest project exactly once', () => {
    const projects = config.test.projects.map((project) => project.test.name).sort();
    const staged = STAGES.flat()
      .flatMap((suite) => suite.projects)
      .sort();
    expect(staged).toEqual(projects);
  });

  it('run the functions files before any browser test, the browser tests in a stage of their own', () => {
    const stageOf = (project) =>
      STAGES.findIndex((stage) => stage.some((suite) => suite.projects.includes(project)));
    expect(stageOf('functions')).toBeLessThan(stageOf('e2e'));
    // Their global setup pauses the triggers: nothing else may run in the demo project then.
    expect(STAGES[stageOf('e2e')]).toHaveLength(1);
  });

  it('pause the triggers only in the browser tests’ global setup, never in a test file', () => {
    const e2e = config.test.projects.find((project) => project.test.name === 'e2e');
    expect(e2e.test.globalSetup).toEqual(['web/e2e/global-setup.ts']);
    const root = new URL('../../', import.meta.url);
    const pausing = readdirSync(new URL('web/e2e/', root), { recursive: true })
      .filter((file) => file.endsWith('.ts') && file !== 'global-setup.ts')
      .filter((file) =>
        readFileSync(new URL(`web/e2e/${file}`, root), 'utf8').includes(
          'withFunctionTriggersDisabled',
        ),
      );
    expect(pausing).toEqual([]);
  });

  it('give each run a report of its own', () => {
    const files = reportFiles('/tmp/vitest-0');
    expect(new Set(files).size).toBe(STAGES.flat().length);
  });
});
