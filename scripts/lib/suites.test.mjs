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

  it('run the functions files before any browser test, and the one that pauses triggers alone', () => {
    const stageOf = (project) =>
      STAGES.findIndex((stage) => stage.some((suite) => suite.projects.includes(project)));
    expect(stageOf('functions')).toBeLessThan(stageOf('e2e'));
    expect(stageOf('functions')).toBeLessThan(stageOf('e2e-alone'));
    expect(STAGES[stageOf('e2e-alone')]).toHaveLength(1);
  });

  it('give each run a report of its own', () => {
    const files = reportFiles('/tmp/vitest-0');
    expect(new Set(files).size).toBe(STAGES.flat().length);
  });
});
