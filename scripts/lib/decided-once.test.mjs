import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * "Below the minimum" is decided in one place (docs/decisions.md, "The decision is the server's"):
 * decideReview compares a rating with the product's minimum; every other layer asks it, and the
 * browser shows what the submission's answer carries. A comparison with a minimum anywhere else in
 * production code (functions/src, web/src) fails here, naming the file and line.
 */
const repoRoot = resolve(import.meta.dirname, '../..');
const DECIDES = 'functions/src/domains/reviews/decision.ts';

/** `rating >= product.minRating`, `minRating > x`, `stars < minimumRating`… on one line. */
const COMPARES_WITH_MINIMUM =
  /(?:[<>]=?)\s*[\w.?!]*\b(?:min[A-Z]?\w*Rating|minimum\w*)\b|\b(?:min[A-Z]?\w*Rating|minimum\w*)\s*(?:[<>]=?)(?!>)/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'testing') yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      yield path;
    }
  }
}

/** Every line of production code that compares something with a minimum rating. */
function comparisons(dirs) {
  return dirs.flatMap((dir) =>
    [...sourceFiles(join(repoRoot, dir))].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          COMPARES_WITH_MINIMUM.test(line.replace(/\/\/.*$|^\s*\*.*$/, ''))
            ? [`${relative(repoRoot, file)}:${index + 1}`]
            : [],
        ),
    ),
  );
}

describe('the minimum rating is compared once', () => {
  it('recognises a comparison with a minimum, however it is spelled', () => {
    for (const line of [
      'return rating < minRating || offer.offerOnAllRatings;',
      'atOrAbove: submission.rating >= product.minRating,',
      'if (product.doc.minRating > rating) return;',
      'const low = stars <= input.minimumRating;',
    ]) {
      expect(COMPARES_WITH_MINIMUM.test(line), line).toBe(true);
    }
    for (const line of [
      'minRating: v.number(),',
      '{ stars: summary.minRating },',
      'label={t(inboxMessages.minimumFilter)}',
      'const { minRating } = product; // rating >= it is decided elsewhere',
    ]) {
      expect(COMPARES_WITH_MINIMUM.test(line.replace(/\/\/.*$/, '')), line).toBe(false);
    }
  });

  it('the browser never compares a rating with a minimum', () => {
    expect(comparisons(['web/src'])).toEqual([]);
  });

  it('on the server only decideReview does', () => {
    const found = comparisons(['functions/src']);
    expect(found.map((at) => at.split(':')[0])).toEqual([DECIDES]);
  });
});
