import { describe, expect, it } from 'vitest';
import {
  assertionsIn,
  CEILINGS,
  figures,
  productionAssertions,
  productionFiles,
} from './type-assertions.mjs';

/**
 * Type assertions in production code stay under their ceilings, and each says why
 * (docs/decisions.md, "Type assertions").
 */
const kinds = (code, file) => assertionsIn(code, file).map((found) => found.kind);

describe('type assertions', { timeout: 60_000 }, () => {
  it('counts casts, double casts and non-null assertions on the syntax tree', () => {
    expect(kinds('const a = b as string;')).toEqual(['cast']);
    expect(kinds('const a = <string>b;', 'file.ts')).toEqual(['cast']);
    expect(kinds('const a = b as unknown as string;')).toEqual(['doubleCast']);
    expect(kinds('const a = b!.c;')).toEqual(['nonNull']);
    expect(kinds('const a = [1, 2] as const;')).toEqual([]);
    expect(kinds('const a = { b } satisfies object;')).toEqual([]);
    expect(kinds("import { a as b } from 'c';\nexport { b as d };")).toEqual([]);
    expect(kinds("// b as string\nconst a = 'b as string';")).toEqual([]);
    expect(kinds('const a = <div>{b!}</div>;', 'file.tsx')).toEqual(['nonNull']);
    expect(kinds('const a = b !== c;')).toEqual([]);
  });

  it('reads the why from a comment on the line or the line above', () => {
    const explained = (code) => assertionsIn(code).map((found) => found.explained);
    expect(explained('// the why\nconst a = b as string;')).toEqual([true]);
    expect(explained('const a = b as string; // the why')).toEqual([true]);
    expect(explained('/* the why */ const a = b!;')).toEqual([true]);
    expect(explained('// no\n\nconst a = b as string;')).toEqual([false]);
    expect(explained('const a = b as string;')).toEqual([false]);
  });

  it('covers production code only', () => {
    const files = productionFiles();
    expect(files).toContain('web/src/main.tsx');
    expect(files).toContain('functions/src/index.ts');
    expect(files.some((file) => /\.test\.tsx?$|\.d\.ts$|^web\/src\/testing\//.test(file))).toBe(
      false,
    );
    // Generated from the fonts: not written by hand.
    expect(files).not.toContain('functions/src/shared/card-font-metrics.ts');
  });

  it('stay under their ceilings in production code, each with its why', () => {
    const all = productionAssertions();
    const unexplained = all
      .filter((found) => !found.explained)
      .map((found) => `${found.file}:${found.line} ${found.text}`);
    expect(unexplained).toEqual([]);
    const counted = figures(all);
    expect(counted.casts).toBeLessThanOrEqual(CEILINGS.casts);
    expect(counted.doubleCasts).toBeLessThanOrEqual(CEILINGS.doubleCasts);
    expect(counted.nonNull).toBeLessThanOrEqual(CEILINGS.nonNull);
  });
});
