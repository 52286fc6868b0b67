/**
 * One pre-rendered page in every locale, for a page's inline script (reviews.html, login.html):
 * the locales' renders differ only in their words, so the markup is sent once with numbered
 * slots, and each locale sends only its slots' values. That keeps the inline script (which the
 * phone parses before it can paint) about a fifth of the size of 23 whole copies.
 */
export interface PageVariants {
  /** The markup: literal strings, and slot numbers to fill from a locale's values. */
  parts: (string | number)[];
  /** Each locale's slot values, or its whole markup where it does not fit the first's shape. */
  values: Record<string, string[] | string>;
}

const TOKENS = /(<[^>]*>)/;

/** Build time: the variants of `pages` (locale → markup); the first locale gives the shape. */
export function toPageVariants(pages: Record<string, string>): PageVariants {
  const tokenized = Object.entries(pages).map(
    ([locale, html]) => [locale, html.split(TOKENS)] as const,
  );
  const [, base] = tokenized[0] ?? ['', []];
  const fits = (tokens: readonly string[]) => tokens.length === base.length;
  const differs = base.map((token, index) =>
    tokenized.some(([, tokens]) => fits(tokens) && tokens[index] !== token),
  );
  const slotOf = new Map<number, number>();
  const parts: (string | number)[] = [];
  base.forEach((token, index) => {
    if (differs[index]) {
      slotOf.set(index, slotOf.size);
      parts.push(slotOf.size - 1);
    } else if (typeof parts.at(-1) === 'string') {
      parts[parts.length - 1] += token;
    } else {
      parts.push(token);
    }
  });
  const values: PageVariants['values'] = {};
  for (const [locale, tokens] of tokenized) {
    values[locale] = fits(tokens)
      ? // fits(tokens) checked each slot's index is within tokens.
        [...slotOf.keys()].map((index) => tokens[index]!)
      : (pages[locale] ?? '');
  }
  return { parts, values };
}

/** In the page: `locale`'s markup, or undefined when the page was not rendered in it. */
export function pageVariant(variants: PageVariants, locale: string): string | undefined {
  const values = variants.values[locale];
  if (values === undefined || typeof values === 'string') return values;
  return variants.parts
    .map((part) => (typeof part === 'number' ? (values[part] ?? '') : part))
    .join('');
}
